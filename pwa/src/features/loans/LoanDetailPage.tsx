import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { useTitle } from '../../components/useTitle';
import { ApiError } from '../../lib/api';
import { formatDate, shortId, takesPayments } from '../../lib/core';
import { actionNeedsReason, availableActions, hasOfferLetter } from '../../lib/core-loans';
import { errorMessage } from '../../lib/errors';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';
import { getLoan, loanAction, type LoanDetail } from './api';
import { fetchBlob, saveBlob } from '../../lib/fileDownload';
import { useLoad } from './hooks';
import { LOAN_ID_CHARS } from './LoanSummary';
import { decimalText, dueDateText, money } from './money';
import { HISTORY_PATH, Loaded, PAY_PATH, StatusBadge, TOAST_ID } from './parts';
import { usePeriodLabel } from './usePeriodLabel';
import { useLoanMsg } from './useLoanMsg';
import './loans.css';

/** The statuses whose offer letter exists (the contract: approved, active, closed). */

/** /dashboard/consumer-credit/loan/:loanId: one loan with its schedule, repayments and history. */
export function LoanDetailPage() {
  const { t } = useI18n();
  const { loanId = '' } = useParams();
  const [load, retry, set] = useLoad(`loan:${loanId}`, (signal) => getLoan(loanId, signal));
  useTitle(t('loans.detail.title'));

  // Another client's loan answers 404, like one that does not exist.
  if (load.state === 'failed' && (load.status === 404 || load.status === 403)) return <LoanNotFound />;
  return (
    <section className="page page--medium">
      <p>
        <Link to={HISTORY_PATH}>{t('loans.detail.back')}</Link>
      </p>
      <Loaded load={load} retry={retry}>
        {(loan) => <LoanView loan={loan} onChanged={set} />}
      </Loaded>
    </section>
  );
}

function LoanNotFound() {
  const { t } = useI18n();
  return (
    <section className="page page--narrow">
      <div className="card notice" role="alert">
        <h1>{t('loans.detail.notFound')}</h1>
        <p className="muted">{t('loans.detail.notFoundText')}</p>
        <Link className="button" to={HISTORY_PATH}>
          {t('loans.history')}
        </Link>
      </div>
    </section>
  );
}

