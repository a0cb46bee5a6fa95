import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { SelectField, TextField } from '../../components/Field';
import { useTitle } from '../../components/useTitle';
import { formatTypedAmount } from '../../lib/core';
import { calculatorPeriods, evaluateCalculator, loanPurposes } from '../../lib/core-money';
import { amountDigits, continuePath } from '../../lib/core-loans';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';
import { applyStaged, unfinishedOf } from './api';
import { ApplySteps, STAGED_STEPS } from './ApplySteps';
import { calculatorDraft, publicCalculatorValues, stagedDraft, type CalculatorDraft } from './drafts';
import { useResume } from './hooks';
import { isResumePrevious } from './messages';
import { TOAST_ID } from './parts';
import { stagedApplication } from './payload';
import { useLoanMsg } from './useLoanMsg';
import './loans.css';

type Field = keyof CalculatorDraft;
const EMPTY: CalculatorDraft = { proposedAmount: '', proposedDuration: '', monthlyIncome: '', employmentStatus: '' };

/**
 * /dashboard/consumer-credit/apply/calculator: the staged application's first step, with the public
 * calculator's rules (core `evaluateCalculator`): amount, period, income, purpose and the estimate.
 */
export function CalculatorStepPage() {
  const { t } = useI18n();
  const loanMsg = useLoanMsg();
  const navigate = useNavigate();
  const session = useSession();
  const userId = session?.user.user_id ?? '';
  const resume = useResume(userId);
  // What was typed here, else what the client worked out on the public calculator before signing in.
  const [draft, setDraft] = useState<CalculatorDraft>(() => calculatorDraft.load(userId) ?? publicCalculatorValues() ?? EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(
    () => new Set((Object.keys(draft) as Field[]).filter((field) => Boolean(draft[field]))),
  );
  const [busy, setBusy] = useState(false);
  const periods = useMemo(calculatorPeriods, []);
  const purposes = useMemo(loanPurposes, []);
  useTitle(t('loans.calc.title'));

  const months = Number(draft.proposedDuration) || 0;
  const outcome = useMemo(
    () => evaluateCalculator(draft.proposedAmount, months, draft.monthlyIncome, draft.employmentStatus),
    [draft, months],
  );

  if (!session) return null;

  function update(field: Field, value: string) {
    setDraft((previous) => {
      const next = { ...previous, [field]: value };
      calculatorDraft.save(userId, next);
      return next;
    });
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  }

  const shown = (field: Field, text: string | null) => (touched.has(field) && text ? loanMsg(text) : null);

  function go(loanId: string, stage: string) {
    stagedDraft.save(userId, { loanId, stage });
    void navigate(continuePath(stage) ?? '/dashboard/consumer-credit');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setTouched(new Set(Object.keys(EMPTY) as Field[]));
    if (!outcome.canContinue || !outcome.estimate) {
      if (outcome.firstError) toast.error(loanMsg(outcome.firstError), { id: TOAST_ID });
      return;
    }
    setBusy(true);
    try {
      const loan = await applyStaged(
        userId,
        stagedApplication({
          proposedAmount: amountDigits(draft.proposedAmount),
          proposedDuration: String(months),
          monthlyIncome: amountDigits(draft.monthlyIncome),
          employmentStatus: draft.employmentStatus,
          estimate: amountDigits(outcome.estimate),
        }),
      );
      calculatorDraft.clear();
      go(loan._id, loan.stage ?? 'calculated');
    } catch (error) {
      const text = errorMessage(error);
      toast.error(loanMsg(text), { id: TOAST_ID });
      // 'complete your previuos loan request': the saved loan is reused, resumed at its stage. An open
      // fund-flow request (stage proposal/fund) has no staged step: it resumes at the server's saved path.
      const unfinished = unfinishedOf(error);
      if (unfinished && continuePath(unfinished.stage)) go(unfinished.loanId, unfinished.stage);
      else if (unfinished || isResumePrevious(text)) await resume().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }

  function periodLabel(value: number): string {
    if (value < 12) return t('loans.months', { n: value });
    if (value === 12) return t('loans.year');
    return t('loans.years', { n: value / 12 });
  }

  return (
    <section className="page page--narrow">
      <ApplySteps steps={STAGED_STEPS} current="calculator" />
      <div className="card">
        <h1>{t('loans.calc.title')}</h1>
        <p className="muted">{t('loans.calc.lead')}</p>
        <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
          <TextField
            id="proposedAmount"
            label={t('loans.calc.amount')}
            prefix={t('loans.ksh')}
            inputMode="numeric"
            autoComplete="off"
            value={draft.proposedAmount}
            disabled={busy}
            error={shown('proposedAmount', outcome.amountError)}
            onChange={(event) => update('proposedAmount', formatTypedAmount(event.target.value))}
          />
          <SelectField
            id="proposedDuration"
            label={t('loans.calc.period')}
            value={draft.proposedDuration}
            disabled={busy}
            error={shown('proposedDuration', outcome.durationError)}
            onChange={(event) => update('proposedDuration', event.target.value)}
          >
            <option value="">{t('loans.choose')}</option>
            {periods.map((value) => (
              <option key={value} value={String(value)}>
                {periodLabel(value)}
              </option>
            ))}
          </SelectField>
          <TextField
            id="monthlyIncome"
            label={t('loans.calc.income')}
            prefix={t('loans.ksh')}
            inputMode="numeric"
            autoComplete="off"
            value={draft.monthlyIncome}
            disabled={busy}
            error={shown('monthlyIncome', outcome.incomeError)}
            onChange={(event) => update('monthlyIncome', formatTypedAmount(event.target.value))}
          />
          <SelectField
            id="employmentStatus"
            label={t('loans.calc.purpose')}
            value={draft.employmentStatus}
            disabled={busy}
            error={shown('employmentStatus', outcome.purposeError)}
            onChange={(event) => update('employmentStatus', event.target.value)}
          >
            <option value="">{t('loans.choose')}</option>
            {purposes.map((purpose) => (
              <option key={purpose} value={purpose}>
                {loanMsg(purpose)}
              </option>
            ))}
          </SelectField>
          <TextField
            id="proposedMonthyRepayment"
            label={t('loans.calc.estimate')}
            prefix={t('loans.ksh')}
            className="input--result"
            readOnly
            value={outcome.estimate ?? ''}
            placeholder="—"
            error={touched.has('proposedAmount') && touched.has('monthlyIncome') ? shown('monthlyIncome', outcome.eligibilityError) : null}
            aria-live="polite"
          />
          <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
            {busy ? t('loans.saving') : t('loans.continueButton')}
          </button>
        </form>
      </div>
    </section>
  );
}
