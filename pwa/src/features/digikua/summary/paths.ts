/**
 * The DigiKua routes (spec 002 section 2.1): base /dashboard/digikua/{applicant|client|digiprime},
 * the summary at {base}/cashflow-summary, the tables at {base}/cashflow-summary-detailed/<table>.
 */
export const DIGIKUA_BASES = ['applicant', 'client', 'digiprime'] as const;
export type DigikuaBase = (typeof DIGIKUA_BASES)[number];

/** The seven cashflow elements of the navigation, in the spec's order. */
export const CASHFLOW_ELEMENTS = ['overview', 'sales', 'expenses', 'products', 'services', 'investments', 'inventory'] as const;
export type CashflowElement = (typeof CASHFLOW_ELEMENTS)[number];

const BASE_PATTERN = /^\/dashboard\/digikua\/(applicant|client|digiprime)(?:\/|$)/;
const TABLE_PATTERN = /\/cashflow-summary-detailed\/([a-z-]+)/;

/** The base of a DigiKua URL, or null for any other URL. */
export function digikuaBase(pathname: string): DigikuaBase | null {
  return (BASE_PATTERN.exec(pathname)?.[1] as DigikuaBase | undefined) ?? null;
}

export const summaryPath = (base: DigikuaBase): string => `/dashboard/digikua/${base}/cashflow-summary`;

/** Where an element's button leads: the summary for Overview, else its table. */
export function elementPath(base: DigikuaBase, element: CashflowElement): string {
  return element === 'overview' ? summaryPath(base) : `/dashboard/digikua/${base}/cashflow-summary-detailed/${element}`;
}

/** The element a URL shows (a product's variants belong to Products, a service's to Services). */
export function currentElement(pathname: string): CashflowElement {
  const table = TABLE_PATTERN.exec(pathname)?.[1];
  if (!table) return 'overview';
  if (table === 'product-variants') return 'products';
  if (table === 'service-variants') return 'services';
  return (CASHFLOW_ELEMENTS as readonly string[]).includes(table) ? (table as CashflowElement) : 'overview';
}
