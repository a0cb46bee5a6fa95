/**
 * The add or edit modal (spec 002 section 4.1): full screen on phones, a dialog on wider screens.
 * Its button shows a spinner while saving, then its label again (Add or Update). A record the
 * server refused shows the server's message at the top.
 */
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import type { Form } from './forms';
import type { Saving } from './useSave';

interface RecordModalProps {
  title: string;
  /** The save's state: busy, why the last save was refused (the toast says it too, but the modal
   * covers toasts on a phone), the server's message for a refused record. */
  saving: Saving;
  form: Form;
  onClose: () => void;
  children: ReactNode;
}

export function RecordModal({ title, saving, form, onClose, children }: RecordModalProps) {
  const { editing, busy, message, refused } = saving;
  const { t, msg } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) saving.save(form);
  }

  return (
    <dialog
      ref={dialog}
      className="dk-modal"
      aria-labelledby="dk-modal-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form className="dk-modal__form" onSubmit={submit} noValidate>
        <header className="dk-modal__header">
          <h2 id="dk-modal-title">{title}</h2>
          <button type="button" className="icon-button dk-modal__close" onClick={onClose} aria-label={t('digikua.form.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="dk-modal__body">
          {refused ? (
            <p className="dk-modal__refused" role="alert">
              {t('digikua.sync.rejectedNote', { message: msg(refused) })}
            </p>
          ) : null}
          {children}
        </div>
        {message ? (
          <p className="dk-modal__message" role="alert">
            {message}
          </p>
        ) : null}
        <footer className="dk-modal__footer">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('digikua.form.close')}
          </button>
          <button type="submit" className="button dk-submit" disabled={busy} aria-busy={busy}>
            {busy ? (
              <>
                <span className="dk-spinner" aria-hidden="true" />
                <span className="sr-only">{t('digikua.form.saving')}</span>
              </>
            ) : (
              t(editing ? 'digikua.form.update' : 'digikua.form.add')
            )}
          </button>
        </footer>
      </form>
    </dialog>
  );
}
