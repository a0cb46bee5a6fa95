import { useCallback } from 'react';
import { periodMonths } from '../../lib/core-loans';
import { useI18n } from '../../lib/i18n';

/** A repayment period in years ("0.75", "1.5") as the spec shows it: months below a year, else years. */
export function usePeriodLabel(): (years: string) => string {
  const { t } = useI18n();
  return useCallback(
    (years: string) => {
      const months = periodMonths(years);
      if (months === null) return years;
      if (Number(months) < 12) return t(months === '1' ? 'loans.month' : 'loans.months', { n: months });
      return t(Number(months) === 12 ? 'loans.year' : 'loans.years', { n: years });
    },
    [t],
  );
}
