import { useEffect, useRef } from 'react';
import { useI18n } from '../../lib/i18n';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something is taken away: the whole width of a phone, a box wider; Escape cancels. */
export function ConfirmDialog({ title, text, confirm, busy, onConfirm, onClose }: ConfirmDialogProps) {
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
      className="pb-content__dialog"
      aria-labelledby="pb-content-confirm-title"
      aria-describedby="pb-content-confirm-text"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id="pb-content-confirm-title">{title}</h2>
      <p id="pb-content-confirm-text">{text}</p>
      <div className="pb-content__actions">
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? t('pbContent.saving') : confirm}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
          {t('pbContent.cancel')}
        </button>
      </div>
    </dialog>
  );
}
