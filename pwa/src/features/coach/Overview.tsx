import { Link } from 'react-router';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { useRemote } from '../../lib/useRemote';
import { useSession } from '../../lib/useSession';
import { listCohorts, listSubmissions } from './api';
import { COACH_AREA, COACH_WORK } from './work';
import './coach.css';

const waiting = (signal: AbortSignal) => listSubmissions({ cohort: '', hub: '', step: '' }, signal).then((list) => list.length);
const cohortCount = (signal: AbortSignal) => listCohorts(signal).then((list) => list.length);

/** /coach/overview, where a business coach lands: a greeting and their work, each part with what it is for and how much waits. */
export function CoachOverview() {
  const { t } = useI18n();
  const session = useSession();
  useTitle(t('menu.overview'));
  const reviews = useRemote('coach-waiting', waiting);
  const cohorts = useRemote('coach-cohort-count', cohortCount);
  const counts: Record<string, string | null> = {
    'review-queue': reviews.data === null ? null : t('coach.waitingCount', { n: reviews.data }),
    cohorts: cohorts.data === null ? null : cohorts.data === 1 ? t('coach.cohortCountOne') : t('coach.cohortCount', { n: cohorts.data }),
  };
  if (!session) return null;
  const entries = [
    ...COACH_WORK.map((work) => ({
      to: `${COACH_AREA}/${work.path}`,
      label: work.label,
      about: work.about,
      built: work.built,
      count: counts[work.path] ?? null,
    })),
    { to: `${COACH_AREA}/account`, label: 'menu.account', about: 'coach.aboutAccount', built: true, count: null } as const,
  ];

  return (
    <section className="page page--medium">
      <header className="page__header">
        <h1>{t('coach.greeting', { name: session.user.firstName })}</h1>
        <p className="muted">{t('coach.lead')}</p>
      </header>
      <h2 id="coach-work">{t('coach.work')}</h2>
      <ul className="stack coach-work" aria-labelledby="coach-work">
        {entries.map((entry) => (
          <li key={entry.to} className="card coach-work__item">
            <Link className="coach-work__link" to={entry.to}>
              {t(entry.label)}
            </Link>
            {entry.count ? <p className="coach-count">{entry.count}</p> : null}
            <p>{t(entry.about)}</p>
            {entry.built ? null : <p className="muted">{t('coach.notBuilt')}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
