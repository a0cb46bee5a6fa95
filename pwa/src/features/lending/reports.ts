/** How the super admin's reports are laid out: their columns, and the ageing buckets in order. */
import type { MessageKey } from '../../lib/i18n';
import type { ReportKind } from './paths';

export type CellKind = 'text' | 'count' | 'money' | 'status' | 'bucket';

export interface Column {
  key: string;
  label: MessageKey;
  kind: CellKind;
}

export const REPORT_COLUMNS: Readonly<Record<ReportKind, readonly Column[]>> = {
  portfolio: [
    { key: 'fundName', label: 'lending.col.fund', kind: 'text' },
    { key: 'currency', label: 'lending.col.currency', kind: 'text' },
    { key: 'status', label: 'lending.col.status', kind: 'status' },
    { key: 'count', label: 'lending.reports.loans', kind: 'count' },
    { key: 'principal', label: 'lending.reports.principal', kind: 'money' },
    { key: 'balance', label: 'lending.col.balance', kind: 'money' },
  ],
  arrears: [
    { key: 'bucket', label: 'lending.reports.bucket', kind: 'bucket' },
    { key: 'currency', label: 'lending.col.currency', kind: 'text' },
    { key: 'loans', label: 'lending.reports.loans', kind: 'count' },
    { key: 'amount', label: 'lending.reports.arrearsAmount', kind: 'money' },
  ],
  collections: [
    { key: 'month', label: 'lending.reports.month', kind: 'text' },
    { key: 'currency', label: 'lending.col.currency', kind: 'text' },
    { key: 'payments', label: 'lending.reports.payments', kind: 'count' },
    { key: 'amount', label: 'lending.reports.collected', kind: 'money' },
  ],
};

/** Days late, youngest first. */
export const ARREARS_BUCKETS = ['1-30', '31-60', '61-90', '90+'] as const;

/** Arrears rows by currency, then bucket age (unknown buckets last). */
export function orderArrears<T extends Readonly<Record<string, string>>>(rows: readonly T[]): T[] {
  const rank = (bucket: string | undefined) => {
    const index = (ARREARS_BUCKETS as readonly string[]).indexOf(bucket ?? '');
    return index < 0 ? ARREARS_BUCKETS.length : index;
  };
  return [...rows].sort(
    (a, b) => (a.currency ?? '').localeCompare(b.currency ?? '') || rank(a.bucket) - rank(b.bucket),
  );
}
