import { useI18n } from '../../lib/i18n';
import type { OnboardingState } from './api';
import { OnboardingFrame, useFollowPath } from './OnboardingFrame';
import { useOnboarding } from './useOnboarding';

/** /dashboard/onboarding/too_late: the deadline passed before every step was approved; no progress box. */
export function TooLatePage() {
  const { t } = useI18n();
  const remote = useOnboarding();
  return (
    <OnboardingFrame remote={remote} title={t('onb.tooLateTitle')} withProgress={false}>
      {(state) => <TooLate state={state} />}
    </OnboardingFrame>
  );
}

function TooLate({ state }: { state: OnboardingState }) {
  const { t } = useI18n();
  useFollowPath(state, '/dashboard/onboarding/too_late');
  return (
    <div className="card">
      <h1>{t('onb.tooLateTitle')}</h1>
      <p>{t('onb.tooLateLead')}</p>
    </div>
  );
}
