import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { TextField } from '../../../components/Field';
import { useLater } from '../../../components/useLater';
import { useTitle } from '../../../components/useTitle';
import { checkOtpInput, noEmailForOtpMessage } from '../../../lib/core-accounts';
import { errorMessage } from '../../../lib/errors';
import { useI18n } from '../../../lib/i18n';
import { resendOtp, verifyOtp } from './accountApi';
import { forgetEmail, rememberedEmail } from './rememberedEmail';
// The texts of the account screens.

const TOAST_ID = 'verify-otp';
/** Spec 000 section 9: the OTP warning sends the user to sign-in after 5 seconds. */
const NO_EMAIL_REDIRECT_MS = 5000;

/** 'Verify Your Details': the code sent to the remembered e-mail activates the account. */
export function VerifyOtpPage() {
  const { t, msg } = useI18n();
  const navigate = useNavigate();
  const [email] = useState(rememberedEmail);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  useTitle(t('otp.title'));
  useLater(email ? null : 'no-email', NO_EMAIL_REDIRECT_MS, () => navigate('/signin', { replace: true }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = checkOtpInput(code);
    if (problem) {
      toast.error(msg(problem), { id: TOAST_ID });
      return;
    }
    setBusy(true);
    try {
      const message = await verifyOtp(email, code);
      if (message) toast.success(msg(message), { id: TOAST_ID });
      else toast.dismiss(TOAST_ID);
      forgetEmail();
      navigate('/signin', { replace: true });
    } catch (error) {
      toast.error(msg(errorMessage(error)), { id: TOAST_ID });
    } finally {
      setBusy(false);
    }
  }

  async function onResend() {
    if (resending) return;
    setResending(true);
    try {
      const message = await resendOtp(email);
      if (message) toast.success(msg(message), { id: TOAST_ID });
    } catch (error) {
      toast.error(msg(errorMessage(error)), { id: TOAST_ID });
    } finally {
      setResending(false);
    }
  }

  return (
    <section className="page page--narrow">
      <div className="card auth-card">
        <h1>{t('otp.title')}</h1>
        {email ? (
          <>
            <p className="muted">{t('otp.lead', { email })}</p>
            <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
              <TextField
                id="otp"
                label={t('otp.code')}
                hint={t('otp.codeHint')}
                inputMode="numeric"
                autoComplete="one-time-code"
                className="input--code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
                {busy ? t('otp.working') : t('otp.submit')}
              </button>
            </form>
            <p className="form__footer">
              {t('otp.noCode')}{' '}
              <button type="button" className="link-button" onClick={() => void onResend()} disabled={resending}>
                {t('otp.resend')}
              </button>
            </p>
          </>
        ) : (
          <>
            <p className="notice-inline" role="alert">
              {msg(noEmailForOtpMessage())}
            </p>
            <p className="muted">{t('otp.redirecting')}</p>
          </>
        )}
        <p className="form__footer">
          <Link to="/signin">{t('auth.backToLogin')}</Link>
        </p>
      </div>
    </section>
  );
}
