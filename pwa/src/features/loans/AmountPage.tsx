import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { SelectField, TextField } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { useTitle } from '../../components/useTitle';
import { ApiError } from '../../lib/api';
import { formatTypedAmount } from '../../lib/core';
import { amountDigits, amountStep, contributionOptions, periodOptions, type AmountField, type LoanQuote, loanText } from '../../lib/core-loans';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import type { User } from '../../lib/session';
import { useSession } from '../../lib/useSession';
import { addLoan, getState, listFunds, listLoans, type Loan } from './api';
import { ApplySteps, FUND_STEPS } from './ApplySteps';
import { amountDraft, clearApplicationDrafts, type AmountDraft } from './drafts';
import { useLoad, useResume, useRetryingLoad } from './hooks';
import { ADD_LOAN_FAILED, DETAILS_UPDATED, isResumePrevious } from './messages';
import { money } from './money';
import { Loaded, SUCCESS_PATH, TOAST_ID } from './parts';
import { loanAddPayload } from './payload';
import { chosenTerms, isFirstLoan, type FundTerms } from './terms';
import { useLoanMsg } from './useLoanMsg';
import { usePeriodLabel } from './usePeriodLabel';
import './loans.css';

const AMOUNT_PATH = '/dashboard/consumer-credit/apply/amount';
const FUND_PATH = '/dashboard/consumer-credit/apply/fund';

/** /dashboard/consumer-credit/apply/amount: 'Loan Amount & Additional Details', with a live quote. */
export function AmountPage() {
  const { t } = useI18n();
  const session = useSession();
  const userId = session?.user.user_id ?? '';
  const [state, retryState] = useLoad(`state:${userId}`, (signal) => getState(userId, false, signal));
  const funds = useRetryingLoad(listFunds);
  const [loans] = useLoad('loans', listLoans);
  useTitle(t('loans.amount.title'));

  if (!session) return null;
  return (
    <section className="page page--medium">
      <ApplySteps steps={FUND_STEPS} current="amount" />
      <div className="card">
        <h1>{t('loans.amount.title')}</h1>
        <Loaded load={state} retry={retryState}>
          {({ path, loanInfo }) => {
            // Not at this step yet (no fund chosen): to the screen the server says.
            if (!loanInfo?.loanFundId) return <Navigate to={path !== AMOUNT_PATH ? path : FUND_PATH} replace />;
            if (funds.value === null || loans.state === 'loading') {
              // The fund list is retried until it loads (spec 000 section 8).
              return <Loading label={funds.failures > 0 ? t('loans.fund.retrying', { n: funds.failures }) : t('app.loading')} />;
            }
            const terms = chosenTerms(loanInfo, funds.value);
            if (!terms) return <Navigate to={FUND_PATH} replace />;
            // A list that failed to load: the server checks the first-loan cap anyway.
            const firstTime = loans.state === 'ready' ? isFirstLoan(loans.value) : false;
            return <AmountForm user={session.user} loan={loanInfo} terms={terms} firstTime={firstTime} />;
          }}
        </Loaded>
      </div>
    </section>
  );
}

interface AmountFormProps {
  user: User;
  loan: Loan;
  terms: FundTerms;
  firstTime: boolean;
}

function initialDraft(user: User, loan: Loan): AmountDraft {
  return (
    amountDraft.load(user.user_id) ?? {
      amount: '',
      years: '',
      contribution: '',
      name1: loan.name1 ?? user.firstName,
      name2: loan.name2 ?? user.lastName,
      idno: loan.idno ?? '',
    }
  );
}

