/** Every documents page: the title, the top buttons (Home, Quotations, Invoices, Receipts; the active one highlighted) and the page. */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { PATHS } from './paths';
import './documents.css';

export function Frame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useI18n();
  useTitle(title);
  const link = ({ isActive }: { isActive: boolean }) => `button button--small${isActive ? '' : ' button--secondary'} doc-nav__link`;
  return (
    <section className="page doc-page">
      <h1>{t('documents.title')}</h1>
      <nav className="doc-nav" aria-label={t('documents.nav')}>
        <NavLink className={link} to={PATHS.home}>
          {t('documents.nav.home')}
        </NavLink>
        <NavLink className={link} to={PATHS.quotation}>
          {t('documents.nav.quotations')}
        </NavLink>
        <NavLink className={link} to={PATHS.invoice}>
          {t('documents.nav.invoices')}
        </NavLink>
        <NavLink className={link} to={PATHS.receipts}>
          {t('documents.nav.receipts')}
        </NavLink>
      </nav>
      {children}
    </section>
  );
}
