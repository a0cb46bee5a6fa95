import { Link } from 'react-router';
import { useTitle } from '../../../components/useTitle';
import { useI18n } from '../../../lib/i18n';
// The texts of the account screens.

/** 'Congratulations!' after a password reset, with the way back to sign-in. */
export function ResetSuccessPage() {
  const { t } = useI18n();
  useTitle(t('resetDone.title'));
  return (
    <section className="page page--narrow">
      <div className="card notice">
        <svg className="notice__icon" width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7Z" />
        </svg>
        <h1>{t('resetDone.title')}</h1>
        <p>{t('resetDone.text')}</p>
        <Link className="button" to="/signin">
          {t('resetDone.login')}
        </Link>
      </div>
    </section>
  );
}
