import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { SelectField } from '../../components/Field';
import { Skeleton } from '../../components/Skeleton';
import { useTitle } from '../../components/useTitle';
import { hubNames, steps } from '../../lib/core-onboarding';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useRemote } from '../../lib/useRemote';
import { decide, listCohorts, listSubmissions, type ReviewFilter } from './api';
import { SubmissionCard, stepLabel } from './SubmissionCard';
import { useErrorText } from './useCoachText';
import type { Submission } from './wire';
import './coach.css';

/** /coach/review-queue: the submissions waiting for approval, filtered by cohort, hub and step. */
export function ReviewQueuePage() {
  const { t, lang } = useI18n();
  const sayError = useErrorText();
  useTitle(t('coach.queue.title'));
  const [params, setParams] = useSearchParams();
  const filter: ReviewFilter = { cohort: params.get('cohort') ?? '', hub: params.get('hub') ?? '', step: params.get('step') ?? '' };
  const key = `${filter.cohort}|${filter.hub}|${filter.step}`;
  const { cohort, hub, step } = filter;
  const load = useCallback((signal: AbortSignal) => listSubmissions({ cohort, hub, step }, signal), [cohort, hub, step]);
  const queue = useRemote(`coach-queue|${key}`, load);
  const cohorts = useRemote('coach-cohorts', listCohorts);
  const [busy, setBusy] = useState<string | null>(null);

  function setFilter(name: keyof ReviewFilter, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  }

  async function onDecide(submission: Submission, decision: 'approve' | 'reject', reason: string) {
    const id = `${submission.userId}/${submission.step}`;
    setBusy(id);
    try {
      await decide(submission.userId, submission.step, decision, reason);
      const vars = { step: stepLabel(submission, lang), name: submission.name };
      toast.success(t(decision === 'approve' ? 'coach.queue.approved' : 'coach.queue.rejected', vars), { id: 'coach-decision' });
      queue.set((queue.data ?? []).filter((s) => `${s.userId}/${s.step}` !== id));
    } catch (error) {
      toast.error(sayError(error), { id: 'coach-decision' });
      queue.reload();
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="page page--medium">
      <header className="page__header">
        <h1>{t('coach.queue.title')}</h1>
        <p className="muted">{t('coach.queue.lead')}</p>
      </header>
      <fieldset className="coach-filters">
        <legend className="sr-only">{t('coach.queue.filters')}</legend>
        <SelectField id="queue-cohort" label={t('coach.cohort')} value={filter.cohort} onChange={(e) => setFilter('cohort', e.target.value)}>
          <option value="">{t('coach.anyCohort')}</option>
          {(cohorts.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {`${c.name} ${c.year}`}
            </option>
          ))}
        </SelectField>
        <SelectField id="queue-hub" label={t('coach.hub')} value={filter.hub} onChange={(e) => setFilter('hub', e.target.value)}>
          <option value="">{t('coach.anyHub')}</option>
          {hubNames().map((hub) => (
            <option key={hub} value={hub}>
              {hub}
            </option>
          ))}
        </SelectField>
        <SelectField id="queue-step" label={t('coach.step')} value={filter.step} onChange={(e) => setFilter('step', e.target.value)}>
          <option value="">{t('coach.anyStep')}</option>
          {steps().map((step) => (
            <option key={step.name} value={step.name}>
              {step.label[lang]}
            </option>
          ))}
        </SelectField>
      </fieldset>
      {queue.data === null ? (
        queue.failed ? (
          <div className="card" role="alert">
            <p>{t('coach.failed')}</p>
            <button type="button" className="button button--secondary button--small" onClick={queue.reload}>
              {t('coach.retry')}
            </button>
          </div>
        ) : (
          <Skeleton label={t('coach.queue.loading')} />
        )
      ) : queue.data.length === 0 ? (
        <div className="card">
          <EmptyState title={t('coach.queue.empty')} text={t('coach.queue.emptyText')} />
        </div>
      ) : (
        <>
          <p className="muted" role="status">
            {t('coach.queue.count', { n: queue.data.length })}
          </p>
          <ul className="stack coach-queue" aria-busy={queue.loading}>
            {queue.data.map((s) => (
              <SubmissionCard key={`${s.userId}/${s.step}`} submission={s} busy={busy !== null} onDecide={onDecide} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
