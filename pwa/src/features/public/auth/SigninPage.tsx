import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { TextField } from '../../../components/Field';
import { useTitle } from '../../../components/useTitle';
import { signIn } from '../../../lib/auth';
import { preloadScreen } from '../../../lib/preload';
import { checkEmail, landingPath, needsVerification, signinError } from '../../../lib/core';
import { errorMessage } from '../../../lib/errors';
import { useI18n } from '../../../lib/i18n';
import { takeReturn } from '../../../lib/returnTo';
import { forgetLogOut } from '../../../lib/session';
import { useSession } from '../../../lib/useSession';

const TOAST_ID = 'signin';

export function SigninPage() {
  const { t, msg } = useI18n();
  const navigate = useNavigate();
  const session = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useTitle(t('signin.title'));
  useEffect(() => {
    forgetLogOut();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = signinError(email, password);
    if (problem) {
      toast.error(msg(problem), { id: TOAST_ID });
      (checkEmail(email) ? emailRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const user = await signIn(email, password);
      toast.dismiss(TOAST_ID);
      const to = takeReturn(user.role);
      // The landing screen's layout, code, core and data start together, before it renders.
      preloadScreen(to);
      navigate(to, { replace: true });
    } catch (error) {
      const text = errorMessage(error);
      if (needsVerification(text)) await startVerification(text);
      else toast.error(msg(text), { id: TOAST_ID });
    } finally {
      setBusy(false);
    }
  }

  /**
   * An unverified account: the sign-in's own message ('Verify your email or phone to activate
   * account') is shown, a new code is sent, and the OTP page verifies it (spec 000 section 4). The
   * resend's answer is left out: it is worded for anyone asking, not for an account known to need it.
   * The code for it loads only then, so /signin itself stays small.
   */
  async function startVerification(refusal: string) {
    try {
      const [{ resendOtp }, { rememberEmail }] = await Promise.all([
        import('./accountApi'),
        import('./rememberedEmail'),
      ]);
      rememberEmail(email);
      await resendOtp(email);
      toast.error(msg(refusal), { id: TOAST_ID });
    } catch (error) {
      // Asked too soon (the last code still works) or offline: say so, and verify anyway.
      toast.error(msg(errorMessage(error)), { id: TOAST_ID });
    }
    navigate('/verify-otp');
  }

  const signedInName = session ? `${session.user.firstName} ${session.user.lastName}`.trim() || session.user.email : '';
  const home = session ? landingPath(session.user.role) : null;

  return (
    <section className="page page--narrow">
      <div className="card auth-card">
        <h1>{t('signin.title')}</h1>
        <p className="muted">{t('signin.lead')}</p>
        {session && home ? (
          <p className="notice-inline" role="note">
            {t('signin.signedInAs', { name: signedInName })} <Link to={home}>{t('signin.toDashboard')}</Link>
          </p>
        ) : null}
        <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <TextField
            ref={emailRef}
            id="email"
            label={t('signin.email')}
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            ref={passwordRef}
            id="password"
            label={t('signin.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="form__aside">
            <Link to="/password/email">{t('signin.forgot')}</Link>
          </div>
          <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
            {busy ? t('signin.working') : t('signin.submit')}
          </button>
        </form>
        <p className="form__footer muted">{t('signin.coach')}</p>
      </div>
    </section>
  );
}
