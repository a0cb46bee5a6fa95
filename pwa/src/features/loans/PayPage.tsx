import { useCallback, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { SelectField, TextField } from '../../components/Field';
import { useTitle } from '../../components/useTitle';
import { ApiError, RESPONSE_ERROR } from '../../lib/api';
import { formatTypedAmount, shortId } from '../../lib/core';
import { amountDigits, validatePayment, loanText } from '../../lib/core-loans';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import type { User } from '../../lib/session';
import { useSession } from '../../lib/useSession';
import { currentLoans, initiateMpesa, payInstructions, type CurrentLoans, type Loan, type Paybill, type PaymentStatus } from './api';
import { payDraft, type PayDraft } from './drafts';
import { useLoad, useStartApplication } from './hooks';
import { LOAN_ID_CHARS } from './LoanSummary';

import { money, wholeShillings } from './money';
import { Loaded, LoansHeader, PaybillSteps, TOAST_ID } from './parts';
import { usePaymentStatus, type Following } from './usePaymentStatus';
import { useLoanMsg } from './useLoanMsg';
import './loans.css';

/** /dashboard/consumer-credit/pay: 'Loan Repayment (M-Pesa)'. */
export function PayPage() {
  const { t } = useI18n();
  const session = useSession();
  const userId = session?.user.user_id ?? '';
  const [current, retry, setCurrent] = useLoad(`current:${userId}`, (signal) => currentLoans(userId, signal));
  // After a payment the balances are read again quietly, keeping the form and its result on screen.
  const refresh = useCallback(() => {
    currentLoans(userId).then(setCurrent, () => undefined);
  }, [userId, setCurrent]);
  const { start, busy } = useStartApplication(userId);
  // The last payment, kept for when it repaid the loan: the loan then leaves the list of loans to pay.
  const [lastPaid, setLastPaid] = useState<{ result: PaymentStatus; currency: string } | null>(null);
  const onPaid = useCallback(
    (result: PaymentStatus, currency: string) => {
      setLastPaid({ result, currency });
      refresh();
    },
    [refresh],
  );
  useTitle(t('pay.title'));

  if (!session) return null;
  return (
    <section className="page page--medium">
      <LoansHeader title={t('pay.title')} lead={t('pay.lead')} onNewLoan={start} starting={busy} />
      <Loaded load={current} retry={retry}>
        {(value) =>
          value.current.length === 0 ? (
            lastPaid ? (
              <div className="card pay-status pay-status--paid" role="status">
                <p>
                  <strong>{t('pay.paid')}</strong>{' '}
                  {lastPaid.result.receipt ? t('pay.receipt', { receipt: lastPaid.result.receipt }) : null}
                </p>
                <p>{t('pay.newBalance', { balance: money(lastPaid.result.balance, lastPaid.currency) })}</p>
                <p>{t('pay.repaid')}</p>
              </div>
            ) : (
              <p className="card empty">{t('pay.noActive')}</p>
            )
          ) : (
            <PayForm user={session.user} current={value} onPaid={onPaid} />
          )
        }
      </Loaded>
    </section>
  );
}

/** The loan's country, for reading a local phone number. */
const countryOf = (loan: Loan | undefined) => (loan?.loanFundCurrency === 'TZS' ? 'Tanzania' : 'Kenya');

function initialDraft(user: User, current: CurrentLoans, asked: string | null): PayDraft {
  const saved = payDraft.load(user.user_id);
  const ids = current.current.map((loan) => loan._id);
  const loanId = [asked, saved?.loanId].find((id): id is string => Boolean(id) && ids.includes(id ?? '')) ?? ids[0] ?? '';
  const loan = current.current.find((item) => item._id === loanId);
  const sameLoan = saved?.loanId === loanId;
  return {
    loanId,
    amount: (sameLoan && saved?.amount) || wholeShillings(loan?.monthlyRepayment),
    phone: saved?.phone || current.mpesaPhone || user.mpesaPhone || '',
    checkoutRequestId: (sameLoan && saved?.checkoutRequestId) || '',
  };
}

interface PayFormProps {
  user: User;
  current: CurrentLoans;
  onPaid: (result: PaymentStatus, currency: string) => void;
}

function PayForm({ user, current, onPaid }: PayFormProps) {
  const { t } = useI18n();
  const loanMsg = useLoanMsg();
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<PayDraft>(() => initialDraft(user, current, params.get('loan')));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<Paybill | null>(null);
  const loan = current.current.find((item) => item._id === draft.loanId);
  const [instructions] = useLoad(`instructions:${draft.loanId}`, (signal) =>
    draft.loanId ? payInstructions(draft.loanId, signal) : Promise.resolve(null),
  );

  const change = useCallback(
    (values: Partial<PayDraft>) =>
      setDraft((previous) => {
        const next = { ...previous, ...values };
        payDraft.save(user.user_id, next);
        return next;
      }),
    [user.user_id],
  );

  const [finished, setFinished] = useState<PaymentStatus | null>(null);
  const onDone = useCallback(
    (result: PaymentStatus) => {
      setFinished(result);
      change({ checkoutRequestId: '' });
      if (result.status === 'paid') {
        toast.success(t('pay.paid'), { id: TOAST_ID });
        onPaid(result, loan?.loanFundCurrency ?? 'KES');
      }
    },
    [change, onPaid, t, loan?.loanFundCurrency],
  );
  const [following, again] = usePaymentStatus(draft.checkoutRequestId, onDone);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    setFinished(null);
    const refused = validatePayment(draft.loanId, draft.amount, draft.phone, countryOf(loan));
    if (refused) {
      setProblem(refused);
      toast.error(loanMsg(refused), { id: TOAST_ID });
      return;
    }
    setBusy(true);
    try {
      const { msg, data } = await initiateMpesa(draft.loanId, draft.amount, draft.phone.trim());
      toast.success(loanMsg(msg ?? loanText('promptSent')), { id: TOAST_ID });
      setSent(data);
      change({ checkoutRequestId: data.checkoutRequestId });
    } catch (error) {
      const text =
        error instanceof ApiError && error.kind === 'http'
          ? errorMessage(error)
          : error instanceof ApiError && error.kind === 'response'
            ? RESPONSE_ERROR
            : loanText('paymentFailed');
      setProblem(text);
      toast.error(loanMsg(text), { id: TOAST_ID });
    } finally {
      setBusy(false);
    }
  }

  const waiting = following.state === 'waiting';
  const paybill = sent ?? (instructions.state === 'ready' ? instructions.value : null);
  const currency = loan?.loanFundCurrency ?? 'KES';

  return (
    <div className="stack">
      <div className="card">
        <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
          <SelectField
            id="pay-loan"
            label={t('pay.loan')}
            value={draft.loanId}
            disabled={busy || waiting}
            onChange={(event) => {
              const next = current.current.find((item) => item._id === event.target.value);
              change({ loanId: event.target.value, amount: wholeShillings(next?.monthlyRepayment), checkoutRequestId: '' });
            }}
          >
            {current.current.map((item) => (
              <option key={item._id} value={item._id}>
                {t('pay.loanOption', {
                  id: shortId(item._id, LOAN_ID_CHARS),
                  fund: item.loanFundName ?? '',
                  balance: money(item.balance, item.loanFundCurrency),
                })}
              </option>
            ))}
          </SelectField>
          {loan ? (
            <p className="muted pay-balance">
              {t('pay.balance', { balance: money(loan.balance, currency), installment: money(loan.monthlyRepayment, currency) })}
            </p>
          ) : null}
          <TextField
            id="pay-amount"
            label={t('pay.amount')}
            prefix={currency === 'TZS' ? t('loans.tsh') : t('loans.ksh')}
            inputMode="numeric"
            autoComplete="off"
            value={formatTypedAmount(draft.amount)}
            disabled={busy || waiting}
            onChange={(event) => change({ amount: amountDigits(event.target.value) })}
          />
          <TextField
            id="pay-phone"
            label={t('pay.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="2547XXXXXX"
            value={draft.phone}
            disabled={busy || waiting}
            hint={t('pay.phoneHint')}
            onChange={(event) => change({ phone: event.target.value })}
          />
          {problem ? (
            <p className="form__result form__result--error" role="alert">
              {loanMsg(problem)}
            </p>
          ) : null}
          <button type="submit" className="button button--block" disabled={busy || waiting} aria-busy={busy}>
            {busy ? t('pay.sending') : t('pay.submit')}
          </button>
        </form>
        <PaymentProgress following={following} finished={finished} currency={currency} onAgain={again} />
      </div>
      {paybill ? (
        <PaybillSteps paybill={paybill.paybill} account={paybill.account_number} amount={draft.amount ? money(draft.amount, currency) : null} />
      ) : null}
    </div>
  );
}

function PaymentProgress({
  following,
  finished,
  currency,
  onAgain,
}: {
  following: Following;
  finished: PaymentStatus | null;
  currency: string;
  onAgain: () => void;
}) {
  const { t } = useI18n();
  const loanMsg = useLoanMsg();
  if (following.state === 'waiting') {
    return (
      <p className="pay-status pay-status--waiting" role="status">
        <span className="loading__spinner" aria-hidden="true" /> {t('pay.waiting')}
      </p>
    );
  }
  if (following.state === 'gaveUp') {
    return (
      <div className="pay-status" role="status">
        <p>{t('pay.stillWaiting')}</p>
        <button type="button" className="button button--secondary button--small" onClick={onAgain}>
          {t('pay.checkAgain')}
        </button>
      </div>
    );
  }
  if (!finished) return null;
  if (finished.status === 'paid') {
    return (
      <div className="pay-status pay-status--paid" role="status">
        <p>
          <strong>{t('pay.paid')}</strong> {finished.receipt ? t('pay.receipt', { receipt: finished.receipt }) : null}
        </p>
        <p>{t('pay.newBalance', { balance: money(finished.balance, currency) })}</p>
      </div>
    );
  }
  const text = finished.status === 'cancelled' ? t('pay.cancelled') : finished.status === 'timeout' ? t('pay.timeout') : t('pay.failed');
  return (
    <div className="pay-status pay-status--failed" role="alert">
      <p>
        <strong>{text}</strong>
      </p>
      {finished.resultDesc ? <p className="muted">{loanMsg(finished.resultDesc)}</p> : null}
    </div>
  );
}
