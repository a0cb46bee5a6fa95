import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { SelectField, EmailField } from '../../components/Field';
import { checkEmail, checkRequired, roleLabel } from '../../lib/core';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { sendInvitation } from './api';
// The texts of these screens, and the account messages the server answers with.

const TOAST_ID = 'invite-form';

/** 'Invite by email': the invitee gets a link to /invited and fills in their own details. */
export function InviteForm({ name, roles }: { name: string; roles: readonly string[] }) {
  const { t, msg } = useI18n();
  const base = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState(roles[0] ?? '');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const emailError = checkEmail(email);
  const roleError = checkRequired(role);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    if (emailError || roleError) {
      document.getElementById(emailError ? `${base}-email` : `${base}-role`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await sendInvitation(email, role);
      toast.success(t('clients.invited', { email: email.trim() }), { id: TOAST_ID });
      setEmail('');
      setAttempted(false);
    } catch (error) {
      toast.error(msg(errorMessage(error)), { id: TOAST_ID });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" aria-label={name} onSubmit={(event) => void onSubmit(event)} noValidate>
      <EmailField
        id={`${base}-email`}
        label={t('form.email')}
        autoComplete="off"
        value={email}
        error={attempted && emailError ? msg(emailError) : null}
        onChange={(event) => setEmail(event.target.value)}
      />
      <SelectField
        id={`${base}-role`}
        label={t('form.accountType')}
        value={role}
        error={attempted && roleError ? msg(roleError) : null}
        onChange={(event) => setRole(event.target.value)}
      >
        {roles.map((value) => (
          <option key={value} value={value}>
            {msg(roleLabel(value) ?? value)}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
        {busy ? t('form.working') : t('clients.inviteSubmit')}
      </button>
    </form>
  );
}
