import { useId, useMemo, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { SelectField, EmailField, TextField } from '../../components/Field';
import { config } from '../../lib/config';
import { checkRequired, roleLabel } from '../../lib/core';
import {
  referralChoices,
  signupCountries,
  validateSignup,
  type SignupField,
  type SignupForm,
} from '../../lib/core-accounts';
import { errorMessage } from '../../lib/errors';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { createAccount } from './api';
// The texts of these screens, and the account messages the server answers with.

const TOAST_ID = 'account-form';

const emptyForm: SignupForm = {
  firstName: '',
  lastName: '',
  email: '',
  mobileNumber: '',
  password: '',
  confirmPassword: '',
  referralChoice: '',
  country: 'Kenya',
};

type FieldName = SignupField | 'role';
const ORDER: readonly FieldName[] = [
  'firstName',
  'lastName',
  'email',
  'country',
  'mobileNumber',
  'role',
  'referralChoice',
  'password',
  'confirmPassword',
];

interface AccountFormProps {
  /** The accessible name of the form (the heading it sits under). */
  name: string;
  /** The roles offered, as creatableRoles gives them. */
  roles: readonly string[];
  roleLabelKey: MessageKey;
  /** Preselect the first role (clients) or make the staff member choose (staff). */
  preselect: boolean;
  /** Ask how the new account heard about us (accounts for entrepreneurs). */
  withReferral: boolean;
  submitKey: MessageKey;
  onCreated: () => void;
}

/** A new account created by a staff member (POST /client/signup with their token), checked by core. */
export function AccountForm(props: AccountFormProps) {
  const { name, roles, roleLabelKey, preselect, withReferral, submitKey, onCreated } = props;
  const { t, msg } = useI18n();
  const base = useId();
  const [form, setForm] = useState<SignupForm>(emptyForm);
  const [role, setRole] = useState(preselect ? (roles[0] ?? '') : '');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const referrals = useMemo(() => (withReferral ? referralChoices() : []), [withReferral]);
  const ids: Record<FieldName, string> = {
    firstName: `${base}-first`,
    lastName: `${base}-last`,
    email: `${base}-email`,
    mobileNumber: `${base}-phone`,
    country: `${base}-country`,
    role: `${base}-role`,
    referralChoice: `${base}-referral`,
    password: `${base}-password`,
    confirmPassword: `${base}-confirm`,
  };

  const errors = useMemo(() => {
    const fields: Partial<Record<FieldName, string>> = { ...validateSignup(role, form).fields };
    const roleProblem = checkRequired(role);
    if (roleProblem) fields.role = roleProblem;
    if (!withReferral) delete fields.referralChoice;
    return fields;
  }, [role, form, withReferral]);

  const shown = (field: FieldName): string | null => {
    const text = errors[field];
    return attempted && text ? msg(text) : null;
  };

  function update(field: keyof SignupForm, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    const first = ORDER.find((field) => errors[field]);
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    setBusy(true);
    try {
      const message = await createAccount(role, form);
      toast.success(msg(message ?? 'Account created'), { id: TOAST_ID });
      setForm(emptyForm);
      setAttempted(false);
      onCreated();
    } catch (error) {
      toast.error(msg(errorMessage(error)), { id: TOAST_ID });
    } finally {
      setBusy(false);
    }
  }

  const referralLabel = (choice: string) =>
    choice === 'Staff' ? t('form.referralStaff', { product: config.product }) : msg(choice);

  return (
    <form className="form" aria-label={name} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="form__row">
        <TextField
          id={ids.firstName}
          label={t('form.firstName')}
          autoComplete="off"
          value={form.firstName}
          error={shown('firstName')}
          onChange={(event) => update('firstName', event.target.value)}
        />
        <TextField
          id={ids.lastName}
          label={t('form.lastName')}
          autoComplete="off"
          value={form.lastName}
          error={shown('lastName')}
          onChange={(event) => update('lastName', event.target.value)}
        />
      </div>
      <EmailField
        id={ids.email}
        label={t('form.email')}
        autoComplete="off"
        value={form.email}
        error={shown('email')}
        onChange={(event) => update('email', event.target.value)}
      />
      <SelectField
        id={ids.country}
        label={t('form.country')}
        value={form.country}
        error={shown('country')}
        onChange={(event) => update('country', event.target.value)}
      >
        {signupCountries().map((country) => (
          <option key={country} value={country}>
            {msg(country)}
          </option>
        ))}
      </SelectField>
      <TextField
        id={ids.mobileNumber}
        label={t('form.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint={t('form.phoneHint')}
        value={form.mobileNumber}
        error={shown('mobileNumber')}
        onChange={(event) => update('mobileNumber', event.target.value)}
      />
      <SelectField
        id={ids.role}
        label={t(roleLabelKey)}
        value={role}
        error={shown('role')}
        onChange={(event) => setRole(event.target.value)}
      >
        {preselect ? null : <option value="">{t('form.choose')}</option>}
        {roles.map((value) => (
          <option key={value} value={value}>
            {msg(roleLabel(value) ?? value)}
          </option>
        ))}
      </SelectField>
      {withReferral ? (
        <SelectField
          id={ids.referralChoice}
          label={t('form.referral')}
          value={form.referralChoice}
          error={shown('referralChoice')}
          onChange={(event) => update('referralChoice', event.target.value)}
        >
          <option value="">{t('form.choose')}</option>
          {referrals.map((choice) => (
            <option key={choice} value={choice}>
              {referralLabel(choice)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="form__row">
        <TextField
          id={ids.password}
          label={t('form.password')}
          type="password"
          autoComplete="new-password"
          value={form.password}
          error={shown('password')}
          onChange={(event) => update('password', event.target.value)}
        />
        <TextField
          id={ids.confirmPassword}
          label={t('form.confirm')}
          type="password"
          autoComplete="new-password"
          value={form.confirmPassword}
          error={shown('confirmPassword')}
          onChange={(event) => update('confirmPassword', event.target.value)}
        />
      </div>
      <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
        {busy ? t('form.working') : t(submitKey)}
      </button>
    </form>
  );
}
