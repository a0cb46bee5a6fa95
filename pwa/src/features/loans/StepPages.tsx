import { useMemo, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { SelectField, TextField } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { useTitle } from '../../components/useTitle';
import { ApiError } from '../../lib/api';
import { continuePath, stepFields, validateStep, stageAfter } from '../../lib/core-loans';
import { errorMessage } from '../../lib/errors';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';
import { getState, saveStep, unfinishedOf, type StepName } from './api';
import { ApplySteps, STAGED_STEPS } from './ApplySteps';
import { clearApplicationDrafts, stagedDraft, stepDraft } from './drafts';
import { resumeOf, stagedResume } from './flow';
import { useLoad } from './hooks';
import { DETAILS_UPDATED, isResumePrevious } from './messages';
import { LOANS_HOME, SUCCESS_PATH, TOAST_ID } from './parts';
import { stepBody } from './payload';
import { useLoanMsg } from './useLoanMsg';
import './loans.css';

const CALCULATOR_PATH = '/dashboard/consumer-credit/apply/calculator';
/** Pay day choices 1 to 31 (spec 000 section 9). */
const PAY_DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));

const STEPS: Readonly<Record<StepName, { marker: string; title: MessageKey; lead: MessageKey }>> = {
  address: { marker: 'contact', title: 'loans.contact.title', lead: 'loans.contact.lead' },
  employer: { marker: 'employer', title: 'loans.employer.title', lead: 'loans.employer.lead' },
  bank: { marker: 'bank', title: 'loans.bank.title', lead: 'loans.bank.lead' },
};

export const ContactInfoPage = () => <StagedStepPage step="address" />;
export const EmployerInfoPage = () => <StagedStepPage step="employer" />;
export const BankInfoPage = () => <StagedStepPage step="bank" />;

/**
 * A step of the staged application after the calculator: the loan is this visit's (or the server's
 * saved) application, and the page shown is the one its stage calls for (core `continuePath`).
 */
function StagedStepPage({ step }: { step: StepName }) {
  const { t } = useI18n();
  const session = useSession();
  const location = useLocation();
  const userId = session?.user.user_id ?? '';
  const draft = stagedDraft.load(userId);
  const known = draft ? stagedResume(draft.loanId, draft.stage) : null;
  // Without a draft (another device, a new visit), ask the server for the open application.
  const [state] = useLoad(known ? 'known' : `state:${userId}`, (signal) =>
    known ? Promise.resolve(null) : getState(userId, false, signal).then(resumeOf),
  );
  useTitle(t(STEPS[step].title));

  if (!session) return null;
  if (!known && state.state === 'loading') return <Loading label={t('app.loading')} />;
  const resume = known ?? (state.state === 'ready' ? state.value : null);
  if (!resume || resume.kind !== 'staged') {
    // A complete application (bank_added) has nothing to continue; nothing open starts at the calculator.
    return <Navigate to={draft?.stage && !known ? LOANS_HOME : CALCULATOR_PATH} replace />;
  }
  if (resume.path !== location.pathname) return <Navigate to={resume.path} replace />;
  return (
    <section className="page page--medium">
      <ApplySteps steps={STAGED_STEPS} current={STEPS[step].marker} />
      <div className="card">
        <h1>{t(STEPS[step].title)}</h1>
        <p className="muted">{t(STEPS[step].lead)}</p>
        <StepForm key={step} step={step} userId={userId} loanId={resume.loanId} />
      </div>
    </section>
  );
}

function StepForm({ step, userId, loanId }: { step: StepName; userId: string; loanId: string }) {
  const { t } = useI18n();
  const loanMsg = useLoanMsg();
  const navigate = useNavigate();
  const fields = useMemo(() => stepFields(step), [step]);
  const store = useMemo(() => stepDraft(step, fields), [step, fields]);
  const [values, setValues] = useState<Record<string, string>>(() => store.load(userId) ?? Object.fromEntries(fields.map((f) => [f, ''])));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverFields, setServerFields] = useState<Readonly<Record<string, string>>>({});
  const errors = validateStep(
    step,
    fields.map((field) => values[field] ?? ''),
  );

  function update(field: string, value: string) {
    setValues((previous) => {
      const next = { ...previous, [field]: value };
      store.save(userId, next);
      return next;
    });
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
    setServerFields((previous) => (previous[field] ? { ...previous, [field]: '' } : previous));
  }

  function go(loan: string, stage: string) {
    stagedDraft.save(userId, { loanId: loan, stage });
    const next = continuePath(stage);
    if (next) {
      void navigate(next);
      return;
    }
    clearApplicationDrafts();
    void navigate(SUCCESS_PATH);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    if (errors.first) {
      toast.error(loanMsg(errors.first), { id: TOAST_ID });
      return;
    }
    setBusy(true);
    try {
      const { message, loan } = await saveStep(step, loanId, stepBody(fields, values));
      toast.success(loanMsg(message ?? DETAILS_UPDATED), { id: TOAST_ID });
      store.clear();
      go(loanId, loan?.stage ?? stageAfter(step) ?? '');
    } catch (error) {
      const text = errorMessage(error);
      toast.error(loanMsg(text), { id: TOAST_ID });
      const unfinished = unfinishedOf(error);
      if (unfinished) go(unfinished.loanId, unfinished.stage);
      else if (isResumePrevious(text)) void navigate('/dashboard/consumer-credit');
      else if (error instanceof ApiError) setServerFields(error.fields);
    } finally {
      setBusy(false);
    }
  }

  const shown = (field: string): string | null => {
    const text = (tried || touched.has(field) ? errors.fields[field] : undefined) ?? serverFields[field];
    return text ? loanMsg(text) : null;
  };
  const label = (field: string) => t(`loans.field.${field}` as MessageKey);

  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
      <div className="fieldset__grid">
        {fields.map((field) =>
          field === 'payDay' ? (
            <SelectField
              key={field}
              id={`loan-${field}`}
              label={label(field)}
              value={values[field] ?? ''}
              disabled={busy}
              error={shown(field)}
              onChange={(event) => update(field, event.target.value)}
            >
              <option value="">{t('loans.choose')}</option>
              {PAY_DAYS.map((day) => (
                <option key={day} value={day}>
                  {day}
                </option>
              ))}
            </SelectField>
          ) : (
            <TextField
              key={field}
              id={`loan-${field}`}
              label={label(field)}
              inputMode={field === 'yearsInBusiness' || field === 'accountNumber' ? 'numeric' : undefined}
              autoComplete="off"
              value={values[field] ?? ''}
              disabled={busy}
              error={shown(field)}
              onChange={(event) => update(field, event.target.value)}
            />
          ),
        )}
      </div>
      <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
        {busy ? t('loans.saving') : t('loans.continueButton')}
      </button>
    </form>
  );
}
