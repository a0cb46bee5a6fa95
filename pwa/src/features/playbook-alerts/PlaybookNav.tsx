import { Link } from 'react-router';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { PLAYBOOK_BASE } from './alerts';

const BUTTONS: ReadonlyArray<{ path: string; label: MessageKey }> = [
  { path: 'home', label: 'pbAlerts.home' },
  { path: 'advisors', label: 'pbAlerts.advisors' },
  { path: 'playbooks', label: 'pbAlerts.playbooks' },
  { path: 'alerts', label: 'pbAlerts.alerts' },
];

/** The playbook's top buttons (spec 001 section 2.3): Home, Advisors, Playbooks, Alerts (this page). */
export function PlaybookNav() {
  const { t } = useI18n();
  return (
    <nav className="pb-alerts__nav" aria-label={t('pbAlerts.nav')}>
      {BUTTONS.map(({ path, label }) => (
        <Link key={path} to={`${PLAYBOOK_BASE}/${path}`} aria-current={path === 'alerts' ? 'page' : undefined}>
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}
