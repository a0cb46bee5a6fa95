/** Every documents page: the title, the top buttons (Home, Quotations, Invoices, Receipts; the active one highlighted) and the page. */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/useSession';
import { useWaitingSends } from './sends';
import { PATHS } from './paths';
import './documents.css';

export function Frame({ title, children }: { title: string; children: ReactNode }) {
  const { t, msg } = useI18n();
  const session = useSession();
  useTitle(title);
  // What was sent offline or before it synced goes now (and each time the phone syncs).
  useWaitingSends(session?.user.user_id ?? null, (outcome) =>
    outcome.ok ? toast.success(msg(outcome.message)) : toast.error(t('documents.send.refused', { message: msg(outcome.message) })),
  );
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
