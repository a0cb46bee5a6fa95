import { EmptyState } from '../../components/EmptyState';
import { RecordList, type Column } from '../../components/RecordList/RecordList';
import { useTitle } from '../../components/useTitle';
import { shortId } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';
import { listLoans, type Loan } from './api';
import { useLoad, useStartApplication } from './hooks';
import { LOAN_ID_CHARS } from './LoanSummary';
import { money } from './money';
import { LoansHeader, loanPath, StatusBadge } from './parts';
import './loans.css';

/** /dashboard/consumer-credit/history: every loan of the client (spec 000 section 2's columns). */
export function HistoryPage() {
  const { t, msg } = useI18n();
  const session = useSession();
  const [loans, retry] = useLoad('loans', listLoans);
  const { start, busy } = useStartApplication(session?.user.user_id ?? '');
  useTitle(t('loans.history.title'));

  if (!session) return null;
  const columns: Column<Loan>[] = [
    { key: 'id', header: t('loans.col.id'), text: (loan) => shortId(loan._id, LOAN_ID_CHARS), cell: (loan) => <code>{shortId(loan._id, LOAN_ID_CHARS)}</code>, card: 'detail' },
    { key: 'monthly', header: t('loans.col.monthly'), text: (loan) => money(loan.monthlyRepayment, loan.loanFundCurrency), card: 'detail' },
    { key: 'fund', header: t('loans.col.fund'), text: (loan) => loan.loanFundName ?? '—', card: 'title' },
    { key: 'status', header: t('loans.col.status'), text: (loan) => loan.status, cell: (loan) => <StatusBadge status={loan.status} />, card: 'detail' },
    { key: 'requested', header: t('loans.col.requested'), text: (loan) => money(loan.amount, loan.loanFundCurrency), card: 'amount' },
    { key: 'balance', header: t('loans.col.balance'), text: (loan) => (loan.disbursedAt ? money(loan.balance, loan.loanFundCurrency) : '—'), card: 'detail' },
    { key: 'approved', header: t('loans.col.approved'), text: (loan) => money(loan.approvedAmount, loan.loanFundCurrency) },
  ];
  return (
    <section className="page">
      <LoansHeader title={t('loans.history.title')} onNewLoan={start} starting={busy} />
      <div className="card">
        {loans.state === 'failed' ? (
          <div className="empty" role="alert">
            <p>{msg(loans.message)}</p>
            <button type="button" className="button button--secondary button--small" onClick={retry}>
              {t('app.retry')}
            </button>
          </div>
        ) : (
          <RecordList
            title={t('loans.history.table')}
            tools={false}
            columns={columns}
            rows={loans.state === 'ready' ? newestFirst(loans.value) : null}
            error={null}
            rowKey={(loan) => loan._id}
            open={(loan) => ({ to: loanPath(loan._id), label: t('loans.openLoan') })}
            empty={
              <EmptyState
                title={t('loans.empty')}
                action={
                  <button type="button" className="button button--small" onClick={start} disabled={busy} aria-busy={busy}>
                    {t('loans.applyForLoan')}
                  </button>
                }
              />
            }
          />
        )}
      </div>
    </section>
  );
}

function newestFirst(loans: readonly Loan[]): Loan[] {
  return [...loans].sort((a, b) => b.createdAt - a.createdAt);
}
