/** Small pieces the loan screens share. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../components/Loading';
import { statusLabel } from '../../lib/core-loans';
import { useI18n } from '../../lib/i18n';
import type { Load } from './hooks';

export const LOANS_HOME = '/dashboard/consumer-credit';
export const PAY_PATH = '/dashboard/consumer-credit/pay';
export const HISTORY_PATH = '/dashboard/consumer-credit/history';
export const SUCCESS_PATH = '/dashboard/consumer-credit/apply/success';
export const loanPath = (loanId: string) => `/dashboard/consumer-credit/loan/${encodeURIComponent(loanId)}`;

/** One toast for the loan screens: a new message replaces the previous one. */
export const TOAST_ID = 'loans';

/** The status in start case (core), in the chosen language. */
export function StatusBadge({ status }: { status: string }) {
  const { msg } = useI18n();
  return <span className={`badge loan-status loan-status--${status.replace(/[^a-z_]/g, '')}`}>{msg(statusLabel(status))}</span>;
}

/** Loading, or the reason it failed with a retry; the content once ready. */
export function Loaded<T>({ load, retry, children }: { load: Load<T>; retry: () => void; children: (value: T) => ReactNode }) {
  const { t, msg } = useI18n();
  if (load.state === 'loading') return <Loading label={t('app.loading')} />;
  if (load.state === 'failed') {
    return (
      <div className="empty" role="alert">
        <p>{msg(load.message)}</p>
        <button type="button" className="button button--secondary button--small" onClick={retry}>
          {t('app.retry')}
        </button>
      </div>
    );
  }
  return <>{children(load.value)}</>;
}

/** The header of the history and pay screens: title, then 'Pay Loan' and 'New Loan' (spec 000 section 2). */
export function LoansHeader({ title, lead, onNewLoan, starting }: { title: string; lead?: string; onNewLoan: () => void; starting: boolean }) {
  const { t } = useI18n();
  return (
    <header className="page__header loans-header">
      <div>
        <h1>{title}</h1>
        {lead ? <p className="muted">{lead}</p> : null}
      </div>
      <div className="button-row">
        <Link className="button button--secondary" to={PAY_PATH}>
          {t('loans.payLoan')}
        </Link>
        <button type="button" className="button" onClick={onNewLoan} disabled={starting} aria-busy={starting}>
          {t('loans.newLoan')}
        </button>
      </div>
    </header>
  );
}

/** The manual paybill steps (spec 000 section 8), always shown beside the prompt. */
export function PaybillSteps({ paybill, account, amount }: { paybill: string; account: string; amount: string | null }) {
  const { t } = useI18n();
  return (
    <section className="card paybill" aria-labelledby="paybill-title">
      <h2 id="paybill-title">{t('pay.manual.title')}</h2>
      <ol className="paybill__steps">
        <li>{t('pay.manual.menu')}</li>
        <li>{t('pay.manual.lipa')}</li>
        <li>{t('pay.manual.paybill')}</li>
        <li>
          {t('pay.manual.business')} <strong className="paybill__value">{paybill}</strong>
        </li>
        <li>
          {t('pay.manual.account')} <strong className="paybill__value">{account}</strong>
        </li>
        <li>
          {t('pay.manual.amount')} {amount ? <strong className="paybill__value">{amount}</strong> : null}
        </li>
        <li>{t('pay.manual.pin')}</li>
      </ol>
      <p className="notice-inline">{t('pay.manual.note')}</p>
    </section>
  );
}
