import { useEffect, useRef, type ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';

interface DialogProps {
  id: string;
  title: string;
  /** Closing is refused while the server works on the answer. */
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A modal over the list: the whole width of a phone, a box on wider screens; Escape closes it. */
export function Dialog({ id, title, busy, onClose, children }: DialogProps) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="pr-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <header className="pr-dialog__header">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" className="icon-button" onClick={onClose} disabled={busy} aria-label={t('reviews.close')}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      {children}
    </dialog>
  );
}
