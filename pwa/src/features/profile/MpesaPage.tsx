import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { SelectField, TextField } from '../../components/Field';
import { useTitle } from '../../components/useTitle';
import { countries, validateMpesa, verificationCharge, type MpesaField } from '../../lib/core-profile';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { updateUser } from '../../lib/session';
import { useSession } from '../../lib/useSession';
import { verifyMpesa } from './api';
import { SetupStages } from './SetupStages';

/** One toast for the setup steps: a step's message replaces the previous one. */
const TOAST_ID = 'profile-setup';

/** /dashboard/profile/setup/mpesa: the number is proved by a small charge the client accepts on the phone. */
export function MpesaPage() {
  const { t, msg } = useI18n();
  const navigate = useNavigate();
  const session = useSession();
  const [country, setCountry] = useState('');
  const [phone, setPhone] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  useTitle(t('mpesa.title'));
  if (!session) return null;
  const user = session.user;

  const errors = tried ? validateMpesa(phone, country).fields : {};
  const error = (field: MpesaField) => (errors[field] ? msg(errors[field]) : null);
  const charge = verificationCharge(country);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    const check = validateMpesa(phone, country);
    if (check.first) {
      toast.error(msg(check.first), { id: TOAST_ID });
      return;
    }
    setBusy(true);
    try {
      const answer = await verifyMpesa(user.user_id, phone.trim(), country);
      updateUser({ ...user, mpesaPhone: answer.data.mpesaPhone });
      toast.success(msg(answer.message ?? 'Your M-Pesa number is verified'), { id: TOAST_ID });
      navigate('/dashboard/profile/setup/info');
    } catch (failure) {
      toast.error(msg(errorMessage(failure)), { id: TOAST_ID });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page page--narrow">
      <SetupStages current="mpesa" />
      <div className="card">
        <h1>{t('mpesa.title')}</h1>
        <p className="muted">{t('mpesa.lead')}</p>
        <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
          <SelectField
            id="mpesa-country"
            label={t('mpesa.country')}
            value={country}
            disabled={busy}
            error={error('country')}
            onChange={(event) => setCountry(event.target.value)}
          >
            <option value="">{t('setup.choose')}</option>
            {countries().map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
          <TextField
            id="mpesa-phone"
            label={t('mpesa.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('mpesa.placeholder')}
            value={phone}
            disabled={busy}
            error={error('phone')}
            onChange={(event) => setPhone(event.target.value)}
          />
          <p className="notice-inline" role="note">
            {charge ? t('mpesa.charge', { charge }) : t('mpesa.chooseCountry')}
          </p>
          <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
            {busy ? t('mpesa.working') : t('mpesa.submit')}
          </button>
          {busy ? (
            <p className="muted" role="status">
              {t('mpesa.working')}
            </p>
          ) : null}
        </form>
      </div>
    </section>
  );
}
