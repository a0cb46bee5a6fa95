import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { SelectField, TextField } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { useTitle } from '../../components/useTitle';
import { ApiError } from '../../lib/api';
import {
  bankAccountTypes,
  countryAreas,
  needsBankVerification,
  profileGenders,
  validatePersonalInfo,
  type PersonalInfoField,
} from '../../lib/core-profile';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import type { User } from '../../lib/session';
import { useSession } from '../../lib/useSession';
import { getDetails, listBanks, updateDetails, verifyBankAccount, type Bank, type ClientDetails } from './api';
import { clearInfoDraft, emptyInfoDraft, loadInfoDraft, saveInfoDraft, verificationKey, type InfoDraft } from './infoDraft';
import { SetupStages } from './SetupStages';

/** One toast for the setup steps: a step's message replaces the previous one. */
const TOAST_ID = 'profile-setup';

/** The form as the saved details fill it, for a client who comes back to this step. */
function draftFromDetails(details: ClientDetails): InfoDraft {
  const text = (value: string | null | undefined) => value ?? '';
  const bank = details.bank;
  return {
    ...emptyInfoDraft,
    gender: text(details.gender),
    idno: text(details.bioData.BVN),
    alternativePhoneNumber: text(details.bioData.alternativePhoneNumber),
    street: text(details.residence.street),
    city: text(details.residence.city),
    state: text(details.residence.state),
    kinFullName: text(details.nextOfKin.fullName),
    kinRelationship: text(details.nextOfKin.relationship),
    kinEmail: text(details.nextOfKin.email),
    kinPhoneNumber: text(details.nextOfKin.phoneNumber),
    kinResidentialAddress: text(details.nextOfKin.residentialAddress),
    bankCode: text(bank.bankCode),
    bankName: text(bank.bankName),
    accountType: text(bank.accountType),
    accountNumber: text(bank.accountNumber),
    accountName: text(bank.accountName),
    verifiedFor: bank.verified ? verificationKey(text(bank.accountNumber), text(bank.bankCode)) : '',
  };
}

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; country: string };

/** /dashboard/profile/setup/info: personal information, residence, next of kin and bank account. */
export function InfoPage() {
  const session = useSession();
  if (!session) return null;
  return <InfoStep user={session.user} />;
}

function InfoStep({ user }: { user: User }) {
  const { t, msg } = useI18n();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [draft, setDraft] = useState<InfoDraft>(() => loadInfoDraft(user.user_id) ?? emptyInfoDraft);
  useTitle(t('info.title'));

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    getDetails(user.user_id, controller.signal).then(
      ({ details }) => {
        if (!details.mpesaVerified || !details.country) {
          navigate('/dashboard/profile/setup/mpesa', { replace: true });
          return;
        }
        // What was typed on this device wins over what was saved before.
        if (!loadInfoDraft(user.user_id)) setDraft(draftFromDetails(details));
        setLoad({ state: 'ready', country: details.country });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [user.user_id, navigate, attempt]);

  const update = useCallback(
    (change: Partial<InfoDraft>) =>
      setDraft((previous) => {
        const next = { ...previous, ...change };
        saveInfoDraft(user.user_id, next);
        return next;
      }),
    [user.user_id],
  );

  return (
    <section className="page page--medium">
      <SetupStages current="personal" />
      <div className="card">
        <h1>{t('info.title')}</h1>
        <p className="muted">{t('info.lead')}</p>
        {load.state === 'loading' ? <Loading label={t('app.loading')} /> : null}
        {load.state === 'failed' ? (
          <div role="alert" className="stack">
            <p>{msg(load.message)}</p>
            <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('app.retry')}
            </button>
          </div>
        ) : null}
        {load.state === 'ready' ? (
          <InfoForm
            user={user}
            country={load.country}
            draft={draft}
            update={update}
            onSaved={() => {
              clearInfoDraft();
              navigate('/dashboard/profile/setup/identity');
            }}
          />
        ) : null}
      </div>
    </section>
  );
}

interface InfoFormProps {
  user: User;
  country: string;
  draft: InfoDraft;
  update: (change: Partial<InfoDraft>) => void;
  onSaved: () => void;
}

type BankCheck = { state: 'idle' } | { state: 'checking' } | { state: 'failed'; message: string };

