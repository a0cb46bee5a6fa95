import { ChangePasswordForm } from '../../components/ChangePasswordForm';
import { useTitle } from '../../components/useTitle';
import { roleLabel } from '../../lib/core';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';
// The texts of this screen.

/**
 * /{area}/account, for every staff role: who is signed in, and the change-password form the clients
 * have on their profile (log-out after 2 seconds, every other session ended by the server).
 */
export function StaffAccountPage() {
  const { t, msg } = useI18n();
  const session = useSession();
  useTitle(t('account.title'));
  if (!session) return null;
  const user = session.user;
  const label = roleLabel(user.role);
  const rows: ReadonlyArray<readonly [MessageKey, string]> = [
    ['account.name', `${user.firstName} ${user.lastName}`.trim()],
    ['account.email', user.email],
    ['account.phone', user.phoneNumber],
    ['account.role', label ? msg(label) : user.role],
  ];

  return (
    <section className="page page--medium">
      <header className="page__header">
        <h1>{t('account.title')}</h1>
        <p className="muted">{t('account.lead')}</p>
      </header>
      <div className="stack">
        <div className="card">
          <h2>{t('account.details')}</h2>
          <dl className="details">
            {rows.map(([key, value]) => (
              <div key={key} className="details__row">
                <dt>{t(key)}</dt>
                <dd className={key === 'account.role' ? 'details__role' : undefined}>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="card">
          <ChangePasswordForm user={user} />
        </div>
      </div>
    </section>
  );
}
