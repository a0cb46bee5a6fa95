import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { SelectField, TextField } from '../../components/Field';
import { ApiError } from '../../lib/api';
import { validateFund, type FundField } from '../../lib/core-loans';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { saveFund, type Fund, type FundDraft } from './funds';
import './texts';

interface FundFormProps {
  /** The form's accessible name. */
  name: string;
  /** The fund being edited, or null for a new one. */
  fund: Fund | null;
  initial: FundDraft;
  onSaved: (fund: Fund) => void;
  onCancel?: () => void;
}

type Errors = Partial<Record<FundField, string>>;

/** Create or edit a fund: every field checked by core `validateFund` before it is sent. */
export function FundForm({ name, fund, initial, onSaved, onCancel }: FundFormProps) {
  const { t, msg } = useI18n();
  const [draft, setDraft] = useState<FundDraft>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const prefix = fund ? `fund-${fund.id}` : 'fund-new';

  function set<K extends keyof FundDraft>(key: K, value: FundDraft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key as FundField];
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const checked = validateFund(draft);
    setErrors(checked.fields);
    if (!checked.isEmpty) return;
    setSaving(true);
    try {
      const saved = await saveFund(fund?.id ?? null, draft);
      toast.success(msg(saved.message ?? t('lending.funds.saved')));
      onSaved(saved.fund);
      if (!fund) setDraft(initial);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields as Errors);
      toast.error(msg(errorMessage(error)));
    } finally {
      setSaving(false);
    }
  }

  const error = (field: FundField) => (errors[field] ? msg(errors[field]) : null);
  const id = (field: string) => `${prefix}-${field}`;

  return (
    <form className="form lend-fund-form" aria-label={name} onSubmit={submit} noValidate>
      <TextField id={id('name')} label={t('lending.funds.name')} value={draft.name} error={error('name')} onChange={(e) => set('name', e.target.value)} />
      <div className="field">
        <label className="field__label" htmlFor={id('description')}>
          {t('lending.funds.description')}
        </label>
        <textarea
          id={id('description')}
          className="input lend-textarea"
          rows={2}
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </div>
      <div className="form__row">
        <SelectField id={id('currency')} label={t('lending.funds.currency')} value={draft.currency} error={error('currency')} onChange={(e) => set('currency', e.target.value)}>
          <option value="">{t('lending.choose')}</option>
          <option value="KES">{t('lending.funds.kes')}</option>
          <option value="TZS">{t('lending.funds.tzs')}</option>
        </SelectField>
        <TextField
          id={id('maxLoan')}
          label={t('lending.funds.maxLoan')}
          inputMode="numeric"
          autoComplete="off"
          value={draft.maxLoan}
          error={error('maxLoan')}
          onChange={(e) => set('maxLoan', e.target.value)}
        />
      </div>
      <TextField
        id={id('website')}
        label={t('lending.funds.website')}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={draft.website}
        error={error('website')}
        onChange={(e) => set('website', e.target.value)}
      />
      <label className="lend-check">
        <input type="checkbox" checked={draft.banded} onChange={(e) => set('banded', e.target.checked)} />
        <span>{t('lending.funds.banded')}</span>
      </label>
      <div className="form__row">
        <TextField
          id={id('annualInterest')}
          label={t('lending.funds.annualInterest')}
          hint={draft.banded ? t('lending.funds.bandedHint') : undefined}
          inputMode="decimal"
          autoComplete="off"
          disabled={draft.banded}
          value={draft.annualInterest}
          error={error('annualInterest')}
          onChange={(e) => set('annualInterest', e.target.value)}
        />
        <TextField
          id={id('years')}
          label={t('lending.funds.years')}
          hint={t('lending.funds.yearsHint')}
          inputMode="decimal"
          autoComplete="off"
          value={draft.maxRepayDurationYears}
          error={error('maxRepayDurationYears')}
          onChange={(e) => set('maxRepayDurationYears', e.target.value)}
        />
      </div>
      <div className="form__row">
        <TextField
          id={id('interval')}
          label={t('lending.funds.interval')}
          hint={t('lending.funds.intervalHint')}
          inputMode="numeric"
          autoComplete="off"
          value={draft.repaymentIntervalDays}
          error={error('repaymentIntervalDays')}
          onChange={(e) => set('repaymentIntervalDays', e.target.value)}
        />
        <TextField
          id={id('grace')}
          label={t('lending.funds.grace')}
          inputMode="numeric"
          autoComplete="off"
          value={draft.graceDays}
          error={error('graceDays')}
          onChange={(e) => set('graceDays', e.target.value)}
        />
        <TextField
          id={id('penalty')}
          label={t('lending.funds.penalty')}
          inputMode="numeric"
          autoComplete="off"
          value={draft.penaltyFee}
          error={error('penaltyFee')}
          onChange={(e) => set('penaltyFee', e.target.value)}
        />
      </div>
      <label className="lend-check">
        <input type="checkbox" checked={draft.active} onChange={(e) => set('active', e.target.checked)} />
        <span>{t('lending.funds.activeLabel')}</span>
      </label>
      <div className="lend-actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('lending.funds.saving') : t(fund ? 'lending.funds.update' : 'lending.funds.create')}
        </button>
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('lending.actions.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