function InfoForm({ user, country, draft, update, onSaved }: InfoFormProps) {
  const { t, msg } = useI18n();
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverFields, setServerFields] = useState<Readonly<Record<string, string>>>({});
  const [banks, setBanks] = useState<Bank[] | null>(null);
  const [banksFailed, setBanksFailed] = useState<string | null>(null);
  const [banksAttempt, setBanksAttempt] = useState(0);
  const [check, setCheck] = useState<BankCheck>({ state: 'idle' });
  /** A field to bring into view once the form is enabled again (after the server refused it). */
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => {
    if (busy || !focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [busy, focusId]);

  useEffect(() => {
    const controller = new AbortController();
    setBanksFailed(null);
    listBanks(country, controller.signal).then(setBanks, (error: unknown) => {
      if (!controller.signal.aborted) setBanksFailed(errorMessage(error));
    });
    return () => controller.abort();
  }, [country, banksAttempt]);

  const key = verificationKey(draft.accountNumber, draft.bankCode);
  const verified = draft.verifiedFor !== '' && draft.verifiedFor === key;
  const shouldCheck = Boolean(draft.bankCode) && needsBankVerification(draft.accountNumber) && !verified;

  // A 10-digit account number is checked with the bank, which names the holder.
  useEffect(() => {
    if (!shouldCheck) {
      setCheck({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setCheck({ state: 'checking' });
    verifyBankAccount(draft.accountNumber.trim(), draft.bankCode, controller.signal).then(
      (account) => {
        update({ accountName: account.accountName, verifiedFor: verificationKey(draft.accountNumber, draft.bankCode) });
        setCheck({ state: 'idle' });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setCheck({ state: 'failed', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [shouldCheck, draft.accountNumber, draft.bankCode, update]);

  const info = {
    country,
    gender: draft.gender,
    street: draft.street,
    city: draft.city,
    state: draft.state,
    kinFullName: draft.kinFullName,
    kinRelationship: draft.kinRelationship,
    kinEmail: draft.kinEmail,
    kinPhoneNumber: draft.kinPhoneNumber,
    kinResidentialAddress: draft.kinResidentialAddress,
    bankName: draft.bankName,
    bankAccountType: draft.accountType,
    bankAccountNumber: draft.accountNumber,
    bankAccountName: draft.accountName,
    nationalId: draft.idno,
  };
  const coreFields = tried ? validatePersonalInfo(info).fields : {};
  const error = (field: PersonalInfoField | 'alternativePhoneNumber' | 'bank_code'): string | null => {
    const text = (coreFields as Partial<Record<string, string>>)[field] ?? serverFields[field];
    return text ? msg(text) : null;
  };
  /** Changing a field clears the server's message for it. */
  const change = (fields: ReadonlyArray<string>, value: Partial<InfoDraft>) => {
    if (fields.some((field) => serverFields[field])) {
      setServerFields((previous) => Object.fromEntries(Object.entries(previous).filter(([name]) => !fields.includes(name))));
    }
    update(value);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    const result = validatePersonalInfo(info);
    if (result.first) {
      toast.error(msg(result.first), { id: TOAST_ID });
      return;
    }
    setBusy(true);
    try {
      const message = await updateDetails(user.user_id, {
        alternativePhoneNumber: draft.alternativePhoneNumber.trim(),
        gender: draft.gender,
        residence_street: draft.street.trim(),
        residence_city: draft.city.trim(),
        residence_state: draft.state,
        nextOfKin_fullName: draft.kinFullName.trim(),
        nextOfKin_relationship: draft.kinRelationship.trim(),
        nextOfKin_email: draft.kinEmail.trim(),
        nextOfKin_phoneNumber: draft.kinPhoneNumber.trim(),
        nextOfKin_residentialAddress: draft.kinResidentialAddress.trim(),
        bank_name: draft.bankName,
        bank_code: draft.bankCode,
        bank_accountType: draft.accountType,
        bank_accountNumber: draft.accountNumber.trim(),
        bank_accountName: draft.accountName.trim(),
        idno: draft.idno.trim(),
      });
      toast.success(msg(message ?? 'Details updated'), { id: TOAST_ID });
      onSaved();
    } catch (failure) {
      if (failure instanceof ApiError) {
        // The one conflict of this call (409): the national ID belongs to another client. Mark the
        // field, which is far above the button on a phone, and take the user to it.
        const conflict = failure.status === 409;
        setServerFields(conflict ? { ...failure.fields, idno: failure.message } : failure.fields);
        if (conflict) setFocusId('info-idno');
      }
      toast.error(msg(errorMessage(failure)), { id: TOAST_ID });
    } finally {
      setBusy(false);
    }
  }

  const areaLabel = country === 'Tanzania' ? t('info.region') : t('info.county');
  const choose = <option value="">{t('setup.choose')}</option>;
  const text = (
    id: string,
    label: string,
    field: PersonalInfoField | 'alternativePhoneNumber',
    name: keyof InfoDraft,
    extra: { type?: string; autoComplete?: string; inputMode?: 'tel' | 'email' | 'numeric' | 'text' } = {},
  ) => (
    <TextField
      id={id}
      label={label}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete ?? 'off'}
      inputMode={extra.inputMode}
      value={draft[name]}
      disabled={busy}
      error={error(field)}
      onChange={(event) => change([field], { [name]: event.target.value })}
    />
  );

  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
      <Group legend={t('info.about')}>
        <SelectField
          id="info-gender"
          label={t('info.gender')}
          value={draft.gender}
          disabled={busy}
          error={error('gender')}
          onChange={(event) => change(['gender'], { gender: event.target.value })}
        >
          {choose}
          {profileGenders().map((gender) => (
            <option key={gender} value={gender}>
              {msg(gender)}
            </option>
          ))}
        </SelectField>
        {text('info-idno', t('info.nationalId'), 'idno', 'idno', { inputMode: 'numeric' })}
        {text('info-alt-phone', t('info.altPhone'), 'alternativePhoneNumber', 'alternativePhoneNumber', {
          type: 'tel',
          inputMode: 'tel',
        })}
      </Group>

      <Group legend={t('info.residence')}>
        {text('info-street', t('info.street'), 'residence_street', 'street', { autoComplete: 'address-line1' })}
        {text('info-city', t('info.city'), 'residence_city', 'city', { autoComplete: 'address-level2' })}
        <SelectField
          id="info-state"
          label={areaLabel}
          value={draft.state}
          disabled={busy}
          error={error('residence_state')}
          onChange={(event) => change(['residence_state'], { state: event.target.value })}
        >
          {choose}
          {countryAreas(country).map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
        </SelectField>
      </Group>

      <Group legend={t('info.kin')}>
        {text('kin-name', t('info.kinName'), 'nextOfKin_fullName', 'kinFullName')}
        {text('kin-relationship', t('info.kinRelationship'), 'nextOfKin_relationship', 'kinRelationship')}
        {text('kin-email', t('info.kinEmail'), 'nextOfKin_email', 'kinEmail', { type: 'email', inputMode: 'email' })}
        {text('kin-phone', t('info.kinPhone'), 'nextOfKin_phoneNumber', 'kinPhoneNumber', { type: 'tel', inputMode: 'tel' })}
        {text('kin-address', t('info.kinAddress'), 'nextOfKin_residentialAddress', 'kinResidentialAddress')}
      </Group>

      <Group legend={t('info.bankSection')}>
        <SelectField
          id="bank-name"
          label={t('info.bank')}
          value={draft.bankCode}
          disabled={busy || banks === null}
          error={error('bank_name') ?? error('bank_code')}
          hint={banksFailed ? undefined : banks === null ? t('info.banksLoading') : undefined}
          onChange={(event) => {
            const bank = banks?.find((item) => item.code === event.target.value);
            change(['bank_name', 'bank_code'], { bankCode: bank?.code ?? '', bankName: bank?.name ?? '' });
          }}
        >
          {choose}
          {/* A bank saved earlier stays visible while the list loads. */}
          {banks === null && draft.bankCode ? <option value={draft.bankCode}>{draft.bankName}</option> : null}
          {(banks ?? []).map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </SelectField>
        {banksFailed ? (
          <div role="alert" className="form__result">
            <p>
              {t('info.banksFailed')} {msg(banksFailed)}
            </p>
            <button type="button" className="button button--small button--secondary" onClick={() => setBanksAttempt((n) => n + 1)}>
              {t('app.retry')}
            </button>
          </div>
        ) : null}
        <SelectField
          id="bank-account-type"
          label={t('info.accountType')}
          value={draft.accountType}
          disabled={busy}
          error={error('bank_accountType')}
          onChange={(event) => change(['bank_accountType'], { accountType: event.target.value })}
        >
          {choose}
          {bankAccountTypes().map((type) => (
            <option key={type} value={type}>
              {msg(type)}
            </option>
          ))}
        </SelectField>
        <TextField
          id="bank-account-number"
          label={t('info.accountNumber')}
          inputMode="numeric"
          autoComplete="off"
          value={draft.accountNumber}
          disabled={busy}
          error={error('bank_accountNumber') ?? (check.state === 'failed' ? msg(check.message) : null)}
          hint={check.state === 'checking' ? t('info.checking') : undefined}
          onChange={(event) => {
            const accountNumber = event.target.value;
            // A name the bank gave belongs to the number it was given for.
            const wasVerified = verified && verificationKey(accountNumber, draft.bankCode) !== draft.verifiedFor;
            change(['bank_accountNumber'], wasVerified ? { accountNumber, accountName: '', verifiedFor: '' } : { accountNumber });
          }}
        />
        {check.state === 'checking' ? (
          <p className="sr-only" role="status">
            {t('info.checking')}
          </p>
        ) : null}
        <TextField
          id="bank-account-name"
          label={t('info.accountName')}
          autoComplete="off"
          value={draft.accountName}
          readOnly={verified || check.state === 'checking'}
          disabled={busy}
          error={error('bank_accountName')}
          hint={verified ? t('info.verified') : undefined}
          onChange={(event) => change(['bank_accountName'], { accountName: event.target.value })}
        />
      </Group>

      <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
        {busy ? t('info.saving') : t('info.submit')}
      </button>
    </form>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">{legend}</legend>
      <div className="fieldset__grid">{children}</div>
    </fieldset>
  );
}
