import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ChangePasswordForm } from '../../components/ChangePasswordForm';
import { Loading } from '../../components/Loading';
import { useTitle } from '../../components/useTitle';
import { errorMessage } from '../../lib/errors';
import { useI18n, type MessageKey } from '../../lib/i18n';
import type { User } from '../../lib/session';
import { useSession } from '../../lib/useSession';
import { getDetails, mediaBlobUrl, type ClientDetails } from './api';
// The texts of the account screens.

type Tab = 'personal' | 'security';
const TABS: ReadonlyArray<readonly [Tab, MessageKey]> = [
  ['personal', 'profile.personal'],
  ['security', 'profile.security'],
];

/** /dashboard/profile/user: the tabs Personal Info and Security (spec 000 section 2). */
export function UserProfilePage() {
  const { t } = useI18n();
  const session = useSession();
  const [tab, setTab] = useState<Tab>('personal');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ personal: null, security: null });
  const base = useId();
  useTitle(t('profile.title'));
  if (!session) return null;

  // Arrow keys move between the tabs (the WAI-ARIA tabs pattern).
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = TABS.findIndex(([name]) => name === tab);
    const next = TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    if (!next) return;
    setTab(next[0]);
    tabRefs.current[next[0]]?.focus();
  }

  return (
    <section className="page page--medium">
      <header className="page__header">
        <h1>{t('profile.title')}</h1>
      </header>
      <div className="tabs" role="tablist" aria-label={t('profile.sections')} onKeyDown={onKeyDown}>
        {TABS.map(([name, label]) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${base}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={tab === name ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
            onClick={() => setTab(name)}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <div
        className="card tabs__panel"
        role="tabpanel"
        id={`${base}-${tab}-panel`}
        aria-labelledby={`${base}-${tab}-tab`}
      >
        {tab === 'personal' ? <PersonalInfo user={session.user} /> : <Security user={session.user} />}
      </div>
    </section>
  );
}

type DetailsLoad = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; details: ClientDetails };

const SETUP_DONE = '/dashboard/profile/user';

/** The details the client gave during profile setup (GET /client/details), or the way to finish it. */
function PersonalInfo({ user }: { user: User }) {
  const { t, msg } = useI18n();
  const [load, setLoad] = useState<DetailsLoad>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getDetails(user.user_id, controller.signal).then(
      ({ details }) => setLoad({ state: 'ready', details }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [user.user_id]);

  const details = load.state === 'ready' ? load.details : null;
  const join = (...parts: Array<string | null | undefined>) => parts.filter((part) => part && part.trim()).join(', ');
  const rows: ReadonlyArray<readonly [MessageKey, string]> = details
    ? [
        ['profile.firstName', details.bioData.firstName],
        ['profile.lastName', details.bioData.lastName],
        ['profile.email', details.bioData.email],
        ['profile.phone', details.bioData.phoneNumber],
        ['profile.altPhone', details.bioData.alternativePhoneNumber ?? ''],
        ['profile.mpesa', details.bioData.mpesaPhone ?? ''],
        ['profile.country', details.country ?? ''],
        ['profile.gender', details.gender ? msg(details.gender) : ''],
        ['profile.nationalId', details.bioData.BVN ?? ''],
        ['profile.residence', join(details.residence.street, details.residence.city, details.residence.state)],
        [
          'profile.kin',
          join(
            details.nextOfKin.fullName,
            details.nextOfKin.relationship,
            details.nextOfKin.phoneNumber,
            details.nextOfKin.email,
            details.nextOfKin.residentialAddress,
          ),
        ],
        [
          'profile.bank',
          join(
            details.bank.bankName,
            details.bank.accountType ? msg(details.bank.accountType) : null,
            details.bank.accountNumber,
            details.bank.accountName,
          ),
        ],
        ['profile.identityType', details.identity.identityType ? msg(details.identity.identityType) : ''],
      ]
    : [
        ['profile.firstName', user.firstName],
        ['profile.lastName', user.lastName],
        ['profile.email', user.email],
        ['profile.phone', user.phoneNumber],
        ['profile.mpesa', user.mpesaPhone ?? ''],
      ];
  const complete = details ? details.setupPath === SETUP_DONE : false;
  return (
    <>
      {load.state === 'loading' ? <Loading label={t('app.loading')} /> : null}
      {details?.identity.profilePhoto || details?.identity.imageUrl ? (
        <div className="profile-photos">
          {details.identity.profilePhoto ? (
            <MediaImage url={details.identity.profilePhoto} alt={t('profile.photo')} className="profile-photo" />
          ) : null}
          {details.identity.imageUrl ? (
            <MediaImage url={details.identity.imageUrl} alt={t('profile.identityImage')} className="profile-id-image" />
          ) : null}
        </div>
      ) : null}
      <dl className="details">
        {rows.map(([label, value]) => (
          <div key={label} className="details__row">
            <dt>{t(label)}</dt>
            <dd className={value ? undefined : 'muted'}>{value || t('profile.notSet')}</dd>
          </div>
        ))}
      </dl>
      {load.state === 'failed' ? (
        <p className="notice-inline" role="alert">
          {t('profile.loadFailed')} {msg(load.message)}
        </p>
      ) : null}
      {details && !complete ? (
        <div className="stack">
          <p className="notice-inline" role="note">
            {t('profile.incomplete')}
          </p>
          <Link className="button" to="/dashboard/profile">
            {t('profile.completeSetup')}
          </Link>
        </div>
      ) : null}
    </>
  );
}

/** An uploaded image: read with the bearer token, shown from a blob URL. */
function MediaImage({ url, alt, className }: { url: string; alt: string; className: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    mediaBlobUrl(url, controller.signal).then(
      (blobUrl) => {
        made = blobUrl;
        setSrc(blobUrl);
      },
      () => undefined, // the image is left out; the details are still shown
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return src ? <img className={className} src={src} alt={alt} /> : null;
}

/** The Security tab: the shared change-password form. */
function Security({ user }: { user: User }) {
  return <ChangePasswordForm user={user} />;
}