function LoanView({ loan, onChanged }: { loan: LoanDetail; onChanged: (loan: LoanDetail) => void }) {
  const { t } = useI18n();
  const periodLabel = usePeriodLabel();
  const session = useSession();
  const currency = loan.loanFundCurrency;
  const short = shortId(loan._id, LOAN_ID_CHARS);
  const actions = availableActions(loan.status, session?.user.role ?? 'client');
  const years = decimalText(loan.repaymentPeriod);
  const facts: Array<[string, string]> = [
    [t('loans.col.fund'), loan.loanFundName ?? '—'],
    [t('loans.col.requested'), money(loan.amount, currency)],
    [t('loans.col.approved'), money(loan.approvedAmount, currency)],
    [t('loans.detail.principal'), money(loan.principal, currency)],
    [t('loans.detail.interest'), money(loan.payableInterest, currency)],
    [t('loans.detail.total'), money(loan.totalToPay, currency)],
    [t('loans.col.monthly'), money(loan.monthlyRepayment, currency)],
    [t('loans.detail.installments'), String(loan.noOfInstallments ?? '—')],
    [t('loans.detail.period'), years ? periodLabel(years) : '—'],
    [t('loans.col.balance'), money(loan.balance, currency)],
    [t('loans.detail.applied'), formatDate(loan.submittedAt ?? loan.createdAt)],
  ];
  if (loan.disbursedAt) facts.push([t('loans.detail.disbursed'), formatDate(loan.disbursedAt)]);
  if (decimalText(loan.credit) && !/^0+(\.0+)?$/.test(decimalText(loan.credit))) facts.push([t('loans.detail.credit'), money(loan.credit, currency)]);

  return (
    <div className="stack">
      <section className="card">
        <div className="loan-summary__head">
          <h1>{t('loans.detail.heading', { id: short })}</h1>
          <StatusBadge status={loan.status} />
        </div>
        <dl className="details">
          {facts.map(([label, value]) => (
            <div className="details__row" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="button-row">
          {takesPayments(loan.status) ? (
            <Link className="button" to={`${PAY_PATH}?loan=${encodeURIComponent(loan._id)}`}>
              {t('loans.payLoan')}
            </Link>
          ) : null}
          {hasOfferLetter(loan.status) ? <OfferLetter loanId={loan._id} short={short} /> : null}
        </div>
        {actions.length > 0 ? <Actions loan={loan} actions={actions} onChanged={onChanged} /> : null}
      </section>
      {loan.repayment.length > 0 ? <Schedule loan={loan} /> : null}
      <Repayments loan={loan} />
      <History loan={loan} />
    </div>
  );
}

function OfferLetter({ loanId, short }: { loanId: string; short: string }) {
  const { t } = useI18n();
  const loanMsg = useLoanMsg();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const blob = await fetchBlob(`/user/loan/offer_letter/${encodeURIComponent(loanId)}`, { method: 'POST' });
      saveBlob(blob, `offer-letter-${short}.pdf`);
    } catch (error) {
      toast.error(loanMsg(errorMessage(error)), { id: TOAST_ID });
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="button button--secondary" onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {busy ? t('loans.detail.downloading') : t('loans.detail.offerLetter')}
    </button>
  );
}

/** The client's own actions on the loan (core `availableActions` for the role): withdraw, submit again. */
function Actions({ loan, actions, onChanged }: { loan: LoanDetail; actions: string[]; onChanged: (loan: LoanDetail) => void }) {
  const { t } = useI18n();
  const loanMsg = useLoanMsg();
  const [asking, setAsking] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function act(action: string) {
    setBusy(true);
    setFailure(null);
    try {
      const { message, loan: changed } = await loanAction(loan._id, action, reason.trim() || undefined);
      if (message) toast.success(loanMsg(message), { id: TOAST_ID });
      setAsking(null);
      setReason('');
      if (changed) onChanged({ ...changed, history: changed.history ?? [], repayments: changed.repayments ?? [], repayment: changed.repayment ?? [] });
    } catch (error) {
      const text = errorMessage(error);
      setFailure(text);
      toast.error(loanMsg(text), { id: TOAST_ID });
      if (error instanceof ApiError && error.status === 409) setAsking(null);
    } finally {
      setBusy(false);
    }
  }

  const needsReason = asking !== null && actionNeedsReason(asking);
  return (
    <div className="loan-actions">
      {asking === null ? (
        <div className="button-row">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'withdraw' ? 'button button--danger' : 'button button--secondary'}
              onClick={() => setAsking(action)}
            >
              {t(`loans.action.${action}` as MessageKey)}
            </button>
          ))}
        </div>
      ) : (
        <div className="notice-inline stack" role="group" aria-label={t(`loans.action.${asking}` as MessageKey)}>
          <p>{t(`loans.confirm.${asking}` as MessageKey)}</p>
          {needsReason ? (
            <label className="field">
              <span className="field__label">{t('loans.reason')}</span>
              <textarea className="input" value={reason} onChange={(event) => setReason(event.target.value)} rows={3} />
            </label>
          ) : null}
          <div className="button-row">
            <button type="button" className="button" onClick={() => void act(asking)} disabled={busy || (needsReason && !reason.trim())} aria-busy={busy}>
              {t('loans.confirmYes', { action: t(`loans.action.${asking}` as MessageKey) })}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setAsking(null)} disabled={busy}>
              {t('loans.cancel')}
            </button>
          </div>
        </div>
      )}
      {failure ? (
        <p className="form__result form__result--error" role="alert">
          {loanMsg(failure)}
        </p>
      ) : null}
    </div>
  );
}

