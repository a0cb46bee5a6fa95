import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { EmailField, TextField } from '../../../components/Field';
import { useTitle } from '../../../components/useTitle';
import { checkEmail } from '../../../lib/core';
import { validateReset } from '../../../lib/core-accounts';
import { errorMessage } from '../../../lib/errors';
import { useI18n } from '../../../lib/i18n';
import { resetPassword, type ResetForm } from './accountApi';
import { forgetEmail, rememberedEmail } from './rememberedEmail';
// The texts of the account screens.

const TOAST_ID = 'password-reset';

const FIELD_IDS: ReadonlyArray<readonly [keyof ResetForm, string]> = [
  ['email', 'reset-email'],
  ['otp', 'reset-otp'],
  ['password', 'reset-password'],
  ['confirmPassword', 'reset-confirm'],
];

/** Reset password: the code from the e-mail and a new password. */
export function PasswordResetPage() {
  const { t, msg } = useI18n();
  const navigate = useNavigate();
  const [form, setForm] = useState<ResetForm>(() => ({
    email: rememberedEmail(),
    otp: '',
    password: '',
    confirmPassword: '',
  }));
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  useTitle(t('reset.title'));

  const errors = useMemo(() => {
    const reset = validateReset(form.otp, form.password, form.confirmPassword);
    const fields: Partial<Record<keyof ResetForm, string>> = { ...reset.fields };
    const emailProblem = checkEmail(form.email);
    if (emailProblem) fields.email = emailProblem;
    return fields;
  }, [form]);

  const shown = (field: keyof ResetForm): string | null => {
    const text = errors[field];
    return attempted && text ? msg(text) : null;
  };

  function update(field: keyof ResetForm, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    const first = FIELD_IDS.find(([field]) => errors[field]);
    if (first) {
      document.getElementById(first[1])?.focus();
      return;
    }
    setBusy(true);
    try {
      const message = await resetPassword(form);
      if (message) toast.success(msg(message), { id: TOAST_ID });
      forgetEmail();
      navigate('/password/reset-success', { replace: true });
    } catch (error) {
      toast.error(msg(errorMessage(error)), { id: TOAST_ID });
      setBusy(false);
    }
  }

  return (
    <section className="page page--narrow">
      <div className="card auth-card">
        <h1>{t('reset.title')}</h1>
        <p className="muted">{t('reset.lead')}</p>
        <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <EmailField
            id="reset-email"
            label={t('reset.email')}
            autoComplete="username"
            value={form.email}
            error={shown('email')}
            onChange={(event) => update('email', event.target.value)}
          />
          <TextField
            id="reset-otp"
            label={t('reset.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            className="input--code"
            value={form.otp}
            error={shown('otp')}
            onChange={(event) => update('otp', event.target.value)}
          />
          <TextField
            id="reset-password"
            label={t('reset.password')}
            type="password"
            autoComplete="new-password"
            value={form.password}
            error={shown('password')}
            onChange={(event) => update('password', event.target.value)}
          />
          <TextField
            id="reset-confirm"
            label={t('reset.confirm')}
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            error={shown('confirmPassword')}
            onChange={(event) => update('confirmPassword', event.target.value)}
          />
          <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
            {busy ? t('reset.working') : t('reset.submit')}
          </button>
        </form>
        <p className="form__footer">
          <Link to="/password/email">{t('reset.askAgain')}</Link> · <Link to="/signin">{t('auth.backToLogin')}</Link>
        </p>
      </div>
    </section>
  );
}
