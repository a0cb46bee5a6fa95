import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { actionNeedsReason, availableActions } from '../../lib/core-loans';
import { useI18n } from '../../lib/i18n';
import type { LoanDetail, Outcome } from './api';
import { DisburseForm } from './DisburseForm';
import { actionKey } from './texts';
import type { LoanStore } from './useLoanFlags';

interface LoanActionsProps {
  loan: LoanDetail;
  role: string;
  store: LoanStore;
  onUpdated: (loan: LoanDetail) => void;
}

/**
 * The decisions this role may take on the loan now (core `availableActions`), each confirmed in a
 * small form with the reason core asks for; disbursement has its own form. The server decides again.
 */
export function LoanActions({ loan, role, store, onUpdated }: LoanActionsProps) {
  const { t, msg } = useI18n();
  const actions = availableActions(loan.status, role);
  const decisions = actions.filter((action) => action !== 'disburse' && actionKey(action) !== null);
  const canDisburse = actions.includes('disburse');
  const [chosen, setChosen] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const { error, clearError, reset } = store;

  // A failure shows as a toast as well as under the form (spec 000 section 8).
  useEffect(() => {
    if (error) toast.error(msg(error), { id: 'loan-action' });
  }, [error, msg]);

  // A choice that is no longer offered (the loan moved on) is dropped.
  const offered = chosen !== null && decisions.includes(chosen);
  const current = offered ? chosen : null;
  const needsReason = current !== null && actionNeedsReason(current);

  function choose(action: string | null) {
    setChosen(action);
    setReason('');
    setReasonError(null);
    clearError();
    reset('approvedStatus');
    reset('disbursedStatus');
  }

  const done = (_loanId: string, outcome: Outcome) => {
    onUpdated(outcome.loan);
    toast.success(msg(outcome.message ?? t('lending.actions.saved')), { id: 'loan-action' });
    setChosen(null);
    setReason('');
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (current === null || store.loading) return;
    if (needsReason && !reason.trim()) {
      setReasonError(t('msg.lending.reasonRequired'));
      return;
    }
    await store.decide(loan.id, current, reason, done);
  }

  if (decisions.length === 0 && !canDisburse) {
    return <p className="muted">{t('lending.actions.none')}</p>;
  }

  const label = (action: string) => {
    const key = actionKey(action);
    return key ? t(key) : action;
  };

  return (
    <div className="stack lend-stack">
      {decisions.length > 0 ? (
        <div className="lend-actions" role="group" aria-label={t('lending.actions.title')}>
          {decisions.map((action) => (
            <button
              key={action}
              type="button"
              className={current === action ? 'button button--small' : 'button button--secondary button--small'}
              aria-pressed={current === action}
              disabled={store.loading}
              onClick={() => choose(current === action ? null : action)}
            >
              {label(action)}
            </button>
          ))}
        </div>
      ) : null}
      {current !== null ? (
        <form className="form lend-decision" aria-label={t('lending.actions.formTitle', { action: label(current) })} onSubmit={submit} noValidate>
          <div className={reasonError ? 'field field--error' : 'field'}>
            <label className="field__label" htmlFor="decision-reason">
              {needsReason ? t('lending.actions.reason') : t('lending.actions.note')}
            </label>
            <textarea
              id="decision-reason"
              className="input lend-textarea"
              rows={3}
              value={reason}
              required={needsReason}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? 'decision-reason-message' : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(null);
                clearError();
              }}
            />
            {reasonError ? (
              <p className="field__message" id="decision-reason-message">
                {reasonError}
              </p>
            ) : null}
          </div>
          <div className="lend-actions">
            <button type="submit" className="button button--small" disabled={store.loading}>
              {store.loading ? t('lending.actions.working') : t('lending.actions.confirm', { action: label(current) })}
            </button>
            <button type="button" className="button button--ghost button--small" disabled={store.loading} onClick={() => choose(null)}>
              {t('lending.actions.cancel')}
            </button>
          </div>
        </form>
      ) : null}
      {canDisburse ? <DisburseForm loan={loan} store={store} onUpdated={onUpdated} /> : null}
      {store.error ? (
        <p className="form__result form__result--error" role="alert">
          {msg(store.error)}
        </p>
      ) : null}
      {store.approvedStatus || store.disbursedStatus ? (
        <p className="lend-done" role="status">
          {t(store.disbursedStatus ? 'lending.actions.disbursed' : 'lending.actions.saved')}
        </p>
      ) : null}
    </div>
  );
}
