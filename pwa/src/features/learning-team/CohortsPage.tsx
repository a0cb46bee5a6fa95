import { useMemo } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { KeptNote } from '../../components/KeptNote';
import { RecordList, type Column } from '../../components/RecordList/RecordList';
import { useTitle } from '../../components/useTitle';
import { formatDate } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { useKept } from '../../lib/useKept';
import { COHORTS_KEY, fetchCohorts, type CohortSummary } from './api';
import { NewCohortPanel } from './NewCohortPanel';
import { cohortPath, useLearningBase } from './paths';
import { textIn } from './people';
import { useSay } from './say';
import './learningTeam.css';

/**
 * /coach/learning (and /super-admin/learning): every learning cohort with its mentors (the first is
 * the trainees' default chat partner), how many trainees and its courses; a new cohort by its name.
 * Offline, the cohorts as they were last read.
 */
export function CohortsPage() {
  const { t, lang } = useI18n();
  const { failure } = useSay();
  const base = useLearningBase();
  const cohorts = useKept(COHORTS_KEY, fetchCohorts);
  useTitle(t('lmsTeam.title'));

  const columns = useMemo(
    (): Column<CohortSummary>[] => [
      { key: 'name', header: t('lmsTeam.cohort'), text: (c) => c.name, card: 'title' },
      {
        key: 'mentors',
        header: t('lmsTeam.mentors'),
        text: (c) => c.mentors.map((m) => m.name).join(', ') || t('lmsTeam.noMentorsShort'),
        card: 'detail',
      },
      { key: 'trainees', header: t('lmsTeam.trainees'), text: (c) => String(c.trainees), numeric: true, card: 'detail' },
      {
        key: 'courses',
        header: t('lmsTeam.courses'),
        text: (c) =>
          c.classes.map((course) => t('lmsTeam.courseChapters', { name: textIn(course.name, lang), n: course.chapters })).join('; ') ||
          t('lmsTeam.noCoursesShort'),
        card: 'detail',
      },
      { key: 'created', header: t('lmsTeam.created'), text: (c) => formatDate(c.createdAt), card: 'date' },
    ],
    [t, lang],
  );

  const kept = cohorts.data?.keptAt ?? null;
  return (
    <section className="page lt">
      <header className="page__header">
        <h1>{t('lmsTeam.title')}</h1>
        <p className="muted">{t('lmsTeam.lead')}</p>
      </header>
      <NewCohortPanel />
      {kept !== null ? <KeptNote at={kept} say={(when) => t('lmsTeam.kept', { when })} /> : null}
      {cohorts.error && !cohorts.data ? (
        <EmptyState
          title={`${t('lmsTeam.failed')} ${failure(cohorts.error)}`}
          action={
            <button type="button" className="button" onClick={() => void cohorts.reload()}>
              {t('lmsTeam.retry')}
            </button>
          }
        />
      ) : (
        <RecordList
          title={t('lmsTeam.title')}
          fileName="learning-cohorts"
          columns={columns}
          rows={cohorts.data?.value ?? null}
          error={null}
          empty={<EmptyState title={t('lmsTeam.none')} text={t('lmsTeam.noneText')} />}
          rowKey={(c) => c.id}
          open={(c) => ({ to: cohortPath(base, c.id), label: t('lmsTeam.open') })}
        />
      )}
    </section>
  );
}
