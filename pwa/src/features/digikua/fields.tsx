/** The inputs of the DigiKua forms: text, number, date and pickers, each labelled. */
import { DateField } from '../../components/DateField';
import { SelectField, TextField } from '../../components/Field';
import { useI18n } from '../../lib/i18n';

export interface Option {
  value: string;
  label: string;
}

interface Common {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string | undefined;
  disabled?: boolean;
}

export function TextInput({ id, label, value, onChange, hint, disabled, type = 'text' }: Common & { type?: 'text' | 'tel' }) {
  return (
    <TextField
      id={`dk-${id}`}
      label={label}
      hint={hint}
      type={type}
      inputMode={type === 'tel' ? 'tel' : undefined}
      autoComplete="off"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A number box: the phone's number keyboard; what it holds goes to core as typed. */
export function NumberInput({ id, label, value, onChange, hint, whole = false }: Common & { whole?: boolean }) {
  return (
    <TextField
      id={`dk-${id}`}
      label={label}
      hint={hint}
      type="number"
      inputMode={whole ? 'numeric' : 'decimal'}
      step={whole ? 1 : 'any'}
      min={0}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A date box, dd/mm/yyyy, its calendar bounded by core's bounds (core says a date out of them on save). */
export function DateInput({ id, label, value, onChange, min, max }: Common & { min?: string | undefined; max: string }) {
  return <DateField id={`dk-${id}`} label={label} min={min} max={max} value={value} onChange={onChange} />;
}

/**
 * A picker with 'Choose…' first; a saved value missing from the options stays shown. `required`: a
 * field with a default (a product's status) offers no empty 'Choose…' entry once it has a value.
 */
export function Picker({ id, label, value, onChange, options, hint, disabled, required }: Common & { options: readonly Option[]; required?: boolean }) {
  const { t } = useI18n();
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <SelectField id={`dk-${id}`} label={label} hint={hint} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
      {required && value !== '' ? null : <option value="">{t('digikua.form.choose')}</option>}
      {known ? null : <option value={value}>{value}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}
