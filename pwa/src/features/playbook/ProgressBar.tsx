/**
 * A pair's progress through a playbook (spec 001 sections 3 and 9; core's `progress.rs`): a bar, the
 * percentage and the status label, in core's words. No progress yet is section 9's 0%, pending.
 */
import { playbookMessage, type ProgressStatus } from '../../lib/core-playbook';
import { useI18n } from '../../lib/i18n';
import type { Progress } from './api';

/** Core's English labels of the wire's statuses (`progress::PENDING`…), translated by core. */
const LABELS: Record<ProgressStatus, string> = { pending: 'Pending', inProgress: 'In progress', completed: 'Completed' };

export function statusLabel(status: string, lang: 'en' | 'sw'): string {
  const english = LABELS[status as ProgressStatus] ?? LABELS.pending;
  return playbookMessage(english, lang);
}

export function ProgressBar({ progress, name, captioned = false }: { progress: Progress | undefined; name: string; captioned?: boolean }) {
  const { t, lang } = useI18n();
  const percent = Math.max(0, Math.min(100, progress?.stateNumber ?? 0));
  const status = progress?.status ?? 'pending';
  const label = statusLabel(status, lang);
  return (
    <div className="pb-progress" data-testid="pb-progress">
      {captioned ? <span className="pb-progress__caption">{t('pb.progress.name', { name })}</span> : null}
      <div
        className="pb-progress__track"
        role="progressbar"
        aria-label={t('pb.progress.name', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${label}`}
      >
        <span className="pb-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="pb-progress__text">
        <strong>{progress?.state ?? `${percent}%`}</strong> <span className={`pb-status pb-status--${status}`}>{label}</span>
      </span>
    </div>
  );
}
