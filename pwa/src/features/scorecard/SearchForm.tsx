/** The scorecard search: business, year and quarter from the server's lists; Search checks them in that order. */
import { useId, useState, type FormEvent } from 'react';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import type { Options } from './api';
import type { Choice } from './paths';
import { firstMissing } from './search';

export function SearchForm({ options, initial, onSearch }: { options: Options; initial: Choice; onSearch: (choice: Choice) => void }) {
  const { t } = useI18n();
  const id = useId();
  const [form, setForm] = useState(initial);
  const quarters = options.quarters[form.year] ?? [];
  const set = (field: keyof Choice) => (event: { target: { value: string } }) =>
    setForm((was) => ({ ...was, [field]: event.target.value, ...(field === 'year' ? { quarter: '' } : {}) }));

  function search(event: FormEvent) {
    event.preventDefault();
    const missing = firstMissing(form);
    if (missing) toast.error(t(missing));
    else onSearch(form);
  }

  return (
    <form className="card sc-search" onSubmit={search} noValidate>
      <label htmlFor={`${id}b`}>{t('scorecard.search.business')}</label>
      <select className="input select" id={`${id}b`} value={form.business} onChange={set('business')}>
        <option value="">{t('scorecard.search.choose')}</option>
        {options.businesses.map((business) => (
          <option key={business.id} value={business.id}>
            {business.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}y`}>{t('scorecard.search.year')}</label>
      <select className="input select" id={`${id}y`} value={form.year} onChange={set('year')}>
        <option value="">{t('scorecard.search.choose')}</option>
        {options.years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}q`}>{t('scorecard.search.quarter')}</label>
      <select className="input select" id={`${id}q`} value={form.quarter} onChange={set('quarter')}>
        <option value="">{t('scorecard.search.choose')}</option>
        {quarters.map((quarter) => (
          <option key={quarter} value={quarter}>
            {`Q${quarter}`}
          </option>
        ))}
      </select>
      <button type="submit" className="button">
        {t('scorecard.search.submit')}
      </button>
    </form>
  );
}
