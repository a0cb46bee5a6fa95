import { EmptyState } from '../../components/EmptyState';
import { useI18n } from '../../lib/i18n';
import type { OnboardingState } from './api';
import { labelOf, OnboardingFrame, useFollowPath } from './OnboardingFrame';
import { useOnboarding } from './useOnboarding';

/** /dashboard/onboarding/approvals: every step sent, some awaiting the acceleration team. */
export function ApprovalsPage() {
  const { t } = useI18n();
  const remote = useOnboarding();
  return (
    <OnboardingFrame remote={remote} title={t('onb.approvalsTitle')}>
      {(state) => <Approvals names={state.toApproveSteps.map((s) => s.name)} state={state} />}
    </OnboardingFrame>
  );
}

function Approvals({ names, state }: { names: string[]; state: OnboardingState }) {
  const { t, lang } = useI18n();
  useFollowPath(state, '/dashboard/onboarding/approvals');
  return (
    <div className="card">
      <h1>{t('onb.approvalsTitle')}</h1>
      <p>{t('onb.approvalsLead')}</p>
      {names.length === 0 ? (
        <EmptyState title={t('onb.approvalsNone')} />
      ) : (
        <ul className="onb-checklist" aria-label={t('onb.state.pending')}>
          {names.map((name) => (
            <li key={name}>{labelOf(name, lang)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
