import { Link } from 'react-router';
import { useTitle } from '../../components/useTitle';
import { shortId } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';
import { listLoans, type Loan } from './api';
import { useLoad, useStartApplication } from './hooks';
import { LOAN_ID_CHARS } from './LoanSummary';
import { money } from './money';
import { Loaded, LoansHeader, loanPath, StatusBadge } from './parts';
import './loans.css';

/** /dashboard/consumer-credit/history: every loan of the client (spec 000 section 2's columns). */
export function HistoryPage() {
  const { t } = useI18n();
  const session = useSession();
  const [loans, retry] = useLoad('loans', listLoans);
  const { start, busy } = useStartApplication(session?.user.user_id ?? '');
  useTitle(t('loans.history.title'));

  if (!session) return null;
  return (
    <section className="page">
      <LoansHeader title={t('loans.history.title')} onNewLoan={start} starting={busy} />
      <div className="card">
        <Loaded load={loans} retry={retry}>
          {(list) => (list.length === 0 ? <p className="empty">{t('loans.empty')}</p> : <HistoryTable loans={newestFirst(list)} />)}
        </Loaded>
      </div>
    </section>
  );
}

function newestFirst(loans: readonly Loan[]): Loan[] {
  return [...loans].sort((a, b) => b.createdAt - a.createdAt);
}

function HistoryTable({ loans }: { loans: Loan[] }) {
  const { t } = useI18n();
  const columns = {
    id: t('loans.col.id'),
    monthly: t('loans.col.monthly'),
    fund: t('loans.col.fund'),
    status: t('loans.col.status'),
    requested: t('loans.col.requested'),
    balance: t('loans.col.balance'),
    approved: t('loans.col.approved'),
  };
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="sr-only">{t('loans.history.table')}</caption>
        <thead>
          <tr>
            {Object.values(columns).map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loans.map((loan) => {
            const currency = loan.loanFundCurrency;
            return (
              <tr key={loan._id}>
                <td data-label={columns.id}>
                  <Link to={loanPath(loan._id)} aria-label={t('loans.openLoan', { id: shortId(loan._id, LOAN_ID_CHARS) })}>
                    <code>{shortId(loan._id, LOAN_ID_CHARS)}</code>
                  </Link>
                </td>
                <td data-label={columns.monthly}>{money(loan.monthlyRepayment, currency)}</td>
                <td data-label={columns.fund}>{loan.loanFundName ?? '—'}</td>
                <td data-label={columns.status}>
                  <StatusBadge status={loan.status} />
                </td>
                <td data-label={columns.requested}>{money(loan.amount, currency)}</td>
                <td data-label={columns.balance}>{loan.disbursedAt ? money(loan.balance, currency) : '—'}</td>
                <td data-label={columns.approved}>{money(loan.approvedAmount, currency)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
