import { Link } from 'react-router';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { Frame } from './Frame';
import { BASE } from './paths';

const STARTS: readonly (readonly [string, MessageKey, MessageKey])[] = [
  [`${BASE}/home`, 'pb.nav.home', 'pb.landing.home'],
  [`${BASE}/advisors`, 'pb.advisors.title', 'pb.landing.advisors'],
  [`${BASE}/playbooks`, 'pb.playbooks.title', 'pb.landing.playbooks'],
  [`${BASE}/alerts`, 'pb.nav.alerts', 'pb.landing.alerts'],
  [`${BASE}/quarterly_survey`, 'pb.home.takeSurvey', 'pb.landing.survey'],
];

/** /dashboard/playbook: what the playbook is, and quick-start links (spec 001 section 2.3). */
export function LandingPage() {
  const { t } = useI18n();
  return (
    <Frame title={t('pb.title')}>
      <p className="lead">{t('pb.landing.lead')}</p>
      <h2 className="pb__subtitle">{t('pb.landing.start')}</h2>
      <ul className="pb-starts">
        {STARTS.map(([to, label, text]) => (
          <li key={to}>
            <Link className="card pb-starts__link" to={to}>
              <strong>{t(label)}</strong>
              <span>{t(text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Frame>
  );
}
