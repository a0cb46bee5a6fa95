/** The staff's scorecard calls (docs/scorecards.md, "Calls"): the portfolio, one business's scorecard, its recompute, the scoring sheet, the thresholds. */
import { apiRequest } from '../../lib/api';

export const BANDS = ['bad', 'average', 'good', 'excellent'] as const;
export const GROUPS = ['financialResults', 'impactData', 'participationInAcceleration', 'loanRepayment'] as const;

export interface Measure {
  score: number | null;
  notes: string;
}

export type Group = { score: number | null } & Record<string, Measure | number | null>;

export interface Scorecard extends Record<(typeof GROUPS)[number], Group> {
  business: { id: string; name: string; months: number };
  year: number;
  quarter: number;
  dateAdded: number;
  averageScore: number | null;
  band: string | null;
  rankGroup: { id: string; stops: number[] };
  rank: number;
  groupSize: number;
}

interface Read {
  count: number;
  data: Scorecard[];
}

export const measuresOf = (group: Group | undefined): [string, Measure][] =>
  Object.entries(group ?? {}).filter((entry): entry is [string, Measure] => entry[0] !== 'score' && typeof entry[1] === 'object' && entry[1] !== null);

export interface Quarters {
  years: number[];
  quarters: Record<string, number[]>;
  year: number;
  quarter: number;
}

export const fetchQuarters = (signal: AbortSignal) => apiRequest<Quarters>('/scorecard/options', { signal });

export interface PortfolioRow {
  businessId: string;
  name: string;
  owner: string;
  hub: string | null;
  months: number;
  rankGroup: string;
  averageScore: number | null;
  band: string | null;
  rank: number;
}

export interface Portfolio {
  data: PortfolioRow[];
  /** The hubs to filter by. */
  hubs: string[];
  byBand: Record<string, number>;
  byGroup: Record<string, number>;
}

export const portfolioQuery = (year: string, quarter: string, hub: string) =>
  `/scorecard/portfolio?${new URLSearchParams({ year, quarter, ...(hub ? { hub } : {}) }).toString()}`;

export const fetchPortfolio = (year: string, quarter: string, hub: string, signal: AbortSignal) =>
  apiRequest<Portfolio>(portfolioQuery(year, quarter, hub), { signal });

export async function readBusiness(businessId: string, year: number, quarter: number, signal?: AbortSignal): Promise<Scorecard | null> {
  const answer = await apiRequest<Read>('/scorecard/read', { body: { businessId, year, quarter }, signal });
  return answer.data[0] ?? null;
}

export async function recompute(businessId: string, year: number, quarter: number): Promise<Scorecard | null> {
  const answer = await apiRequest<Read>('/scorecard/compute', { body: { businessId, year, quarter } });
  return answer.data[0] ?? null;
}

export interface SheetRow {
  name: string;
  status: number;
  value: string | number | null;
}

export const RATINGS = [
  'collateral',
  'guarantors',
  'leadership',
  'commitment',
  'suppliersReference',
  'offtakerUndertaking',
  'creditReferenceBureau',
  'successionPlanning',
  'experienceSkills',
] as const;

export type Sheet = {
  licenses: SheetRow[];
  playbooks: SheetRow[];
  businessStarted: string | null;
  coachMeetings: number | null;
  checkinsAttended: number | null;
} & Record<(typeof RATINGS)[number], number | null>;

const sheetPath = (businessId: string, year: number, quarter: number) => `/scorecard/sheets/${encodeURIComponent(businessId)}/${year}/${quarter}`;

/** The sheet, whether sent bare (the contract) or wrapped in `data`. */
const sheetOf = (answer: Sheet | { data: Sheet }): Sheet => ('licenses' in answer ? answer : answer.data);

export const fetchSheet = async (businessId: string, year: number, quarter: number, signal: AbortSignal) =>
  sheetOf(await apiRequest<Sheet | { data: Sheet }>(sheetPath(businessId, year, quarter), { signal }));

export const saveSheet = async (businessId: string, year: number, quarter: number, sheet: Sheet) =>
  sheetOf(await apiRequest<Sheet | { data: Sheet }>(sheetPath(businessId, year, quarter), { method: 'PUT', body: sheet }));

export interface Threshold {
  measure: string;
  better: 'higher' | 'lower';
  unit: string;
  steps: { bound: number; score: number }[];
}

export const fetchThresholds = async (signal: AbortSignal) => (await apiRequest<{ data: Threshold[] }>('/scorecard/thresholds', { signal })).data;

export const saveThresholds = async (data: Threshold[]) => (await apiRequest<{ data: Threshold[] }>('/scorecard/thresholds', { method: 'PUT', body: { data } })).data;
