import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { KeptNote } from '../../components/KeptNote';
import { Skeleton } from '../../components/Skeleton';
import { Tabs } from '../../components/Tabs';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { useKept } from '../../lib/useKept';
import { useOnline } from '../../lib/useOnline';
import { cohortKey, fetchCohort } from './api';
import { CoursesPanel } from './CoursesPanel';
import { MentorsPanel } from './MentorsPanel';
import { useLearningBase } from './paths';
import { RenameCohort } from './RenameCohort';
import { useSay } from './say';
import { TraineesPanel } from './TraineesPanel';
import './learningTeam.css';

const TABS = ['mentors', 'trainees', 'courses'] as const;
type TabKey = (typeof TABS)[number];
const isTab = (value: string | null): value is TabKey => TABS.some((tab) => tab === value);

/**
 * /coach/learning/cohorts/{cohortId}: the cohort's name, and in tabs its mentors (in order), its
 * trainees with their scores, and its courses (a new one, or a course folder imported). The tab is in
 * the address (`?tab=trainees`), so going back returns to it. Offline, the cohort as last read.
 */
export function CohortPage() {
  const { t } = useI18n();
  const { failure } = useSay();
  const base = useLearningBase();
  const online = useOnline();
  const { cohortId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: TabKey = isTab(asked) ? asked : 'mentors';
  const read = useKept(cohortKey(cohortId), (signal) => fetchCohort(cohortId, signal));
  const cohort = read.data?.value ?? null;
  useTitle(cohort ? cohort.name : t('lmsTeam.title'));
  const reload = () => void read.reload();

  const back = (
    <Link className="lt__back" to={base}>
      <span aria-hidden="true">←</span>
      {t('lmsTeam.back')}
    </Link>
  );
  if (!cohort) {
    return (
      <section className="page lt">
        {back}
        {read.loading ? (
          <Skeleton rows={4} label={t('lmsTeam.cohortLoading')} />
        ) : (
          <EmptyState
            title={read.error ? `${t('lmsTeam.cohortFailed')} ${failure(read.error)}` : t('lmsTeam.cohortFailed')}
            action={
              <button type="button" className="button" onClick={reload}>
                {t('lmsTeam.retry')}
              </button>
            }
          />
        )}
      </section>
    );
  }
  const tabs = TABS.map((key) => ({ key, label: t(`lmsTeam.tab.${key}`) }));
  return (
    <section className="page lt">
      {back}
      {read.data?.keptAt != null ? <KeptNote at={read.data.keptAt} say={(when) => t('lmsTeam.kept', { when })} /> : null}
      <h1>{cohort.name}</h1>
      <p className="muted">
        {t('lmsTeam.cohortCounts', { mentors: cohort.mentors.length, trainees: cohort.trainees.length, courses: cohort.classes.length })}
      </p>
      {!online ? (
        <p className="card lt__kept" role="status">
          {t('lmsTeam.offline')}
        </p>
      ) : null}
      <details className="card panel">
        <summary className="panel__summary">{t('lmsTeam.rename')}</summary>
        <div className="panel__body">
          <RenameCohort key={`${cohort.id}:${cohort.name}`} cohort={cohort} onSaved={reload} />
        </div>
      </details>
      <Tabs
        variant="lt"
        tabs={tabs}
        current={tab}
        label={t('lmsTeam.tabs')}
        onChange={(key) => setSearch(key === 'mentors' ? {} : { tab: key }, { replace: true })}
      >
        {tab === 'mentors' ? <MentorsPanel key={cohort.mentors.map((m) => m.id).join()} cohort={cohort} onSaved={reload} /> : null}
        {tab === 'trainees' ? <TraineesPanel cohort={cohort} onChanged={reload} /> : null}
        {tab === 'courses' ? <CoursesPanel cohort={cohort} onChanged={reload} /> : null}
      </Tabs>
    </section>
  );
}
