/** A business's budget as the server reports it (`GET /api/budget`, docs/budget.md), read into the page's shapes. */
import { apiRequest } from '../../lib/api';
import type { BudgetReport, Figures, Nature, ReportPeriod, ReportRow, ReportTable } from '../../lib/core-budget';

interface ServerRow {
  lineId?: string | null;
  expenseType?: string | null;
  name: string;
  periods: Figures[];
  total: Figures;
}

interface ServerTable {
  lines: ServerRow[];
  unbudgeted: ServerRow[];
  periods: Figures[];
  total: Figures;
}

interface ServerBudget {
  businessId: string;
  editable: boolean;
  report: { periods: ReportPeriod[]; operating: ServerTable; capital: ServerTable; totals: Figures[]; total: Figures };
}

const rowOf = (row: ServerRow): ReportRow =>
  row.lineId
    ? { kind: 'line', id: row.lineId, name: row.name, periods: row.periods, total: row.total }
    : { kind: 'unbudgeted', id: row.expenseType ?? '', name: row.name, periods: row.periods, total: row.total };

const tableOf = (nature: Nature, table: ServerTable): ReportTable => ({
  nature,
  rows: [...table.lines, ...table.unbudgeted].map(rowOf),
  periods: table.periods,
  total: table.total,
});

/** Staff name the business, or the client whose business it is. */
export type Whose = { businessId: string } | { clientId: string };

export async function readBudget(whose: Whose, signal?: AbortSignal): Promise<BudgetReport> {
  const query = 'businessId' in whose ? `businessId=${encodeURIComponent(whose.businessId)}` : `clientId=${encodeURIComponent(whose.clientId)}`;
  const body = await apiRequest<ServerBudget>(`/budget?${query}`, { signal });
  const { report } = body;
  return { periods: report.periods, operating: tableOf('Operating', report.operating), capital: tableOf('Capital', report.capital), totals: report.totals, total: report.total };
}
