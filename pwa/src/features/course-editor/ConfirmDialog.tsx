import { useEffect, useId, useRef } from 'react';
import { useI18n } from '../../lib/i18n';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirm: string;
  /** The button that keeps things as they are ("Cancel" when left out). */
  cancel?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something is taken away or left: the whole width of a phone, a box wider; Escape cancels. */
export function ConfirmDialog({ title, text, confirm, cancel, busy, onConfirm, onClose }: ConfirmDialogProps) {
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
      className="course-ed__dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-text`}>{text}</p>
      <div className="course-ed__actions">
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? t('courseEditor.saving') : confirm}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
          {cancel ?? t('courseEditor.cancel')}
        </button>
      </div>
    </dialog>
  );
}
