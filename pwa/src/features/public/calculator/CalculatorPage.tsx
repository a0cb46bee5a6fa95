import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SelectField, TextField } from '../../../components/Field';
import { useTitle } from '../../../components/useTitle';
import { formatTypedAmount, mayOpen } from '../../../lib/core';
import { calculatorPeriods, evaluateCalculator, loanPurposes } from '../../../lib/core-money';
import { useI18n } from '../../../lib/i18n';
import { rememberReturn } from '../../../lib/returnTo';
import { useSession } from '../../../lib/useSession';
import { loadDraft, saveDraft, type CalculatorDraft } from './draft';

/** Where "Continue" leads: the first step of the loan application (after signing in). */
const APPLY_PATH = '/dashboard/consumer-credit/apply/calculator';

type FieldName = keyof CalculatorDraft;

export function CalculatorPage() {
  const { t, msg } = useI18n();
  const navigate = useNavigate();
  const session = useSession();
  const [draft, setDraft] = useState<CalculatorDraft>(loadDraft);
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(() => {
    const initial = loadDraft();
    return new Set((Object.keys(initial) as FieldName[]).filter((key) => Boolean(initial[key])));
  });
  const periods = useMemo(calculatorPeriods, []);
  const purposes = useMemo(loanPurposes, []);
  useTitle(t('calc.title'));

  const outcome = useMemo(
    () => evaluateCalculator(draft.proposedAmount, draft.proposedDuration, draft.monthlyIncome, draft.employmentStatus),
    [draft],
  );

  useEffect(() => {
    saveDraft(draft);
  }, [draft]);

  function update<K extends FieldName>(name: K, value: CalculatorDraft[K]) {
    setDraft((current) => ({ ...current, [name]: value }));
    touch(name);
  }

  function touch(name: FieldName) {
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  }

  const shown = (name: FieldName, message: string | null) => (touched.has(name) && message ? msg(message) : null);

  function periodLabel(months: number): string {
    if (months < 12) return t('calc.months', { n: months });
    if (months === 12) return t('calc.year');
    return t('calc.years', { n: months / 12 });
  }

  function onContinue() {
    if (!outcome.canContinue) return;
    if (session && mayOpen(session.user.role, APPLY_PATH)) {
      void navigate(APPLY_PATH);
      return;
    }
    rememberReturn(APPLY_PATH);
    void navigate('/signin');
  }

  const eligibility =
    touched.has('proposedAmount') && touched.has('monthlyIncome') && outcome.eligibilityError
      ? msg(outcome.eligibilityError)
      : null;

  return (
    <section className="page page--narrow">
      <div className="card">
        <h1>{t('calc.title')}</h1>
        <p className="muted">{t('calc.lead')}</p>
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onContinue();
          }}
        >
          <TextField
            id="proposedAmount"
            label={t('calc.amount')}
            prefix={t('money.ksh')}
            inputMode="numeric"
            autoComplete="off"
            value={draft.proposedAmount}
            onChange={(event) => update('proposedAmount', formatTypedAmount(event.target.value))}
            onBlur={() => touch('proposedAmount')}
            error={shown('proposedAmount', outcome.amountError)}
            hint={t('calc.amountHint')}
          />
          <SelectField
            id="proposedDuration"
            label={t('calc.period')}
            value={String(draft.proposedDuration)}
            onChange={(event) => update('proposedDuration', Number(event.target.value))}
            onBlur={() => touch('proposedDuration')}
            error={shown('proposedDuration', outcome.durationError)}
          >
            <option value="0">{t('calc.choose')}</option>
            {periods.map((months) => (
              <option key={months} value={months}>
                {periodLabel(months)}
              </option>
            ))}
          </SelectField>
          <TextField
            id="monthlyIncome"
            label={t('calc.income')}
            prefix={t('money.ksh')}
            inputMode="numeric"
            autoComplete="off"
            value={draft.monthlyIncome}
            onChange={(event) => update('monthlyIncome', formatTypedAmount(event.target.value))}
            onBlur={() => touch('monthlyIncome')}
            error={shown('monthlyIncome', outcome.incomeError)}
            hint={t('calc.incomeHint')}
          />
          <SelectField
            id="employmentStatus"
            label={t('calc.purpose')}
            value={draft.employmentStatus}
            onChange={(event) => update('employmentStatus', event.target.value)}
            onBlur={() => touch('employmentStatus')}
            error={shown('employmentStatus', outcome.purposeError)}
          >
            <option value="">{t('calc.choose')}</option>
            {purposes.map((purpose) => (
              <option key={purpose} value={purpose}>
                {msg(purpose)}
              </option>
            ))}
          </SelectField>
          <TextField
            id="proposedMonthyRepayment"
            label={t('calc.estimate')}
            prefix={t('money.ksh')}
            className="input--result"
            readOnly
            value={outcome.estimate ?? ''}
            placeholder="—"
            error={eligibility}
            aria-live="polite"
          />
          <p className="field__hint">{t('calc.note')}</p>
          <button type="submit" className="button button--block" disabled={!outcome.canContinue}>
            {t('calc.continue')}
          </button>
        </form>
      </div>
    </section>
  );
}
