import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { Loading } from '../../components/Loading';
import { useTitle } from '../../components/useTitle';
import { ApiError } from '../../lib/api';
import { profileRoute } from '../../lib/core-profile';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';
import { getDetails } from './api';

/**
 * /dashboard/profile: reads the client's details and opens the setup step they are at (the server
 * answers core's route). Offline, core decides from what the session knows.
 */
export function ProfileEntryPage() {
  const { t, msg } = useI18n();
  const navigate = useNavigate();
  const session = useSession();
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const user = session?.user ?? null;
  useTitle(t('profile.title'));

  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    getDetails(user.user_id, controller.signal).then(
      ({ details, message }) => {
        if (message) toast(msg(message), { id: 'profile-entry' });
        navigate(details.setupPath, { replace: true });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')) {
          const path = profileRoute({
            hasIdentityType: false,
            hasBankAccountName: false,
            hasBioData: Boolean(user.mpesaPhone),
            useNewOnboarding: user.useNewOnboarding,
            onboardingComplete: user.onboardingComplete,
            isApplicant: user.role === 'applicant',
          });
          navigate(path, { replace: true });
          return;
        }
        setFailed(errorMessage(error));
      },
    );
    return () => controller.abort();
    // `msg` is left out: a change of language must not read the details again.
  }, [user, navigate, attempt]);

  if (failed) {
    return (
      <section className="page page--narrow">
        <div className="card notice" role="alert">
          <h1>{t('setup.failed')}</h1>
          <p>{msg(failed)}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setFailed(null);
              setAttempt((n) => n + 1);
            }}
          >
            {t('app.retry')}
          </button>
        </div>
      </section>
    );
  }
  return <Loading label={t('setup.opening')} />;
}
