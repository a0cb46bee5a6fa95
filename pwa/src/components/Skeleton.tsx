/**
 * Grey placeholder rows while a list loads: the shape of what comes, busy for assistive technology
 * with a hidden "Loading…" (instead of a bare spinner and text).
 */
import { useI18n } from '../lib/i18n';
import './skeleton.css';

export function Skeleton({ rows = 4, label }: { rows?: number; label?: string }) {
  const { t } = useI18n();
  return (
    <div className="skeleton" role="status" aria-busy="true">
      <span className="sr-only">{label ?? t('app.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton__row" aria-hidden="true">
          <span className="skeleton__bar skeleton__bar--title" />
          <span className="skeleton__bar skeleton__bar--amount" />
          <span className="skeleton__bar skeleton__bar--line" />
        </div>
      ))}
    </div>
  );
}
