import { useI18n } from '../../lib/i18n';
import type { Installment, Repayment } from './api';
import { showDateTime, showDay, showMoney } from './format';
import './texts';

/** The repayment schedule written at disbursement, with what has been paid of each installment. */
export function ScheduleTable({ rows, currency }: { rows: Installment[]; currency: string }) {
  const { t } = useI18n();
  if (rows.length === 0) return <p className="empty">{t('lending.schedule.none')}</p>;
  const money = (amount: string) => showMoney(amount, currency);
  return (
    <div className="table-wrap">
      <table className="lend-table">
        <caption className="sr-only">{t('lending.schedule.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lending.schedule.number')}</th>
            <th scope="col">{t('lending.schedule.due')}</th>
            <th scope="col" className="lend-num">{t('lending.schedule.amount')}</th>
            <th scope="col" className="lend-num">{t('lending.schedule.principal')}</th>
            <th scope="col" className="lend-num">{t('lending.schedule.interest')}</th>
            <th scope="col" className="lend-num">{t('lending.schedule.penalty')}</th>
            <th scope="col" className="lend-num">{t('lending.schedule.paid')}</th>
            <th scope="col">{t('lending.schedule.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.number}>
              <td>{row.number}</td>
              <td>{showDay(row.dueDate)}</td>
              <td className="lend-num">{money(row.scheduledAmount)}</td>
              <td className="lend-num">{money(row.principal)}</td>
              <td className="lend-num">{money(row.interest)}</td>
              <td className="lend-num">{money(row.penaltyFee)}</td>
              <td className="lend-num">{money(row.paid)}</td>
              <td>
                <span className={row.settled ? 'lend-badge lend-badge--ok' : 'lend-badge lend-badge--wait'}>
                  {t(row.settled ? 'lending.schedule.settled' : 'lending.schedule.open')}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The payments received on the loan. */
export function RepaymentsTable({ rows, currency }: { rows: Repayment[]; currency: string }) {
  const { t } = useI18n();
  if (rows.length === 0) return <p className="empty">{t('lending.repayments.none')}</p>;
  return (
    <div className="table-wrap">
      <table className="lend-table">
        <caption className="sr-only">{t('lending.repayments.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lending.repayments.receipt')}</th>
            <th scope="col" className="lend-num">{t('lending.repayments.amount')}</th>
            <th scope="col">{t('lending.repayments.channel')}</th>
            <th scope="col">{t('lending.repayments.phone')}</th>
            <th scope="col">{t('lending.repayments.at')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.receipt}>
              <td>
                <code>{row.receipt}</code>
              </td>
              <td className="lend-num">{showMoney(row.amount, currency)}</td>
              <td>{row.channel === 'stk' ? t('lending.repayments.stk') : row.channel === 'c2b' ? t('lending.repayments.c2b') : row.channel}</td>
              <td>{row.msisdn}</td>
              <td>{showDateTime(row.paidAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
