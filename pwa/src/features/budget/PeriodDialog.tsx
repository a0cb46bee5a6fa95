/**
 * Add Period / Edit Period (spec 002 section 2.3): the period's number and its first and last days,
 * checked by core against the budget on this phone, saved through the offline engine; an edited one
 * can be removed.
 */
import { useId, useState } from 'react';
import { DateField } from '../../components/DateField';
import { TextField } from '../../components/Field';
import type { PeriodRecord } from '../../lib/core-budget';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';
import { newRecordId, type StoredRecord } from '../../lib/sync';
import { BudgetDialog } from './BudgetDialog';
import { useBudgetSave } from './useBudgetSave';
import { PERIOD_ENTITY } from './entities';
import './entities';

interface PeriodDialogProps {
  saved: StoredRecord<PeriodRecord> | null;
  periods: readonly StoredRecord<PeriodRecord>[];
  onClose: () => void;
}

/** The next period: numbered after the last, starting the day after it ends. */
function nextPeriod(periods: readonly StoredRecord<PeriodRecord>[]): { number: string; from: string } {
  const last = [...periods].sort((a, b) => Number(b.record.number) - Number(a.record.number))[0]?.record;
  if (!last) return { number: '1', from: '' };
  const after = new Date(`${last.to}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  return { number: String(Number(last.number) + 1), from: Number.isNaN(after.getTime()) ? '' : after.toISOString().slice(0, 10) };
}

export function PeriodDialog({ saved, periods, onClose }: PeriodDialogProps) {
  const { t } = useI18n();
  const user = useSession()?.user;
  const id = useId();
  const [first] = useState(() => nextPeriod(periods));
  const [number, setNumber] = useState(saved ? String(saved.record.number) : first.number);
  const [from, setFrom] = useState(saved?.record.from ?? first.from);
  const [to, setTo] = useState(saved?.record.to ?? '');
  const { busy, problem, save: keep } = useBudgetSave(PERIOD_ENTITY, onClose);

  async function save(removed: boolean) {
    const record: PeriodRecord = {
      id: saved?.id ?? newRecordId(),
      businessId: user?.businessId ?? '',
      number: number.trim(),
      from,
      to,
      removed,
    };
    await keep(record);
  }

  return (
    <BudgetDialog
      title={saved ? t('budget.period.editTitle', { number: saved.record.number }) : t('budget.period.addTitle')}
      problem={problem}
      busy={busy}
      onSave={() => void save(false)}
      onRemove={saved ? () => void save(true) : null}
      removeText={t('budget.removePeriod')}
      removeName={t('budget.table.period', { number: saved?.record.number ?? '' })}
      onClose={onClose}
    >
      <TextField id={`${id}-number`} label={t('budget.period.number')} value={number} inputMode="numeric" onChange={(e) => setNumber(e.target.value)} />
      <DateField id={`${id}-from`} label={t('budget.period.from')} value={from} onChange={setFrom} />
      <DateField id={`${id}-to`} label={t('budget.period.to')} value={to} onChange={setTo} min={from || undefined} />
    </BudgetDialog>
  );
}
