import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { TextField } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { shortId } from '../../lib/core';
import { statusLabel } from '../../lib/core-loans';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { useRemote } from '../../lib/useRemote';
import { applyReview, findLoans } from './api';
import { Breakable } from './Breakable';
import { Dialog } from './Dialog';
import { showAmount, showMoney } from './format';
import { ReviewSummary } from './ReviewSummary';
import { firstSearch, type LoanChoice, type Resolved, type Review } from './wire';

/** Loans are shown by the end of their id, as the staff loan list shows them. */
export const SHORT_LOAN_ID = 6;
const SEARCH_DELAY_MS = 300;

interface ApplyDialogProps {
  review: Review;
  onDone: (resolved: Resolved) => void;
  onClose: () => void;
}

/**
 * Applying a payment to a loan: find and choose the loan, then confirm with the amount the server
 * kept. The server decides whether the amount and the loan can take it, and words any refusal.
 */
export function ApplyDialog({ review, onDone, onClose }: ApplyDialogProps) {
  const { t, msg } = useI18n();
  const [typed, setTyped] = useState(() => firstSearch(review));
  const [query, setQuery] = useState(typed.trim());
  const [chosen, setChosen] = useState<LoanChoice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const load = useCallback((signal: AbortSignal) => (query ? findLoans(query, signal) : Promise.resolve([])), [query]);
  const loans = useRemote<LoanChoice[]>(`loans|${query}`, load);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || chosen === null) return;
    if (!confirming) {
      setConfirming(true);
      setRefusal(null);
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      onDone(await applyReview(review.id, chosen.id));
    } catch (error) {
      setRefusal(errorMessage(error));
      setBusy(false);
    }
  }

  const loanName = (loan: LoanChoice) => shortId(loan.id, SHORT_LOAN_ID);

  return (
    <Dialog id="pr-apply" title={t('reviews.applyTitle')} busy={busy} onClose={onClose}>
      <form className="form pr-dialog__body" onSubmit={submit} noValidate>
        <ReviewSummary review={review} amount={false} />
        <p className="pr-to-apply">
          {t('reviews.toApply')}:{' '}
          <strong>
            <Breakable text={showAmount(review)} />
          </strong>
        </p>
        {confirming && chosen ? (
          <p className="pr-confirm" role="status">
            {t('reviews.confirmApply', { amount: showAmount(review), loan: loanName(chosen), client: chosen.clientName || chosen.clientPhone })}
          </p>
        ) : (
          <>
            <TextField
              id="pr-loan-search"
              label={t('reviews.find')}
              hint={t('reviews.findHint')}
              type="search"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setChosen(null);
                setRefusal(null);
              }}
            />
            <LoanOptions
              query={query}
              loans={loans.data}
              loading={loans.loading}
              failed={loans.failed}
              chosen={chosen}
              onChoose={(loan) => {
                setChosen(loan);
                setRefusal(null);
              }}
              name={loanName}
            />
          </>
        )}
        {refusal ? (
          <p className="form__result form__result--error" role="alert">
            {msg(refusal)}
          </p>
        ) : null}
        <div className="pr-dialog__footer">
          {confirming ? (
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)} disabled={busy}>
              {t('reviews.back')}
            </button>
          ) : (
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('reviews.cancel')}
            </button>
          )}
          <button type="submit" className="button" disabled={busy || chosen === null} aria-busy={busy}>
            {busy ? t('reviews.working') : confirming ? t('reviews.confirm') : t('reviews.continue')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

interface LoanOptionsProps {
  query: string;
  loans: LoanChoice[] | null;
  loading: boolean;
  failed: boolean;
  chosen: LoanChoice | null;
  onChoose: (loan: LoanChoice) => void;
  name: (loan: LoanChoice) => string;
}

function LoanOptions({ query, loans, loading, failed, chosen, onChoose, name }: LoanOptionsProps) {
  const { t, msg } = useI18n();
  if (!query) return <p className="muted">{t('reviews.typeToFind')}</p>;
  if (loans === null) return failed ? <p role="alert">{t('reviews.searchFailed')}</p> : <Loading label={t('reviews.searching')} />;
  if (loans.length === 0) return <p className="muted" role="status">{t('reviews.noLoan', { query })}</p>;
  return (
    <fieldset className="pr-loans" aria-busy={loading}>
      <legend className="field__label">{t('reviews.loans')}</legend>
      {loans.map((loan) => (
        <label key={loan.id} className={chosen?.id === loan.id ? 'pr-loan pr-loan--chosen' : 'pr-loan'}>
          <input type="radio" name="pr-loan" value={loan.id} checked={chosen?.id === loan.id} onChange={() => onChoose(loan)} />
          <span className="pr-loan__text">
            <strong>{loan.clientName || loan.clientPhone}</strong>
            <span>
              {t('reviews.loanLine', { loan: name(loan) })} · {msg(statusLabel(loan.status))}
            </span>
            {loan.balance !== null ? <span className="muted">{t('reviews.balance', { amount: showMoney(loan.balance, loan.currency) })}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
