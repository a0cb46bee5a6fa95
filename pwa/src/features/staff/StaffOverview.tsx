import { Link, useLocation } from 'react-router';
import { useTitle } from '../../components/useTitle';
import { roleLabel } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';

/** The staff overview: who is signed in, and where the lists will be. Nothing pretends to work. */
export function StaffOverview() {
  const { t, msg } = useI18n();
  const session = useSession();
  const { pathname } = useLocation();
  const base = pathname.replace(/\/overview\/?$/, '');
  const user = session?.user;
  const label = user ? roleLabel(user.role) : null;
  useTitle(t('menu.overview'));

  return (
    <section className="page">
      <header className="page__header">
        <h1>{t('staff.welcome', { name: user?.firstName || user?.email || '' })}</h1>
        {label ? <p className="muted">{t('staff.role', { role: msg(label) })}</p> : null}
      </header>
      <div className="card">
        <p>{t('staff.text')}</p>
        <div className="chooser__actions">
          <Link className="button button--secondary" to={`${base}/clients`}>
            {t('menu.clients')}
          </Link>
          <Link className="button button--secondary" to={`${base}/loans`}>
            {t('menu.loans')}
          </Link>
        </div>
      </div>
    </section>
  );
}
