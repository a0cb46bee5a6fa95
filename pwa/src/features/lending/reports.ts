/** How the super admin's reports are laid out: their columns, and the ageing buckets in order. */
import type { MessageKey } from '../../lib/i18n';
import type { CardRole } from '../../components/RecordList/columns';
import type { ReportKind } from './paths';

export type CellKind = 'text' | 'count' | 'money' | 'status' | 'bucket';

export interface Column {
  key: string;
  label: MessageKey;
  kind: CellKind;
  /** Where it shows on a phone's card (the record list); not on the card when absent. */
  card?: CardRole;
}

export const REPORT_COLUMNS: Readonly<Record<ReportKind, readonly Column[]>> = {
  portfolio: [
    { key: 'fundName', label: 'lending.col.fund', kind: 'text', card: 'title' },
    { key: 'currency', label: 'lending.col.currency', kind: 'text', card: 'detail' },
    { key: 'status', label: 'lending.col.status', kind: 'status', card: 'detail' },
    { key: 'count', label: 'lending.reports.loans', kind: 'count', card: 'detail' },
    { key: 'principal', label: 'lending.reports.principal', kind: 'money', card: 'detail' },
    { key: 'balance', label: 'lending.col.balance', kind: 'money', card: 'amount' },
  ],
  arrears: [
    { key: 'bucket', label: 'lending.reports.bucket', kind: 'bucket', card: 'title' },
    { key: 'currency', label: 'lending.col.currency', kind: 'text', card: 'detail' },
    { key: 'loans', label: 'lending.reports.loans', kind: 'count', card: 'detail' },
    { key: 'amount', label: 'lending.reports.arrearsAmount', kind: 'money', card: 'amount' },
  ],
  collections: [
    { key: 'month', label: 'lending.reports.month', kind: 'text', card: 'title' },
    { key: 'currency', label: 'lending.col.currency', kind: 'text', card: 'detail' },
    { key: 'payments', label: 'lending.reports.payments', kind: 'count', card: 'detail' },
    { key: 'amount', label: 'lending.reports.collected', kind: 'money', card: 'amount' },
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
