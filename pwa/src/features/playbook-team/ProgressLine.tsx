import { useI18n } from '../../lib/i18n';
import type { Progress } from './api';
import { STATUS_LABEL } from './pairs';
import { useSay } from './useSay';

/** A playbook's progress in a pair: a bar and "50% · In progress", named for screen readers. */
export function ProgressLine({ name, progress }: { name: string; progress: Progress }) {
  const { t } = useI18n();
  const say = useSay();
  const status = say(STATUS_LABEL[progress.status]);
  return (
    <span className={`pb-team__progress pb-team__progress--${progress.status}`}>
      <span className="pb-team__bar" aria-hidden="true">
        <span style={{ width: `${Math.min(100, Math.max(0, progress.stateNumber))}%` }} />
      </span>
      <span className="sr-only">{t('pbTeam.progressOf', { name, state: progress.state, status })}</span>
      <span aria-hidden="true">{t('pbTeam.progress', { state: progress.state, status })}</span>
    </span>
  );
}
