import { Link, Navigate, useNavigate } from 'react-router';
import { CashflowToday } from '../../components/CashflowToday';
import { syncTimeText } from '../../components/syncTime';
import { useTitle } from '../../components/useTitle';
import { nairobiDateParts, takesPayments } from '../../lib/core';
import { formatMoney } from '../../lib/core-money';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';
import { amountText, type LoanCard } from './loanApi';
import { useLatestLoan } from './useLatestLoan';
import './overview.css';

const APPLY_PATH = '/dashboard/consumer-credit/apply/calculator';
const PAY_PATH = '/dashboard/consumer-credit/pay';
const LOANS_PATH = '/dashboard/consumer-credit';
const HISTORY_PATH = '/dashboard/consumer-credit/history';
const SUMMARY_PATH = '/dashboard/digikua/client/cashflow-summary';
const loanPath = (id: string) => `/dashboard/consumer-credit/loan/${encodeURIComponent(id)}`;
/** A loan in one of these is over: the client is offered a new one beside it. */
const FINISHED: ReadonlySet<string> = new Set(['closed', 'withdrawn', 'rejected', 'written_off']);

/** Today's date in words in Nairobi, e.g. "Monday, 24 November 2025". */
function useToday(): string {
  const { t } = useI18n();
  const parts = nairobiDateParts(Date.now() / 1000);
  if (!parts) return '';
  return t('date.long', {
    weekday: t(`date.weekday.${parts.weekday}` as MessageKey),
    day: parts.day,
    month: t(`date.month.${parts.month}` as MessageKey),
    year: parts.year,
  });
}

export function OverviewPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const session = useSession();
  const today = useToday();
  const latest = useLatestLoan();
  const firstName = session?.user.firstName.trim().split(/\s+/)[0] || t('word.there');
  const loan = latest.state === 'ready' ? latest.loan : null;
  useTitle(t('menu.dashboard'));

  // Spec 001 section 2.1: someone on the new onboarding who has not finished it starts there.
  if (session?.user.useNewOnboarding && !session.user.onboardingComplete) {
    return <Navigate to="/dashboard/onboarding/welcome" replace />;
  }

  return (
    <section className="page">
      <header className="page__header">
        <h1>{t('overview.greeting', { name: firstName })}</h1>
        <p className="muted">{t('overview.today', { date: today })}</p>
      </header>
      <div className={session?.user.businessId ? "home-grid home-grid--books" : "home-grid"}>
        {session?.user.businessId ? <CashflowToday area="client" /> : null}
        <div className="home-grid__side">
          {latest.state === 'loading' ? <LoanPlaceholder /> : null}
          {loan ? <LatestLoan loan={loan} keptAt={latest.state === 'ready' ? latest.keptAt : null} /> : null}
          {latest.state === 'failed' || (latest.state === 'ready' && (!loan || FINISHED.has(loan.status))) ? (
            <div className="card empty-loan">
              <svg className="empty-loan__icon" width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm0 2v2h16V7H4Zm0 5v5h16v-5H4Zm2 2h5v2H6v-2Z"
                />
              </svg>
              {/* Offline or unreadable: no claim that there is no loan, but applying stays one tap away. */}
              <div className="empty-loan__body">
                {latest.state === 'ready' && latest.keptAt ? (
                  <p className="latest-loan__kept" role="note">
                    {t('overview.loan.kept', { time: syncTimeText(latest.keptAt) })}
                  </p>
                ) : null}
                <h2>{latest.state === 'failed' ? t('overview.loan.failed') : t('overview.noLoan.title')}</h2>
                <p className="muted">{t('overview.noLoan.text')}</p>
              </div>
              <button type="button" className="button" onClick={() => void navigate(APPLY_PATH)}>
                {t('overview.apply')}
              </button>
            </div>
          ) : null}
          <nav className="card home-links" aria-label={t('overview.links')}>
            <h2>{t('overview.links')}</h2>
            <ul>
              <li>
                <Link to={LOANS_PATH}>{t('menu.myLoans')}</Link>
              </li>
              <li>
                <Link to={HISTORY_PATH}>{t('overview.links.history')}</Link>
              </li>
              {session?.user.businessId ? (
                <li>
                  <Link to={SUMMARY_PATH}>{t('overview.links.summary')}</Link>
                </li>
              ) : null}
            </ul>
          </nav>
        </div>
      </div>
    </section>
  );
}

/** The loan card's shape while the loans load. */
function LoanPlaceholder() {
  const { t } = useI18n();
  return (
    <section className="card latest-loan" aria-busy="true" aria-label={t('overview.loan.loading')}>
      <span className="placeholder-block placeholder-block--title" />
      <span className="placeholder-block" />
      <span className="placeholder-block" />
      <span className="placeholder-block placeholder-block--button" />
    </section>
  );
}

/** The latest loan card: status, amount, balance and the next installment due. */
function LatestLoan({ loan, keptAt }: { loan: LoanCard; keptAt: number | null }) {
  const { t, msg } = useI18n();
  const currency = loan.loanFundCurrency || 'KES';
  const money = (value: LoanCard['amount']) => formatMoney(amountText(value), currency) ?? '—';
  const next = (loan.repayment ?? []).find((installment) => !installment.status);
  const due = next ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(next.dueDate) : null;
  return (
    <section className="card latest-loan" aria-labelledby="latest-loan-title">
      <h2 id="latest-loan-title">{t('overview.loan.title')}</h2>
      {keptAt ? (
        <p className="latest-loan__kept" role="note">
          {t('overview.loan.kept', { time: syncTimeText(keptAt) })}
        </p>
      ) : null}
      {next ? (
        <p className="latest-loan__next">
          <span className="latest-loan__next-label">{t('overview.loan.next')}</span>
          <strong data-testid="next-installment">
            {t('overview.loan.nextValue', {
              amount: money(next.scheduledAmount),
              date: due ? `${due[3]}/${due[2]}/${due[1]}` : next.dueDate,
            })}
          </strong>
        </p>
      ) : null}
      <dl className="details">
        <div className="details__row">
          <dt>{t('overview.loan.status')}</dt>
          <dd>{msg(loan.statusLabel)}</dd>
        </div>
        <div className="details__row">
          <dt>{t('overview.loan.amount')}</dt>
          <dd>{money(loan.amount)}</dd>
        </div>
        <div className="details__row">
          <dt>{t('overview.loan.balance')}</dt>
          <dd>{money(loan.balance)}</dd>
        </div>
      </dl>
      <div className="latest-loan__actions">
        <Link className="button button--secondary" to={loanPath(loan._id)}>
          {t('overview.loan.view')}
        </Link>
        {takesPayments(loan.status) ? (
          <Link className="button" to={PAY_PATH}>
            {t('overview.loan.pay')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
