import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PageSuspense } from './PageSuspense';
import { Brand } from '../../components/Brand';
import { ExternalLink } from '../../components/ExternalLink';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { ConnectionStatus } from '../../components/ConnectionStatus';
import { config } from '../../lib/config';
import { nairobiDateParts } from '../../lib/core';
import { useI18n, type MessageKey } from '../../lib/i18n';

const externalLinks: ReadonlyArray<readonly [keyof typeof config.links, MessageKey]> = [
  ['main', 'nav.main'],
  ['shop', 'nav.shop'],
  ['invest', 'nav.invest'],
  ['team', 'nav.team'],
  ['apply', 'nav.apply'],
  ['contacts', 'nav.contacts'],
  ['donate', 'nav.donate'],
];

/** Links of the list that open a page of this app instead of another site. */
const ownPages: Partial<Record<keyof typeof config.links, string>> = { invest: '/investors' };

const socialLinks: ReadonlyArray<readonly [keyof typeof config.social, MessageKey]> = [
  ['facebook', 'social.facebook'],
  ['x', 'social.x'],
  ['instagram', 'social.instagram'],
  ['linkedin', 'social.linkedin'],
  ['youtube', 'social.youtube'],
];

/** Public pages: top navigation (external links, Login, language) and the footer. */
export function PublicLayout() {
  const { t } = useI18n();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const year = nairobiDateParts(Date.now() / 1000)?.year ?? new Date().getFullYear();

  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <div className="public">
      <a className="skip-link" href="#main">
        {t('app.skip')}
      </a>
      <header className="topnav">
        <div className="topnav__bar container">
          <Brand />
          <div className="topnav__spacer" />
          <ConnectionStatus />
          <LanguageSwitch />
          <Link to="/signin" className="button button--small topnav__login">
            {t('nav.login')}
          </Link>
          <button
            type="button"
            className="icon-button topnav__toggle"
            aria-expanded={open}
            aria-controls="topnav-links"
            onClick={() => setOpen((value) => !value)}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
            </svg>
            <span className="sr-only">{t('nav.menu')}</span>
          </button>
        </div>
        <nav
          id="topnav-links"
          className={open ? 'topnav__links topnav__links--open' : 'topnav__links'}
          aria-label={t('nav.primary')}
        >
          <ul className="container">
            {externalLinks.map(([key, label]) => {
              const own = ownPages[key];
              if (own) {
                return (
                  <li key={key}>
                    <Link to={own}>{t(label)}</Link>
                  </li>
                );
              }
              const href = config.links[key];
              return href ? (
                <li key={key}>
                  <ExternalLink href={href}>{t(label)}</ExternalLink>
                </li>
              ) : null;
            })}
          </ul>
        </nav>
      </header>
      <main id="main" className="public__main">
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
      <footer className="footer">
        <div className="container footer__grid">
          <div>
            <Brand />
            <p className="footer__about">{t('footer.about.text')}</p>
          </div>
          <ul className="footer__links">
            <li>
              <Link to="/products">{t('footer.products')}</Link>
            </li>
            <li>
              <Link to="/loan-calculator">{t('footer.calculator')}</Link>
            </li>
            <li>
              <Link to="/about-us">{t('footer.about')}</Link>
            </li>
            <li>
              <Link to="/contact-us">{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to="/frequently-asked-questions">{t('footer.faq')}</Link>
            </li>
            <li>
              <Link to="/terms-conditions">{t('footer.terms')}</Link>
            </li>
            {config.links.privacy ? (
              <li>
                <ExternalLink href={config.links.privacy}>{t('footer.privacy')}</ExternalLink>
              </li>
            ) : null}
          </ul>
          <div>
            <p className="footer__heading">{t('footer.follow')}</p>
            <ul className="footer__social">
              {socialLinks.map(([key, label]) => {
                const href = config.social[key];
                return href ? (
                  <li key={key}>
                    <ExternalLink href={href}>{t(label)}</ExternalLink>
                  </li>
                ) : null;
              })}
            </ul>
          </div>
        </div>
        <p className="container footer__rights">{t('footer.rights', { year, product: config.product })}</p>
      </footer>
    </div>
  );
}
