import { useState } from 'react';
import { DateField } from '../../components/DateField';
import { TextField } from '../../components/Field';
import { ApiError } from '../../lib/api';
import { hubNames, validateCohort, type CohortField } from '../../lib/core-onboarding';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { saveCohort } from './api';
import { useCoachText, useErrorText } from './useCoachText';
import { deadlineDay, type Cohort } from './wire';

interface CohortFormProps {
  cohort: Cohort | null;
  onSaved: (cohort: Cohort) => void;
  onCancel: () => void;
}

/** Add or edit a cohort: name, year, intake date, deadline (empty: 90 days from each enrolment), hubs. */
export function CohortForm({ cohort, onSaved, onCancel }: CohortFormProps) {
  const { t } = useI18n();
  const say = useCoachText();
  const sayError = useErrorText();
  const thisYear = new Date().getFullYear();
  const [name, setName] = useState(cohort?.name ?? '');
  const [year, setYear] = useState(cohort?.year ?? String(thisYear));
  const [intake, setIntake] = useState(cohort?.intakeDate ?? '');
  const [deadline, setDeadline] = useState(deadlineDay(cohort?.deadline ?? null));
  const [hubs, setHubs] = useState<string[]>(cohort?.hubs ?? []);
  const [errors, setErrors] = useState<Partial<Record<CohortField, string>>>({});
  const [saving, setSaving] = useState(false);
  const prefix = cohort ? `cohort-${cohort.id}` : 'cohort-new';
  const shown = (field: CohortField) => (errors[field] ? say(errors[field]) : null);

  async function submit() {
    const check = validateCohort(name, year, intake, deadline, hubs, thisYear);
    if (!check.isEmpty) {
      setErrors(check.fields);
      return;
    }
    setSaving(true);
    try {
      const saved = await saveCohort(cohort?.id ?? null, { name: name.trim(), year: year.trim(), intakeDate: intake, deadline, hubs });
      toast.success(t('coach.cohorts.saved'), { id: 'coach-cohort' });
      onSaved(saved.cohort);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields as Partial<Record<CohortField, string>>);
      toast.error(sayError(error), { id: 'coach-cohort' });
    } finally {
      setSaving(false);
    }
  }

  const toggleHub = (hub: string, on: boolean) => setHubs((now) => (on ? [...now, hub] : now.filter((h) => h !== hub)));

  return (
    <form
      className="card stack coach-form"
      noValidate
      aria-labelledby={`${prefix}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${prefix}-title`}>{cohort ? t('coach.cohorts.editing', { name: cohort.name }) : t('coach.cohorts.add')}</h2>
      <TextField id={`${prefix}-name`} label={t('coach.cohorts.name')} value={name} error={shown('name')} onChange={(e) => setName(e.target.value)} />
      <TextField
        id={`${prefix}-year`}
        label={t('coach.cohorts.year')}
        inputMode="numeric"
        value={year}
        error={shown('year')}
        onChange={(e) => setYear(e.target.value)}
      />
      <DateField id={`${prefix}-intake`} label={t('coach.cohorts.intake')} value={intake} error={shown('intake')} onChange={setIntake} />
      <DateField
        id={`${prefix}-deadline`}
        label={t('coach.cohorts.deadline')}
        value={deadline}
        hint={t('coach.cohorts.deadlineHint')}
        error={shown('deadline')}
        onChange={setDeadline}
      />
      <fieldset className={errors.hubs ? 'field field--error coach-hubs' : 'field coach-hubs'} aria-describedby={`${prefix}-hubs-message`}>
        <legend className="field__label">{t('coach.cohorts.hubs')}</legend>
        {hubNames().map((hub) => (
          <label key={hub} className="coach-check">
            <input type="checkbox" checked={hubs.includes(hub)} onChange={(e) => toggleHub(hub, e.target.checked)} /> {hub}
          </label>
        ))}
        {errors.hubs ? (
          <p id={`${prefix}-hubs-message`} className="field__message" role="alert">
            {shown('hubs')}
          </p>
        ) : null}
      </fieldset>
      <div className="coach-actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('coach.cohorts.saving') : t('coach.cohorts.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('coach.cohorts.cancel')}
        </button>
      </div>
    </form>
  );
}