function Schedule({ loan }: { loan: LoanDetail }) {
  const { t } = useI18n();
  const currency = loan.loanFundCurrency;
  const col = {
    number: t('loans.schedule.number'),
    due: t('loans.schedule.due'),
    amount: t('loans.schedule.amount'),
    paid: t('loans.schedule.paid'),
    penalty: t('loans.schedule.penalty'),
    status: t('loans.schedule.status'),
  };
  return (
    <section className="card" aria-labelledby="schedule-title">
      <h2 id="schedule-title">{t('loans.schedule.title')}</h2>
      <div className="table-wrap">
        <table className="data-table loan-schedule">
          <thead>
            <tr>
              {Object.values(col).map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loan.repayment.map((row) => {
              const penalty = decimalText(row.penaltyFee);
              const noPenalty = !penalty || /^0+(\.0+)?$/.test(penalty);
              return (
                <tr key={row.number}>
                  <td className="loan-schedule__no" data-label={col.number}>
                    {row.number}
                  </td>
                  <td className="loan-schedule__due" data-label={col.due}>
                    {dueDateText(row.dueDate)}
                  </td>
                  <td className="loan-schedule__amount" data-label={col.amount}>
                    {money(row.scheduledAmount, currency)}
                  </td>
                  <td className="loan-schedule__paid" data-label={col.paid}>
                    {money(row.paid, currency)}
                  </td>
                  <td className={noPenalty ? 'loan-schedule__penalty loan-schedule__penalty--none' : 'loan-schedule__penalty'} data-label={col.penalty}>
                    {noPenalty ? '—' : money(row.penaltyFee, currency)}
                  </td>
                  <td className="loan-schedule__status" data-label={col.status}>
                    <span className={row.status ? 'badge badge--ok' : 'badge'}>{row.status ? t('loans.schedule.isPaid') : t('loans.schedule.unpaid')}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Repayments({ loan }: { loan: LoanDetail }) {
  const { t } = useI18n();
  const currency = loan.loanFundCurrency;
  const col = { date: t('loans.repayments.date'), receipt: t('loans.repayments.receipt'), amount: t('loans.repayments.amount'), channel: t('loans.repayments.channel') };
  return (
    <section className="card" aria-labelledby="repayments-title">
      <h2 id="repayments-title">{t('loans.repayments.title')}</h2>
      {loan.repayments.length === 0 ? (
        <p className="empty">{t('loans.repayments.none')}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                {Object.values(col).map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {loan.repayments.map((payment) => (
                <tr key={payment.receipt}>
                  <td data-label={col.date}>{formatDate(payment.paidAt)}</td>
                  <td data-label={col.receipt}>
                    <code>{payment.receipt}</code>
                  </td>
                  <td data-label={col.amount}>{money(payment.amount, currency)}</td>
                  <td data-label={col.channel}>{payment.channel === 'stk' ? t('loans.repayments.stk') : payment.channel === 'c2b' ? t('loans.repayments.c2b') : payment.channel}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function History({ loan }: { loan: LoanDetail }) {
  const { t, msg } = useI18n();
  if (loan.history.length === 0) return null;
  return (
    <section className="card" aria-labelledby="history-title">
      <h2 id="history-title">{t('loans.statusHistory.title')}</h2>
      <ol className="loan-history">
        {loan.history.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="loan-history__item">
            <span className="loan-history__when">{formatDate(entry.at)}</span>
            <span>
              {entry.fromStatus ? <StatusBadge status={entry.fromStatus} /> : null}
              {entry.fromStatus ? ' → ' : null}
              <StatusBadge status={entry.toStatus} />
            </span>
            <span className="muted">
              {t('loans.statusHistory.by', { name: entry.actorName || msg(entry.actorRole), role: msg(entry.actorRole) })}
            </span>
            {entry.reason ? (
              <span className="loan-history__reason">
                {t(entry.action === 'disburse' ? 'loans.statusHistory.reference' : 'loans.statusHistory.reason', { reason: entry.reason })}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
