/**
 * The DigiKua routes (spec 002 section 2.1): base /dashboard/digikua/{applicant|client|digiprime},
 * the summary and the detailed tables under it.
 */
export const BASES = ['applicant', 'client', 'digiprime'] as const;
export type Base = (typeof BASES)[number];

export type TableName =
  | 'sales'
  | 'expenses'
  | 'products'
  | 'product-variants'
  | 'services'
  | 'service-variants'
  | 'investments'
  | 'inventory';

/** The id after product-variants/ or service-variants/ that means every variant. */
export const ALL = 'all';

const ROOT = '/dashboard/digikua';

/** The base in a DigiKua path (the role's area), or null. */
export function baseOf(pathname: string): Base | null {
  const part = pathname.slice(ROOT.length + 1).split('/')[0];
  return pathname.startsWith(`${ROOT}/`) && (BASES as readonly string[]).includes(part ?? '') ? (part as Base) : null;
}

export const summaryPath = (base: Base): string => `${ROOT}/${base}/cashflow-summary`;

/** A detailed table; `id` (a main product or service, or 'all') only for the two variant tables. */
export function tablePath(base: Base, table: TableName, id?: string): string {
  const path = `${ROOT}/${base}/cashflow-summary-detailed/${table}`;
  return id ? `${path}/${encodeURIComponent(id)}` : path;
}
