import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { overviewRead } from './api';
import { useKept } from '../../lib/useKeptRead';

/** The cohort a page shows (`?cohort_id=`), or null for every cohort the mentor mentors. */
export function useCohortParam(): [string | null, (cohortId: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const cohortId = params.get('cohort_id') || null;
  const set = (next: string | null) =>
    setParams(
      (was) => {
        const out = new URLSearchParams(was);
        if (next) out.set('cohort_id', next);
        else out.delete('cohort_id');
        return out;
      },
      { replace: true },
    );
  return [cohortId, set];
}

/** A choice of the mentor's cohorts (from the overview, kept offline); hidden with one cohort or none. */
export function CohortSelect({ value, onChange }: { value: string | null; onChange: (cohortId: string | null) => void }) {
  const { t } = useI18n();
  const cohorts = useKept(useMemo(overviewRead, [])).data ?? [];
  if (cohorts.length < 2 && !value) return null;
  return (
    <div className="field mentor-filter">
      <label className="field__label" htmlFor="mentor-cohort">
        {t('mentor.cohort')}
      </label>
      <select id="mentor-cohort" className="input" value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{t('mentor.allCohorts')}</option>
        {cohorts.map((c) => (
          <option key={c.cohortId} value={c.cohortId}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
