import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { PageSuspense } from './PageSuspense';
import { Brand } from '../../components/Brand';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { HeaderStatus } from '../../components/HeaderStatus';
import { logOut } from '../../lib/auth';
import { landingPath, roleLabel, seesHeaderIdentity } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import type { User } from '../../lib/session';
import { accountPathFor, useMenu } from '../menus';
import { HeaderSearch } from './HeaderSearch';
import { useWide } from './useWide';

/**
 * Side menu (a drawer on phones) and a one-row header: menu button, logo and the sync or connection
 * status. Laptops also have language, log-out and, for staff, search, name and role in the header;
 * on phones those are at the foot of the menu.
 */
export function DashboardShell({ user }: { user: User }) {
  const { t, msg } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const wide = useWide();
  const nonClient = seesHeaderIdentity(user.role);
  const label = roleLabel(user.role);
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const accountPath = accountPathFor(user.role);
  const menu = useMenu(user.role);
  // Entrepreneurs keep their books on the phone: they see what is not on the server yet.
  const keepsBooks = Boolean(user.businessId);

  // A new screen opens at its top, not at the scroll position of the one before.
  useEffect(() => {
    setMenuOpen(false);
    window.scrollTo(0, 0);
  }, [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  function onLogOut() {
    // What this user was told is not for whoever signs in next on this device.
    toast.dismiss();
    logOut();
    navigate('/signin', { replace: true });
  }

  const identity = nonClient ? (
    accountPath ? (
      <Link className="shell__user shell__user--link" to={accountPath} title={t('menu.account')}>
        <span className="shell__user-name">{fullName}</span>
        {label ? <span className="shell__user-role">{msg(label)}</span> : null}
      </Link>
    ) : (
      <div className="shell__user">
        <span className="shell__user-name">{fullName}</span>
        {label ? <span className="shell__user-role">{msg(label)}</span> : null}
      </div>
    )
  ) : null;
  const logOutButton = (
    <button type="button" className="button button--small button--ghost shell__logout" onClick={onLogOut}>
      {t('shell.logout')}
    </button>
  );

  return (
    <div className={menuOpen ? 'shell shell--menu-open' : 'shell'}>
      <a className="skip-link" href="#main">
        {t('app.skip')}
      </a>
      <header className="shell__header">
        <div className="shell__bar">
          <button
            type="button"
            className="icon-button shell__menu-button"
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
            </svg>
            <span className="sr-only">{t(menuOpen ? 'shell.closeMenu' : 'shell.menu')}</span>
          </button>
          <Brand to={landingPath(user.role) ?? '/'} />
          {wide && nonClient ? <HeaderSearch /> : null}
          {wide ? identity : null}
          <HeaderStatus keepsBooks={keepsBooks} />
          {wide ? <LanguageSwitch id="language-dashboard" /> : null}
          {wide ? logOutButton : null}
        </div>
      </header>
      <div className="shell__body">
        <nav id="side-menu" className="shell__nav" aria-label={t('shell.navigation')}>
          <ul>
            {menu.map((item) => (
              <li key={item.to}>
                {item.area && location.pathname.startsWith(`${item.area}/`) ? (
                  <Link to={item.to} className="shell__link active" aria-current="page">
                    {t(item.label)}
                  </Link>
                ) : (
                  <NavLink to={item.to} className="shell__link">
                    {t(item.label)}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
          {/* Phones: what the one-row header has no room for. */}
          {wide ? null : (
            <div className="shell__menu-extras">
              {identity}
              {nonClient ? <HeaderSearch /> : null}
              <LanguageSwitch id="language-dashboard" />
              {logOutButton}
            </div>
          )}
        </nav>
        <button
          type="button"
          className="shell__scrim"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => setMenuOpen(false)}
        />
        <main id="main" className="shell__main">
          <PageSuspense>
            <Outlet />
          </PageSuspense>
        </main>
      </div>
    </div>
  );
}
