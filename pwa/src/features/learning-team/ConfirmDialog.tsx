import { useEffect, useId, useRef } from 'react';
import { useI18n } from '../../lib/i18n';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirm: string;
  busy: boolean;
  /** The server's refusal, said in the dialog (the dialog stays open). */
  refusal: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something is taken away: the whole width of a phone, a box wider; Escape cancels. */
export function ConfirmDialog({ title, text, confirm, busy, refusal, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useI18n();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="lt__dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-text`}>{text}</p>
      {refusal ? (
        <p className="lt__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="lt__actions">
        {refusal ? null : (
          <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy ? t('lmsTeam.working') : confirm}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
          {refusal ? t('lmsTeam.close') : t('lmsTeam.cancel')}
        </button>
      </div>
    </dialog>
  );
}
