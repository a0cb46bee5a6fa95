import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { EmailField } from '../../../components/Field';
import { useLater } from '../../../components/useLater';
import { useTitle } from '../../../components/useTitle';
import { checkEmail } from '../../../lib/core';
import { errorMessage } from '../../../lib/errors';
import { useI18n } from '../../../lib/i18n';
import { requestReset } from './accountApi';
import { rememberEmail, rememberedEmail } from './rememberedEmail';
// The texts of the account screens.

const TOAST_ID = 'password-email';
/** Spec 000 section 9: after a reset request the user goes to sign-in after 10 seconds. */
const SIGNIN_AFTER_MS = 10_000;

/** Forgot password: a code to reset it is sent to the e-mail. */
export function PasswordEmailPage() {
  const { t, msg } = useI18n();
  const navigate = useNavigate();
  const [email, setEmail] = useState(rememberedEmail);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  useTitle(t('forgot.title'));
  useLater(sent, SIGNIN_AFTER_MS, () => navigate('/signin', { replace: true }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = checkEmail(email);
    setError(problem);
    if (problem) {
      document.getElementById('forgot-email')?.focus();
      return;
    }
    setBusy(true);
    try {
      const message = await requestReset(email);
      if (message) toast.success(msg(message), { id: TOAST_ID });
      rememberEmail(email);
      setSent(`${email.trim()} ${Date.now()}`);
    } catch (failure) {
      toast.error(msg(errorMessage(failure)), { id: TOAST_ID });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page page--narrow">
      <div className="card auth-card">
        <h1>{t('forgot.title')}</h1>
        <p className="muted">{t('forgot.lead')}</p>
        <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <EmailField
            id="forgot-email"
            label={t('forgot.email')}
            value={email}
            error={error ? msg(error) : null}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
            {busy ? t('forgot.working') : t('forgot.submit')}
          </button>
        </form>
        {sent ? (
          <div className="notice-inline form__result" role="status">
            <p>{t('forgot.sent')}</p>
            <p>
              <Link to="/password/reset" className="link-arrow">
                {t('forgot.enterCode')}
              </Link>
            </p>
            <p className="muted">{t('forgot.redirect')}</p>
          </div>
        ) : null}
        <p className="form__footer">
          <Link to="/signin">{t('auth.backToLogin')}</Link>
        </p>
      </div>
    </section>
  );
}
