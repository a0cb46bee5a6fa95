/**
 * The seven cashflow elements of the summary's navigation (spec 002 section 2.1) and where each
 * leads: Overview to the summary, the others to their table (paths from ../paths).
 */
import { summaryPath, tablePath, type Base } from '../paths';

export const CASHFLOW_ELEMENTS = ['overview', 'sales', 'expenses', 'products', 'services', 'investments', 'inventory'] as const;
export type CashflowElement = (typeof CASHFLOW_ELEMENTS)[number];

const TABLE_PATTERN = /\/cashflow-summary-detailed\/([a-z-]+)/;

export function elementPath(base: Base, element: CashflowElement): string {
  return element === 'overview' ? summaryPath(base) : tablePath(base, element);
}

/** The element a URL shows (a product's variants belong to Products, a service's to Services). */
export function currentElement(pathname: string): CashflowElement {
  const table = TABLE_PATTERN.exec(pathname)?.[1];
  if (!table) return 'overview';
  if (table === 'product-variants') return 'products';
  if (table === 'service-variants') return 'services';
  return (CASHFLOW_ELEMENTS as readonly string[]).includes(table) ? (table as CashflowElement) : 'overview';
}
