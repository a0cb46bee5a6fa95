import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { useTitle } from '../../components/useTitle';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { GRADE_FILTERS, submissionsRead, type GradeFilter } from './api';
import { CohortSelect, useCohortParam } from './Filters';
import { withGiven, type Given } from './graded';
import { useLms } from './lms';
import { Loaded } from './parts';
import { SubmissionCard } from './SubmissionCard';
import { useKept } from '../../lib/useKeptRead';
import './mentor.css';

const FILTER_LABEL: Readonly<Record<GradeFilter, MessageKey>> = {
  ungraded: 'mentor.filterUngraded',
  graded: 'mentor.filterGraded',
  all: 'mentor.filterAll',
};

const isFilter = (value: string | null): value is GradeFilter => value !== null && (GRADE_FILTERS as readonly string[]).includes(value);

/**
 * /mentor/grading (and `?cohort_id=`): the trainees' submissions, Ungraded first (oldest first), each
 * with its questions and answers and a grading form; Graded and All show what was graded.
 */
export function GradingPage() {
  const { t } = useI18n();
  useTitle(t('mentor.gradingTitle'));
  useLms();
  const [cohortId, setCohortId] = useCohortParam();
  const [params, setParams] = useSearchParams();
  const state = isFilter(params.get('state')) ? (params.get('state') as GradeFilter) : 'ungraded';
  const read = useKept(useMemo(() => submissionsRead(cohortId, state), [cohortId, state]));
  const [given, setGiven] = useState<ReadonlyMap<string, Given>>(new Map());

  const choose = (next: GradeFilter) =>
    setParams(
      (was) => {
        const out = new URLSearchParams(was);
        if (next === 'ungraded') out.delete('state');
        else out.set('state', next);
        return out;
      },
      { replace: true },
    );

  const emptyTitle = state === 'ungraded' ? t('mentor.noUngraded') : state === 'graded' ? t('mentor.noGraded') : t('mentor.noSubmissions');
  return (
    <section className="page page--medium mentor">
      <header className="page__header">
        <h1>{t('mentor.gradingTitle')}</h1>
        <p className="muted">{t('mentor.gradingLead')}</p>
      </header>
      <div className="mentor-filters">
        <div className="mentor-segments" role="group" aria-label={t('mentor.show')}>
          {GRADE_FILTERS.map((filter) => (
            <button key={filter} type="button" className="button button--small mentor-segment" aria-pressed={filter === state} onClick={() => choose(filter)}>
              {t(FILTER_LABEL[filter])}
            </button>
          ))}
        </div>
        <CohortSelect value={cohortId} onChange={setCohortId} />
      </div>
      <Loaded read={read} rows={3}>
        {(items) => {
          const shown = withGiven(items, given, state);
          return shown.length === 0 ? (
            <EmptyState title={emptyTitle} text={state === 'ungraded' ? t('mentor.noUngradedText') : undefined} />
          ) : (
            <div className="mentor-items">
              {shown.map((submission) => (
                <SubmissionCard
                  key={submission.id}
                  submission={submission}
                  onGraded={(score, comment) => setGiven((was) => new Map(was).set(submission.id, { score, comment, at: Math.floor(Date.now() / 1000) }))}
                />
              ))}
            </div>
          );
        }}
      </Loaded>
    </section>
  );
}
