/**
 * Every learning page (spec 002 section 2.6): the tabs Home, Mentors, Learning, Alerts, the gate, and
 * for the Learning pages the course outline beside the panel (70% and 30% from 1200 px; under that the
 * outline folds behind a toggle above the panel).
 */
import { useId, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { KeptNote } from '../../components/KeptNote';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import type { LmsContext } from './context';
import { Gate } from './Gate';
import { Outline } from './Outline';
import { BASE } from './paths';
import './lms.css';

const TABS = [
  ['home', 'lms.nav.home'],
  ['mentors', 'lms.nav.mentors'],
  ['learning', 'lms.nav.learning'],
  ['alerts', 'lms.nav.alerts'],
] as const;

export function LmsNav() {
  const { t } = useI18n();
  return (
    <nav className="lms-nav" aria-label={t('lms.nav')}>
      {TABS.map(([path, label]) => (
        <NavLink key={path} to={`${BASE}/${path}`} className={({ isActive }) => (isActive ? 'lms-nav__link lms-nav__link--active' : 'lms-nav__link')}>
          {t(label)}
        </NavLink>
      ))}
    </nav>
  );
}

interface LmsPageProps {
  title: string;
  /** The Learning pages show the course outline beside the panel. */
  outline?: boolean;
  /** Shown above the heading (a back link). */
  before?: ReactNode;
  children: (context: LmsContext) => ReactNode;
}

export function LmsPage({ title, outline = false, before, children }: LmsPageProps) {
  useTitle(title);
  const { t } = useI18n();
  return (
    <section className="page lms">
      <LmsNav />
      <Gate>
        {(context) => {
          const panel = (
            <div className="lms-split__panel">
              {before}
              <h1 className="lms__title">{title}</h1>
              {context.keptAt !== null ? <KeptNote at={context.keptAt} look="inline" say={(when) => t('lms.kept', { when })} /> : null}
              {children(context)}
            </div>
          );
          return outline ? (
            <div className="lms-split">
              <FoldedOutline />
              {panel}
            </div>
          ) : (
            panel
          );
        }}
      </Gate>
    </section>
  );
}

/** The outline: a toggle under 1200 px, always open beside the panel from there. */
function FoldedOutline() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <aside className="lms-split__outline card" aria-label={t('lms.outline.title')}>
      <button type="button" className="button button--ghost button--block lms-outline__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((was) => !was)}>
        {t('lms.outline.title')} <span aria-hidden="true">{open ? '▲' : '▼'}</span>
      </button>
      <h2 className="lms-outline__heading">{t('lms.outline.title')}</h2>
      <div id={id} className={open ? 'lms-outline__body' : 'lms-outline__body lms-outline__body--closed'}>
        <Outline />
      </div>
    </aside>
  );
}
