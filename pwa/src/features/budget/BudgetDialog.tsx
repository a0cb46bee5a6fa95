/**
 * The frame of the budget's two dialogs: full screen on a phone, a box wider; the form's fields, the
 * reason a save was refused, Save and Cancel, and for a saved period or line a Remove that asks first.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useI18n } from '../../lib/i18n';

interface BudgetDialogProps {
  title: string;
  problem: string | null;
  busy: boolean;
  onSave: () => void;
  /** Present for a saved period or line. */
  onRemove: (() => void) | null;
  removeName: string;
  removeText: string;
  onClose: () => void;
  children: ReactNode;
}

export function BudgetDialog({ title, problem, busy, onSave, onRemove, removeName, removeText, onClose, children }: BudgetDialogProps) {
  const { t } = useI18n();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSave();
  }

  return (
    <dialog
      ref={dialog}
      className="budget-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{title}</h2>
        {problem ? (
          <p className="budget-dialog__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="budget-dialog__fields">{children}</div>
        <div className="budget-dialog__buttons">
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('budget.saving') : t('budget.save')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            {t('budget.cancel')}
          </button>
          {onRemove ? (
            <button type="button" className="button button--danger budget-dialog__remove" onClick={() => setAsking(true)} disabled={busy}>
              {t('budget.remove')}
            </button>
          ) : null}
        </div>
      </form>
      {asking && onRemove ? (
        <ConfirmDialog
          title={t('budget.removeTitle', { name: removeName })}
          text={removeText}
          confirm={t('budget.remove')}
          cancel={t('budget.cancel')}
          busyLabel={t('budget.saving')}
          busy={busy}
          onConfirm={() => {
            setAsking(false);
            onRemove();
          }}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </dialog>
  );
}
