import { useEffect } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { updateUser } from '../../lib/session';
import { useSession } from '../../lib/useSession';
import type { OnboardingState } from './api';
import { OnboardingFrame, useFollowPath } from './OnboardingFrame';
import { useOnboarding } from './useOnboarding';

/** /dashboard/onboarding/success: every step approved. */
export function SuccessPage() {
  const { t } = useI18n();
  const remote = useOnboarding();
  return <OnboardingFrame remote={remote} title={t('onb.successTitle')}>{(state) => <Success state={state} />}</OnboardingFrame>;
}

function Success({ state }: { state: OnboardingState }) {
  const { t } = useI18n();
  useFollowPath(state, '/dashboard/onboarding/success');
  const user = useSession()?.user;
  // Spec 001 4.1: on success the stored user is marked onboardingComplete.
  const done = state.path === '/dashboard/onboarding/success';
  useEffect(() => {
    if (done && user && !user.onboardingComplete) updateUser({ ...user, onboardingComplete: true });
  }, [done, user]);
  return (
    <div className="card">
      <h1>{t('onb.successTitle')}</h1>
      <p>{t('onb.successLead')}</p>
      <Link className="button button--block" to="/dashboard/overview">
        {t('onb.toDashboard')}
      </Link>
    </div>
  );
}
