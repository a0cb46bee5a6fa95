import { Link } from 'react-router';
import { shortId } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import type { Loan } from './api';
import { dueDateText, money } from './money';
import { loanPath, StatusBadge } from './parts';

/** The spec shows a loan id as its first 5 characters (spec 000 section 9). */
export const LOAN_ID_CHARS = 5;

/** The newest loan of a list (by when it was created). */
export function latestLoan(loans: readonly Loan[]): Loan | null {
  return loans.reduce<Loan | null>((latest, loan) => (!latest || loan.createdAt > latest.createdAt ? loan : latest), null);
}

/** The first installment not fully paid, if the loan has a schedule. */
export function nextInstallment(loan: Loan) {
  return (loan.repayment ?? []).find((installment) => !installment.status) ?? null;
}

/** A loan at a glance: status, amounts, the next installment, and a link to its details. */
export function LoanSummary({ loan, title }: { loan: Loan; title: string }) {
  const { t } = useI18n();
  const currency = loan.loanFundCurrency;
  const next = nextInstallment(loan);
  return (
    <section className="card loan-summary" aria-labelledby={`loan-${loan._id}-title`}>
      <div className="loan-summary__head">
        <h2 id={`loan-${loan._id}-title`}>{title}</h2>
        <StatusBadge status={loan.status} />
      </div>
      <dl className="details">
        <div className="details__row">
          <dt>{t('loans.col.id')}</dt>
          <dd>
            <code title={loan._id}>{shortId(loan._id, LOAN_ID_CHARS)}</code>
          </dd>
        </div>
        {loan.loanFundName ? (
          <div className="details__row">
            <dt>{t('loans.col.fund')}</dt>
            <dd>{loan.loanFundName}</dd>
          </div>
        ) : null}
        <div className="details__row">
          <dt>{t('loans.col.requested')}</dt>
          <dd>{money(loan.amount, currency)}</dd>
        </div>
        {loan.approvedAmount !== null && loan.approvedAmount !== undefined ? (
          <div className="details__row">
            <dt>{t('loans.col.approved')}</dt>
            <dd>{money(loan.approvedAmount, currency)}</dd>
          </div>
        ) : null}
        <div className="details__row">
          <dt>{t('loans.col.balance')}</dt>
          <dd>{money(loan.balance, currency)}</dd>
        </div>
        <div className="details__row">
          <dt>{t('loans.col.monthly')}</dt>
          <dd>{money(loan.monthlyRepayment, currency)}</dd>
        </div>
        {next ? (
          <div className="details__row">
            <dt>{t('loans.nextDue')}</dt>
            <dd>{t('loans.nextDueValue', { amount: money(next.scheduledAmount, currency), date: dueDateText(next.dueDate) })}</dd>
          </div>
        ) : null}
      </dl>
      <Link className="button button--secondary button--small" to={loanPath(loan._id)}>
        {t('loans.viewLoan')}
      </Link>
    </section>
  );
}
