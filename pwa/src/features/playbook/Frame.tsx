/**
 * Every playbook page: the top buttons (spec 001 section 2.3: Home, Advisors, Playbooks, Alerts),
 * the page's heading, and the note when what is shown is the copy kept on the phone.
 */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { showDateTime } from '../../lib/nairobiTime';
import { BASE } from './paths';
import './playbook.css';

const BUTTONS = [
  ['home', 'pb.nav.home'],
  ['advisors', 'pb.nav.advisors'],
  ['playbooks', 'pb.nav.playbooks'],
  ['alerts', 'pb.nav.alerts'],
] as const;

export function PlaybookNav() {
  const { t } = useI18n();
  return (
    <nav className="pb-nav" aria-label={t('pb.nav')}>
      {BUTTONS.map(([path, label]) => (
        <NavLink key={path} to={`${BASE}/${path}`} className={({ isActive }) => (isActive ? 'pb-nav__link pb-nav__link--active' : 'pb-nav__link')}>
          {t(label)}
        </NavLink>
      ))}
    </nav>
  );
}

interface FrameProps {
  title: string;
  /** Shown above the heading (a back link). */
  before?: ReactNode;
  /** When the oldest copy shown was kept (ms); null when all came from the server now. */
  keptAt?: number | null;
  wide?: boolean;
  children: ReactNode;
}

export function Frame({ title, before, keptAt = null, wide = false, children }: FrameProps) {
  useTitle(title);
  return (
    <section className={wide ? 'page pb' : 'page page--medium pb'}>
      <PlaybookNav />
      {before}
      <h1 className="pb__title">{title}</h1>
      {keptAt !== null ? <KeptNote at={keptAt} /> : null}
      {children}
    </section>
  );
}

export function KeptNote({ at }: { at: number }) {
  const { t } = useI18n();
  return (
    <p className="notice-inline pb__kept" role="status" data-testid="pb-kept">
      {t('pb.kept', { when: showDateTime(Math.floor(at / 1000)) })}
    </p>
  );
}
