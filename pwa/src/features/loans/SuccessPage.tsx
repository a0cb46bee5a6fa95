import { Link } from 'react-router';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { ApplySteps, FUND_STEPS } from './ApplySteps';
import './loans.css';

/** /dashboard/consumer-credit/apply/success (spec 000 section 2). */
export function ApplySuccessPage() {
  const { t } = useI18n();
  useTitle(t('loans.success.title'));
  return (
    <section className="page page--narrow">
      <ApplySteps steps={FUND_STEPS} current="complete" />
      <div className="card notice">
        <svg className="notice__icon" width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-1.2 13.6 6.3-6.3-1.4-1.4-4.9 4.9-2.3-2.3-1.4 1.4 3.7 3.7Z" />
        </svg>
        <h1>{t('loans.success.title')}</h1>
        <p>{t('loans.success.processing')}</p>
        <p className="muted">{t('loans.success.email')}</p>
        <Link className="button" to="/dashboard/overview">
          {t('loans.success.dashboard')}
        </Link>
      </div>
    </section>
  );
}
