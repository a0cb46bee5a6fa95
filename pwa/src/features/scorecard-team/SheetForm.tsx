/**
 * The coach's scoring sheet of a business and quarter (docs/scorecards.md, "The coach's scoring
 * sheet"): the licences and playbook checklists, the ratings 0–5, the month the business started,
 * coach meetings and check-ins attended. Every entry is optional; core checks the sheet on the
 * server and its first problem is shown as sent.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/errors';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useRemote } from '../../lib/useRemote';
import { fetchSheet, RATINGS, saveSheet, type Sheet, type SheetRow } from './api';

const orNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** A row's value as typed: a rating crosses as a number, a day (`yyyy-mm-dd`) as text, nothing as null. */
function typedValue(value: SheetRow['value']): SheetRow['value'] {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text) return null;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

const typedRows = (rows: SheetRow[]) => rows.map((row) => ({ ...row, value: typedValue(row.value) }));

export function SheetForm({ businessId, year, quarter }: { businessId: string; year: number; quarter: number }) {
  const { t, msg } = useI18n();
  const remote = useRemote(`sheet-${businessId}-${year}-${quarter}`, (signal) => fetchSheet(businessId, year, quarter, signal));
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => setSheet(remote.data), [remote.data]);
  if (!sheet) return null;

  const setRow = (list: 'licenses' | 'playbooks', index: number, row: Partial<SheetRow>) =>
    setSheet({ ...sheet, [list]: sheet[list].map((was, at) => (at === index ? { ...was, ...row } : was)) });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!sheet) return;
    setSaving(true);
    setRefusal('');
    try {
      setSheet(await saveSheet(businessId, year, quarter, { ...sheet, licenses: typedRows(sheet.licenses), playbooks: typedRows(sheet.playbooks) }));
      toast.success(t('sct.sheet.saved'));
    } catch (error) {
      setRefusal(msg(errorMessage(error)));
    } finally {
      setSaving(false);
    }
  }

  const rows = (list: 'licenses' | 'playbooks') => (
    <fieldset className="sct-rows">
      <legend>{t(`sct.sheet.${list}`)}</legend>
      {sheet[list].map((row, index) => (
        <div key={row.name} className="sct-row">
          <label>
            <input type="checkbox" checked={row.status === 1} onChange={(event) => setRow(list, index, { status: event.target.checked ? 1 : 0 })} /> {row.name}
          </label>
          <label>
            <span className="sr-only">{t('sct.sheet.value', { name: row.name })}</span>
            <input className="input" value={row.value ?? ''} placeholder={t('sct.sheet.valueHint')} onChange={(event) => setRow(list, index, { value: event.target.value })} />
          </label>
        </div>
      ))}
    </fieldset>
  );

  return (
    <form className="card sct-sheet" onSubmit={(event) => void save(event)} noValidate>
      <h2>{t('sct.sheet.title')}</h2>
      <p className="muted">{t('sct.sheet.lead')}</p>
      {rows('licenses')}
      {rows('playbooks')}
      <div className="sct-ratings">
        {RATINGS.map((name) => (
          <label key={name}>
            {t(`sct.sheet.${name}` as MessageKey)}
            <select className="input select" value={sheet[name] ?? ''} onChange={(event) => setSheet({ ...sheet, [name]: orNull(event.target.value) })}>
              <option value="">{t('sct.sheet.none')}</option>
              {[0, 1, 2, 3, 4, 5].map((rating) => (
                <option key={rating}>{rating}</option>
              ))}
            </select>
          </label>
        ))}
        <label>
          {t('sct.sheet.businessStarted')}
          <input className="input" type="month" value={sheet.businessStarted ?? ''} onChange={(event) => setSheet({ ...sheet, businessStarted: event.target.value || null })} />
        </label>
        <label>
          {t('sct.sheet.coachMeetings')}
          <input className="input" type="number" min={0} inputMode="numeric" value={sheet.coachMeetings ?? ''} onChange={(event) => setSheet({ ...sheet, coachMeetings: orNull(event.target.value) })} />
        </label>
        <label>
          {t('sct.sheet.checkinsAttended')}
          <input className="input" type="number" min={0} inputMode="numeric" value={sheet.checkinsAttended ?? ''} onChange={(event) => setSheet({ ...sheet, checkinsAttended: orNull(event.target.value) })} />
        </label>
      </div>
      {refusal ? (
        <p className="sct-refused" role="alert">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={saving}>
        {t('sct.sheet.save')}
      </button>
    </form>
  );
}
