import { Link, useNavigate } from 'react-router';
import { useLater } from '../../components/useLater';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { SetupStages } from './SetupStages';

/** Spec 000 section 9: the profile-setup success page forwards after 3 seconds. */
const FORWARD_AFTER_MS = 3000;
const PROFILE = '/dashboard/profile/user';

/** /dashboard/profile/setup/success: the Complete step, then on to the profile. */
export function SetupSuccessPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  useTitle(t('setupDone.title'));
  useLater('done', FORWARD_AFTER_MS, () => navigate(PROFILE, { replace: true }));
  return (
    <section className="page page--narrow">
      <SetupStages current="complete" />
      <div className="card notice">
        <svg className="notice__icon" width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7Z" />
        </svg>
        <h1>{t('setupDone.title')}</h1>
        <p>{t('setupDone.text')}</p>
        <p className="muted" role="status">
          {t('setupDone.redirect')}
        </p>
        <Link className="button" to={PROFILE} replace>
          {t('setupDone.go')}
        </Link>
      </div>
    </section>
  );
}
