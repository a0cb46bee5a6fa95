import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { logOut } from '../lib/auth';
import { checkChangePassword, passwordLiveMismatch } from '../lib/core-accounts';
import { errorMessage } from '../lib/errors';
import { useI18n } from '../lib/i18n';
import { changePassword } from '../lib/password';
import type { User } from '../lib/session';
import { TextField } from './Field';
import { useLater } from './useLater';
// The texts of the account screens (and core's password messages).

const TOAST_ID = 'change-password';
/** Spec 000 section 9: a changed password logs the user out after 2 seconds. */
const LOGOUT_AFTER_MS = 2000;

/**
 * Change password (spec 000 sections 4 and 5), for clients and staff alike: core checks the fields
 * ('Passwords do not match' live), the server ends every session of the account, and this one logs
 * out 2 seconds after the success. Needs the accounts core loaded (loaders' withAccountsCore).
 */
export function ChangePasswordForm({ user }: { user: User }) {
  const { t, msg } = useI18n();
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState<string | null>(null);
  const mismatch = passwordLiveMismatch(next, confirm);
  useLater(changed, LOGOUT_AFTER_MS, () => {
    logOut();
    navigate('/signin', { replace: true });
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || changed) return;
    const problem = checkChangePassword(current, next, confirm);
    if (problem) {
      toast.error(msg(problem), { id: TOAST_ID });
      return;
    }
    setBusy(true);
    try {
      const message = await changePassword({ userId: user.user_id, current, next, confirm });
      if (message) toast.success(msg(message), { id: TOAST_ID });
      setChanged(String(Date.now()));
    } catch (error) {
      toast.error(msg(errorMessage(error)), { id: TOAST_ID });
    } finally {
      setBusy(false);
    }
  }

  const locked = busy || Boolean(changed);
  return (
    <>
      <h2>{t('password.title')}</h2>
      <p className="muted">{t('password.lead')}</p>
      <form className="form" aria-label={t('password.title')} onSubmit={(event) => void onSubmit(event)} noValidate>
        <input type="hidden" name="userId" value={user.user_id} />
        {/* A username for password managers, hidden from view. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <TextField
          id="password-current"
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          value={current}
          disabled={locked}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextField
          id="password-new"
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          value={next}
          disabled={locked}
          onChange={(event) => setNext(event.target.value)}
        />
        <TextField
          id="password-confirm"
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          disabled={locked}
          error={mismatch ? msg(mismatch) : null}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <button type="submit" className="button button--block" disabled={locked} aria-busy={busy}>
          {busy ? t('password.working') : t('password.submit')}
        </button>
      </form>
    </>
  );
}
