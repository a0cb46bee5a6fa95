/** Paths and names of the staff loan screens' calls and downloads (plain tables, no rules). */

export const REPORT_KINDS = ['portfolio', 'arrears', 'collections'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** GET /staff/loans with the status filter and the search, leaving out what is empty. */
export function loansPath(status: string, query: string): string {
  const params = new URLSearchParams();
  if (status.trim()) params.set('status', status.trim());
  if (query.trim()) params.set('q', query.trim());
  const search = params.toString();
  return search ? `/staff/loans?${search}` : '/staff/loans';
}

export function reportPath(kind: ReportKind, csv: boolean): string {
  return csv ? `/reports/${kind}?format=csv` : `/reports/${kind}`;
}

/** "portfolio-2026-05-04.csv": the report and the day (YYYY-MM-DD, Nairobi) it was taken. */
export function csvFilename(kind: ReportKind, day: { year: number; month: number; day: number } | null): string {
  if (!day) return `${kind}.csv`;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${kind}-${day.year}-${pad(day.month)}-${pad(day.day)}.csv`;
}

/** "loan-6650ab-offer-letter.pdf" */
export const offerLetterFilename = (shortLoanId: string): string => `loan-${shortLoanId}-offer-letter.pdf`;

/** The staff area a path is in ("/processor/loan/abc" → "/processor"). */
export function areaBase(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0];
  return first ? `/${first}` : '';
}
