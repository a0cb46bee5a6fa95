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
      className="pb-team__dialog"
      aria-labelledby="pb-team-confirm-title"
      aria-describedby="pb-team-confirm-text"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id="pb-team-confirm-title">{title}</h2>
      <p id="pb-team-confirm-text">{text}</p>
      <div className="pb-team__actions">
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? t('pbTeam.working') : confirm}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
          {t('pbTeam.cancel')}
        </button>
      </div>
    </dialog>
  );
}
