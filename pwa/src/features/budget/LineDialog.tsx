/**
 * Add Expense / Edit (spec 002 section 2.3): a budget line's name, whether it is an operating or a
 * capital expense, the DigiKua expense types whose spending is its actual, and an amount per period.
 * Checked by core against the budget on this phone, saved through the offline engine; a saved line
 * can be removed.
 */
import { useId, useMemo, useState } from 'react';
import { TextField } from '../../components/Field';
import { lookupLists } from '../../lib/core-bookkeeping';
import type { LineRecord, Nature, ReportPeriod } from '../../lib/core-budget';
import { useI18n } from '../../lib/i18n';
import { newRecordId, type StoredRecord } from '../../lib/sync';
import { typedFromIso } from '../../lib/typedDate';
import { useSession } from '../../lib/useSession';
import { BudgetDialog } from './BudgetDialog';
import { useBudgetSave } from './useBudgetSave';
import { LINE_ENTITY } from './entities';

interface LineDialogProps {
  saved: StoredRecord<LineRecord> | null;
  periods: readonly ReportPeriod[];
  onClose: () => void;
}

const NATURES: readonly Nature[] = ['Operating', 'Capital'];

export function LineDialog({ saved, periods, onClose }: LineDialogProps) {
  const { t, lang } = useI18n();
  const user = useSession()?.user;
  const id = useId();
  const expenseTypes = useMemo(() => lookupLists(lang).expenseType, [lang]);
  const [name, setName] = useState(saved?.record.name ?? '');
  const [nature, setNature] = useState<string>(saved?.record.nature ?? '');
  const [types, setTypes] = useState<readonly string[]>(saved?.record.expenseTypes ?? []);
  const [amounts, setAmounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(periods.map((p) => [p.id, String(saved?.record.amounts?.[p.id] ?? '')])),
  );
  const { busy, problem, save: keep } = useBudgetSave(LINE_ENTITY, onClose);

  const flipType = (type: string) => setTypes((was) => (was.includes(type) ? was.filter((t) => t !== type) : [...was, type]));

  async function save(removed: boolean) {
    // A blank amount is none; only the budget's periods are sent (a removed period's amount is left out).
    const filled = Object.fromEntries(Object.entries(amounts).filter(([, amount]) => amount.trim() !== ''));
    const record: LineRecord = {
      id: saved?.id ?? newRecordId(),
      businessId: user?.businessId ?? '',
      name,
      nature,
      expenseTypes: [...types],
      amounts: filled,
      removed,
    };
    await keep(record);
  }

  return (
    <BudgetDialog
      title={saved ? t('budget.line.editTitle', { name: saved.record.name }) : t('budget.line.addTitle')}
      problem={problem}
      busy={busy}
      onSave={() => void save(false)}
      onRemove={saved ? () => void save(true) : null}
      removeName={saved?.record.name ?? ''}
      removeText={t('budget.removeLine')}
      onClose={onClose}
    >
      <TextField id={`${id}-name`} label={t('budget.line.name')} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      <fieldset className="budget-dialog__choices">
        <legend>{t('budget.line.nature')}</legend>
        {NATURES.map((n) => (
          <label key={n}>
            <input type="radio" name={`${id}-nature`} value={n} checked={nature === n} onChange={() => setNature(n)} />
            {t(n === 'Operating' ? 'budget.line.operating' : 'budget.line.capital')}
          </label>
        ))}
      </fieldset>
      <fieldset className="budget-dialog__choices budget-dialog__types">
        <legend>{t('budget.line.types')}</legend>
        <p className="field__hint">{t('budget.line.types.hint')}</p>
        {expenseTypes.map((type) => (
          <label key={type.id}>
            <input type="checkbox" checked={types.includes(type.id)} onChange={() => flipType(type.id)} />
            {type.name}
          </label>
        ))}
      </fieldset>
      <fieldset className="budget-dialog__amounts">
        <legend>{t('budget.line.amounts')}</legend>
        {periods.length === 0 ? <p className="field__hint">{t('budget.line.needPeriods')}</p> : null}
        {periods.map((p) => (
          <TextField
            key={p.id}
            id={`${id}-amount-${p.id}`}
            label={t('budget.line.amountFor', { number: p.number, from: typedFromIso(p.from), to: typedFromIso(p.to) })}
            value={amounts[p.id] ?? ''}
            inputMode="decimal"
            onChange={(e) => setAmounts((was) => ({ ...was, [p.id]: e.target.value }))}
          />
        ))}
      </fieldset>
    </BudgetDialog>
  );
}
