/** Add or edit an investment (spec 002 section 4.1): narration, type, amount and a bounded date. */
import { dateInputBounds } from '../../lib/core-bookkeeping';
import { useI18n } from '../../lib/i18n';
import type { StoredRecord } from '../../lib/sync';
import { DateInput, NumberInput, Picker, TextInput } from './fields';
import { emptyForm, formFromRecord } from './forms';
import { lookupOptions } from './options';
import type { InvestmentRecord } from './records';
import { RecordModal } from './RecordModal';
import { useLookups } from './screen';
import { useForm } from './useForm';
import { useSave } from './useSave';

const nothingPicked = () => true;

export function InvestmentModal({ saved, onClose, onSaved }: { saved: StoredRecord<InvestmentRecord> | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useI18n();
  const lookups = useLookups();
  const { form, set } = useForm(() => (saved ? formFromRecord('investment', saved.record) : emptyForm('investment')));
  const saving = useSave('investment', saved, nothingPicked, onSaved);
  const bounds = dateInputBounds();
  return (
    <RecordModal
      title={t(saved ? 'digikua.form.editInvestment' : 'digikua.link.addInvestment')}
      saving={saving}
      form={form}
      onClose={onClose}
    >
      <TextInput
        id="investment-narration"
        label={t('digikua.form.investmentNarration')}
        value={form['investmentNarration'] ?? ''}
        onChange={set('investmentNarration')}
      />
      <Picker
        id="investment-type"
        label={t('digikua.form.investmentType')}
        value={form['typeOfInvestment'] ?? ''}
        onChange={set('typeOfInvestment')}
        options={lookupOptions(lookups.investmentType)}
      />
      <NumberInput
        id="investment-amount"
        label={t('digikua.form.investmentAmount')}
        value={form['investmentAmount'] ?? ''}
        onChange={set('investmentAmount')}
      />
      <DateInput
        id="investment-date"
        label={t('digikua.form.investmentDate')}
        value={form['investmentDate'] ?? ''}
        onChange={set('investmentDate')}
        min={bounds.min}
        max={bounds.max}
      />
    </RecordModal>
  );
}
