import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { periodMonths } from '../../lib/core-loans';
import { useI18n } from '../../lib/i18n';
import type { LoanDetail } from './api';
import { showDate, showMoney } from './format';
import { OpenFileButton } from './OpenFileButton';
import './texts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="details__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Who borrows from which fund, and the loan's terms as the server computed them with core. */
export function LoanTerms({ base, loan }: { base: string; loan: LoanDetail }) {
  const { t } = useI18n();
  const money = (amount: string | null) => showMoney(amount, loan.currency);
  const client = loan.client;
  const clientName = client ? `${client.firstName} ${client.lastName}`.trim() : loan.clientName;
  const months = periodMonths(loan.repaymentPeriod);
  return (
    <div className="lend-columns">
      <section className="card" aria-labelledby="loan-client">
        <h2 id="loan-client">{t('lending.detail.client')}</h2>
        <dl className="details">
          <Row label={t('lending.detail.name')}>
            <Link to={`${base}/client/${client?.id || loan.userId}`}>{clientName || loan.userId}</Link>
          </Row>
          <Row label={t('lending.detail.phone')}>{client?.phoneNumber || loan.clientPhone}</Row>
          {client?.mpesaPhone ? <Row label={t('lending.detail.mpesaPhone')}>{client.mpesaPhone}</Row> : null}
          {client?.email ? <Row label={t('lending.detail.email')}>{client.email}</Row> : null}
          <Row label={t('lending.detail.idName')}>{`${loan.name1} ${loan.name2}`.trim()}</Row>
          <Row label={t('lending.detail.idno')}>{loan.idno}</Row>
          <Row label={t('lending.detail.proposal')}>
            {loan.proposalLink ? (
              <OpenFileButton link={loan.proposalLink} label={t('lending.detail.openProposal')} />
            ) : (
              <span className="muted">{t('lending.detail.noProposal')}</span>
            )}
          </Row>
        </dl>
      </section>
      <section className="card" aria-labelledby="loan-terms">
        <h2 id="loan-terms">{t('lending.detail.terms')}</h2>
        <dl className="details">
          <Row label={t('lending.detail.fund')}>{loan.fundName}</Row>
          <Row label={t('lending.detail.amount')}>{money(loan.amount)}</Row>
          {loan.approvedAmount !== null ? <Row label={t('lending.detail.approvedAmount')}>{money(loan.approvedAmount)}</Row> : null}
          <Row label={t('lending.detail.contribution')}>{t('lending.percent', { n: loan.contribution })}</Row>
          <Row label={t('lending.detail.principal')}>{money(loan.principal)}</Row>
          <Row label={t('lending.detail.rate')}>{t('lending.perYear', { n: loan.interestRate })}</Row>
          <Row label={t('lending.detail.interest')}>{money(loan.payableInterest)}</Row>
          <Row label={t('lending.detail.total')}>{money(loan.totalToPay)}</Row>
          <Row label={t('lending.detail.installment')}>{money(loan.monthlyRepayment)}</Row>
          <Row label={t('lending.detail.installments')}>{loan.noOfInstallments}</Row>
          <Row label={t('lending.detail.period')}>{months ? t('lending.months', { n: months }) : loan.repaymentPeriod}</Row>
          {loan.intervalDays ? <Row label={t('lending.detail.interval')}>{t('lending.everyDays', { n: loan.intervalDays })}</Row> : null}
          <Row label={t('lending.detail.balance')}>{money(loan.balance)}</Row>
          <Row label={t('lending.detail.credit')}>{money(loan.credit)}</Row>
          <Row label={t('lending.detail.submitted')}>{showDate(loan.submittedAt) || '—'}</Row>
          <Row label={t('lending.detail.disbursed')}>{showDate(loan.disbursedAt) || '—'}</Row>
        </dl>
      </section>
    </div>
  );
}
