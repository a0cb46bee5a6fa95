import { useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { SelectField, EmailField, TextField } from '../../../components/Field';
import { useLater } from '../../../components/useLater';
import { useTitle } from '../../../components/useTitle';
import { checkEmail } from '../../../lib/core';
import {
  countryDialCodes,
  inviteGenders,
  validateInvite,
  type InviteField,
  type InviteForm,
} from '../../../lib/core-accounts';
import { errorMessage } from '../../../lib/errors';
import { useI18n } from '../../../lib/i18n';
import { acceptInvitation, findInvitation } from './accountApi';
import { InviteTutorial } from './InviteTutorial';
import { rememberEmail } from './rememberedEmail';
// The texts of the account screens.

const TOAST_ID = 'invited';
/** Spec 000 section 9: after the invitation, the next page opens after 3 seconds. */
const NEXT_PAGE_MS = 3000;

const emptyDetails: Omit<InviteForm, 'email'> = {
  name: '',
  gender: '',
  country: '',
  phoneNo: '',
  password: '',
  confirmPassword: '',
};

/** The field order of step B, to focus the first wrong one. */
const FIELD_IDS: ReadonlyArray<readonly [InviteField, string]> = [
  ['name', 'invite-name'],
  ['gender', 'invite-gender'],
  ['country', 'invite-country'],
  ['phoneNo', 'invite-phone'],
  ['password', 'invite-password'],
  ['confirmPassword', 'invite-confirm'],
];

/** Two steps: find the invitation by e-mail, then fill in the details that create the account. */
export function InvitedPage() {
  const { t, msg } = useI18n();
  const navigate = useNavigate();
  const { search } = useLocation();
  // The invitation e-mail links to /invited?email=… (read once; the box is the user's after that).
  const [email, setEmail] = useState(() => new URLSearchParams(search).get('email')?.trim() ?? '');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [step, setStep] = useState<'email' | 'details'>('email');
  const [details, setDetails] = useState(emptyDetails);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [next, setNext] = useState<string | null>(null);
  const genders = useMemo(inviteGenders, []);
  const countries = useMemo(countryDialCodes, []);
  useTitle(t('invite.title'));
  useLater(next, NEXT_PAGE_MS, () => next && navigate(next, { replace: true }));

  const errors = useMemo(() => validateInvite({ email, ...details }), [email, details]);
  const shown = (field: InviteField): string | null => {
    const text = errors.fields[field];
    return attempted && text ? msg(text) : null;
  };

  function update(field: keyof typeof emptyDetails, value: string) {
    setDetails((current) => ({ ...current, [field]: value }));
  }

  async function onFind(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = checkEmail(email);
    setEmailError(problem);
    if (problem) {
      document.getElementById('invite-email')?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await findInvitation(email);
      if (answer.message) toast.success(msg(answer.message), { id: TOAST_ID });
      setEmail(email.trim());
      setStep('details');
    } catch (error) {
      toast.error(msg(errorMessage(error)), { id: TOAST_ID });
    } finally {
      setBusy(false);
    }
  }

  async function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || next) return;
    setAttempted(true);
    if (!errors.isEmpty) {
      const first = FIELD_IDS.find(([field]) => errors.fields[field]);
      if (first) document.getElementById(first[1])?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await acceptInvitation({ email, ...details });
      if (answer.message) toast.success(msg(answer.message), { id: TOAST_ID });
      rememberEmail(email);
      setNext(answer.path ?? '/signin');
    } catch (error) {
      toast.error(msg(errorMessage(error)), { id: TOAST_ID });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page page--narrow stack">
      <div className="card auth-card">
        <h1>{t('invite.title')}</h1>
        {step === 'email' ? (
          <>
            <p className="muted">{t('invite.lead')}</p>
            <form className="form" onSubmit={(event) => void onFind(event)} noValidate>
              <EmailField
                id="invite-email"
                label={t('invite.email')}
                value={email}
                error={emailError ? msg(emailError) : null}
                onChange={(event) => setEmail(event.target.value)}
              />
              <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
                {busy ? t('invite.checking') : t('invite.continue')}
              </button>
            </form>
          </>
        ) : (
          <>
            <p className="muted">{t('invite.detailsLead')}</p>
            <form className="form" onSubmit={(event) => void onCreate(event)} noValidate>
              {attempted && errors.summary ? (
                <p className="notice-inline" role="alert">
                  {msg(errors.summary)}
                </p>
              ) : null}
              <TextField id="invite-email-fixed" label={t('invite.email')} type="email" value={email} readOnly />
              <div className="form__aside form__aside--start">
                <button
                  type="button"
                  className="link-button"
                  disabled={busy || Boolean(next)}
                  onClick={() => {
                    setStep('email');
                    setAttempted(false);
                  }}
                >
                  {t('invite.otherEmail')}
                </button>
              </div>
              <TextField
                id="invite-name"
                label={t('invite.name')}
                autoComplete="name"
                value={details.name}
                error={shown('name')}
                onChange={(event) => update('name', event.target.value)}
              />
              <div className="form__row">
                <SelectField
                  id="invite-gender"
                  label={t('invite.gender')}
                  value={details.gender}
                  error={shown('gender')}
                  onChange={(event) => update('gender', event.target.value)}
                >
                  <option value="">{t('auth.choose')}</option>
                  {genders.map((gender) => (
                    <option key={gender} value={gender}>
                      {msg(gender)}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  id="invite-country"
                  label={t('invite.country')}
                  value={details.country}
                  error={shown('country')}
                  onChange={(event) => update('country', event.target.value)}
                >
                  <option value="">{t('auth.choose')}</option>
                  {countries.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </SelectField>
              </div>
              <TextField
                id="invite-phone"
                label={t('invite.phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={t('invite.phonePlaceholder')}
                value={details.phoneNo}
                error={shown('phoneNo')}
                onChange={(event) => update('phoneNo', event.target.value)}
              />
              <TextField
                id="invite-password"
                label={t('invite.password')}
                type="password"
                autoComplete="new-password"
                value={details.password}
                error={shown('password')}
                onChange={(event) => update('password', event.target.value)}
              />
              <TextField
                id="invite-confirm"
                label={t('invite.confirm')}
                type="password"
                autoComplete="new-password"
                value={details.confirmPassword}
                error={shown('confirmPassword')}
                onChange={(event) => update('confirmPassword', event.target.value)}
              />
              <button
                type="submit"
                className="button button--block"
                disabled={busy || Boolean(next)}
                aria-busy={busy}
              >
                {busy ? t('invite.creating') : t('invite.submit')}
              </button>
              {next ? (
                <p className="muted" role="status">
                  {t('invite.redirecting')}
                </p>
              ) : null}
            </form>
          </>
        )}
        <p className="form__footer">
          <Link to="/signin">{t('auth.backToLogin')}</Link>
        </p>
      </div>
      <InviteTutorial />
    </section>
  );
}