function AmountForm({ user, loan, terms, firstTime }: AmountFormProps) {
  const { t } = useI18n();
  const loanMsg = useLoanMsg();
  const navigate = useNavigate();
  const resume = useResume(user.user_id);
  const periodLabel = usePeriodLabel();
  const [draft, setDraft] = useState<AmountDraft>(() => initialDraft(user, loan));
  const [touched, setTouched] = useState<ReadonlySet<AmountField>>(new Set());
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<Readonly<Record<string, string>>>({});
  const periods = useMemo(() => periodOptions(terms.maxYears), [terms.maxYears]);
  const contributions = useMemo(contributionOptions, []);

  const update = useCallback(
    (field: AmountField, value: string) => {
      setDraft((previous) => {
        const next = { ...previous, [field]: value };
        amountDraft.save(user.user_id, next);
        return next;
      });
      setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
      setServerFields((previous) => (previous[field] ? { ...previous, [field]: '' } : previous));
    },
    [user.user_id],
  );

  // Core's amount step, as the server runs it: the messages and the quote on the fund's terms.
  const { errors, quote } = amountStep(draft, { ...terms, firstTime });

  const shown = (field: AmountField): string | null => {
    const text = (tried || touched.has(field) ? errors.fields[field] : undefined) ?? serverFields[field];
    return text ? loanMsg(text) : null;
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    setFailure(null);
    const payload = quote ? loanAddPayload(quote, draft) : null;
    if (errors.first || !payload) {
      toast.error(loanMsg(errors.first ?? quote?.error ?? loanText('amountHint')), { id: TOAST_ID });
      return;
    }
    setBusy(true);
    try {
      const { message } = await addLoan(user.user_id, payload);
      toast.success(loanMsg(message ?? DETAILS_UPDATED), { id: TOAST_ID });
      clearApplicationDrafts();
      void navigate(SUCCESS_PATH);
    } catch (error) {
      const text = errorMessage(error);
      toast.error(loanMsg(text), { id: TOAST_ID });
      if (isResumePrevious(text)) {
        await resume().catch(() => undefined);
        return;
      }
      if (error instanceof ApiError) setServerFields(error.fields);
      setFailure(error instanceof ApiError && error.kind === 'http' && error.status < 500 ? text : ADD_LOAN_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
      <p className="muted">{t('loans.amount.lead', { fund: terms.name })}</p>
      <div className="fieldset__grid">
        <TextField
          id="loan-amount"
          label={t('loans.amount.amount')}
          prefix={terms.currency === 'TZS' ? t('loans.tsh') : t('loans.ksh')}
          inputMode="numeric"
          autoComplete="off"
          value={formatTypedAmount(draft.amount)}
          disabled={busy}
          error={shown('amount')}
          hint={loanMsg(loanText('amountHint'))}
          onChange={(event) => update('amount', amountDigits(event.target.value))}
        />
        <SelectField
          id="loan-years"
          label={t('loans.amount.period')}
          value={draft.years}
          disabled={busy}
          error={shown('years')}
          onChange={(event) => update('years', event.target.value)}
        >
          <option value="">{t('loans.choose')}</option>
          {periods.map((years) => (
            <option key={years} value={years}>
              {periodLabel(years)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="loan-contribution"
          label={t('loans.amount.contribution')}
          value={draft.contribution}
          disabled={busy}
          error={shown('contribution')}
          hint={t('loans.amount.contributionHint')}
          onChange={(event) => update('contribution', event.target.value)}
        >
          <option value="">{t('loans.choose')}</option>
          {contributions.map((percent) => (
            <option key={percent} value={String(percent)}>
              {t('loans.percent', { n: percent })}
            </option>
          ))}
        </SelectField>
        <TextField
          id="loan-name1"
          label={t('loans.amount.name1')}
          autoComplete="given-name"
          value={draft.name1}
          disabled={busy}
          error={shown('name1')}
          onChange={(event) => update('name1', event.target.value)}
        />
        <TextField
          id="loan-name2"
          label={t('loans.amount.name2')}
          autoComplete="family-name"
          value={draft.name2}
          disabled={busy}
          error={shown('name2')}
          onChange={(event) => update('name2', event.target.value)}
        />
        <TextField
          id="loan-idno"
          label={t('loans.amount.idno')}
          autoComplete="off"
          value={draft.idno}
          disabled={busy}
          error={shown('idno')}
          hint={t('loans.amount.namesHint')}
          onChange={(event) => update('idno', event.target.value)}
        />
      </div>
      <QuoteSummary quote={quote} currency={terms.currency} intervalDays={terms.intervalDays} />
      {failure ? (
        <p className="form__result form__result--error" role="alert">
          {loanMsg(failure)}
        </p>
      ) : null}
      <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
        {busy ? t('loans.saving') : t('loans.amount.submit')}
      </button>
    </form>
  );
}

/** The live quote from core: what is lent after the contribution, interest, total and installments. */
function QuoteSummary({ quote, currency, intervalDays }: { quote: LoanQuote | null; currency: string; intervalDays: number }) {
  const { t } = useI18n();
  const loanMsg = useLoanMsg();
  if (!quote) return <p className="muted quote quote--empty">{t('loans.quote.empty')}</p>;
  if (quote.error) return <p className="muted quote quote--empty">{loanMsg(quote.error)}</p>;
  const rows: Array<[string, string]> = [
    [t('loans.quote.principal'), money(quote.principal, currency)],
    [t('loans.quote.interest', { rate: quote.interestRate }), money(quote.payableInterest, currency)],
    [t('loans.quote.total'), money(quote.totalToPay, currency)],
    [t('loans.quote.installment', { days: intervalDays }), money(quote.installment, currency)],
    [t('loans.quote.count'), String(quote.noOfInstallments)],
    [t('loans.quote.last'), money(quote.lastInstallment, currency)],
  ];
  return (
    <section className="quote" aria-labelledby="quote-title" aria-live="polite">
      <h2 id="quote-title">{t('loans.quote.title')}</h2>
      <dl className="details">
        {rows.map(([label, value]) => (
          <div className="details__row" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
