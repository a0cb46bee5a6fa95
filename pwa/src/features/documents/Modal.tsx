/** The documents' dialogs: full screen on a phone, a box wider; Escape or Close closes. */
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';

interface ModalProps {
  title: string;
  onClose: () => void;
  /** A form's submit (the footer's last button submits); none for a view. */
  onSubmit?: () => void;
  children: ReactNode;
  footer: ReactNode;
}

export function Modal({ title, onClose, onSubmit, children, footer }: ModalProps) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit?.();
  }

  return (
    <dialog
      ref={dialog}
      className="doc-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form className="doc-modal__form" onSubmit={submit} noValidate>
        <header className="doc-modal__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('documents.form.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="doc-modal__body">{children}</div>
        <footer className="doc-modal__footer">{footer}</footer>
      </form>
    </dialog>
  );
}
