import { Link } from 'react-router';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';
import { COACH_AREA, COACH_WORK } from './work';
import './coach.css';

/** /coach/overview, where a business coach lands: a greeting and their work, each part with what it is for. */
export function CoachOverview() {
  const { t } = useI18n();
  const session = useSession();
  useTitle(t('menu.overview'));
  if (!session) return null;
  const entries = [
    ...COACH_WORK.map((work) => ({ to: `${COACH_AREA}/${work.path}`, label: work.label, about: work.about, built: work.built })),
    { to: `${COACH_AREA}/account`, label: 'menu.account', about: 'coach.aboutAccount', built: true } as const,
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
            <p>{t(entry.about)}</p>
            {entry.built ? null : <p className="muted">{t('coach.notBuilt')}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
