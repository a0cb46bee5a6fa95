/**
 * The cashflow summary (spec 002 section 2.1: {base}/cashflow-summary). CONTRACT STUB: the tables and
 * summary helper replaces it.
 */
export function SummaryPage() {
  return <p>Cashflow summary</p>;
}
