import { Link, useNavigate } from 'react-router';
import { shortId } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import type { Loan } from './api';
import { showDate, showMoney } from './format';
import { StatusBadge } from './StatusBadge';
import './texts';

/** Staff lists show a loan id by its first 6 characters, like client ids (spec 000 section 9). */
export const SHORT_LOAN_ID = 6;

/** Loans in a table that scrolls sideways on a phone; a row opens the loan. */
export function LoansTable({ base, loans, caption }: { base: string; loans: Loan[]; caption: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <div className="table-wrap">
      <table className="lend-table lend-table--rows">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lending.col.id')}</th>
            <th scope="col">{t('lending.col.client')}</th>
            <th scope="col">{t('lending.col.fund')}</th>
            <th scope="col" className="lend-num">
              {t('lending.col.amount')}
            </th>
            <th scope="col" className="lend-num">
              {t('lending.col.balance')}
            </th>
            <th scope="col">{t('lending.col.status')}</th>
            <th scope="col">{t('lending.col.submitted')}</th>
          </tr>
        </thead>
        <tbody>
          {loans.map((loan) => {
            const to = `${base}/loan/${loan.id}`;
            const short = shortId(loan.id, SHORT_LOAN_ID);
            return (
              <tr key={loan.id} onClick={() => navigate(to)}>
                <td>
                  <Link to={to} aria-label={t('lending.openLoan', { id: short })} onClick={(event) => event.stopPropagation()}>
                    <code>{short}</code>
                  </Link>
                </td>
                <td>
                  <span className="lend-strong">{loan.clientName}</span>
                  {loan.clientPhone ? <span className="lend-sub">{loan.clientPhone}</span> : null}
                </td>
                <td>{loan.fundName || '—'}</td>
                <td className="lend-num">{showMoney(loan.amount, loan.currency)}</td>
                <td className="lend-num">{showMoney(loan.balance, loan.currency)}</td>
                <td>
                  <StatusBadge status={loan.status} />
                </td>
                <td>{showDate(loan.submittedAt ?? loan.createdAt)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
