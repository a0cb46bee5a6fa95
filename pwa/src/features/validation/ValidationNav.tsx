/** The area's navigation (spec 002 section 2.5): Home, Start Validation, Validation Report. */
import { NavLink } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { PATHS } from './paths';

export function ValidationNav() {
  const { t } = useI18n();
  return (
    <nav className="validation-nav" aria-label={t('validation.title')}>
      <NavLink to={PATHS.home}>{t('validation.nav.home')}</NavLink>
      <NavLink to={PATHS.start}>{t('validation.nav.start')}</NavLink>
      <NavLink to={PATHS.report}>{t('validation.nav.report')}</NavLink>
    </nav>
  );
}
