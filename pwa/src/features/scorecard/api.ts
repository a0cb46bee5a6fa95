/** The client's scorecard calls (docs/scorecards.md, "Calls") and their shapes. */
import { apiRequest } from '../../lib/api';

export type Band = 'bad' | 'average' | 'good' | 'excellent';
export const BANDS: readonly Band[] = ['bad', 'average', 'good', 'excellent'];

export interface Measure {
  score: number | null;
  notes: string;
}

/** A group: its score and its measures by name. */
export type Group = { score: number | null } & Record<string, Measure | number | null>;

export const GROUPS = ['financialResults', 'impactData', 'participationInAcceleration', 'loanRepayment'] as const;
export type GroupName = (typeof GROUPS)[number];

export interface Scorecard extends Record<GroupName, Group> {
  business: { id: string; name: string; months: number };
  year: number;
  quarter: number;
  dateAdded: number;
  averageScore: number | null;
  band: Band | null;
  rankGroup: { id: string; stops: number[] };
  rank: number;
  groupSize: number;
}

export interface ScorecardRead {
  count: number;
  data: Scorecard[];
}

export interface Options {
  businesses: { id: string; name: string }[];
  years: number[];
  quarters: Record<string, number[]>;
  year: number;
  quarter: number;
}

/** A group's measures in the answer's order, the group's own score left out. */
export function measuresOf(group: Group | undefined): [string, Measure][] {
  return Object.entries(group ?? {}).filter((entry): entry is [string, Measure] => entry[0] !== 'score' && typeof entry[1] === 'object' && entry[1] !== null);
}

export const fetchOptions = (signal: AbortSignal) => apiRequest<Options>('/scorecard/options', { signal });

export const readScorecard = (businessId: string, year: number, quarter: number, signal: AbortSignal) =>
  apiRequest<ScorecardRead>('/scorecard/read', { body: { businessId, year, quarter }, signal });

/** A risk metric: a score, or a percent where the spec says so, and how it was found. */
export interface Metric {
  score?: number | null;
  percent?: number | null;
  notes?: string;
  /** Month by month (`"2026:7": {operatingProfit…}`), the sheet's checklist rows, or `{rating}`. */
  report?: Record<string, unknown> | { name: string; status: number; value: string | number | null }[];
}

/** A section's (or the card's) overall: core's `shownPercent` is what the page shows; `band` when the server sends it. */
export interface RiskData {
  percent: number | null;
  shownPercent?: number | null;
  band?: Band | null;
}

export type RiskSection = { data: RiskData } & Record<string, Metric>;

export const CATEGORIES = [
  ['business-risk', 'businessRisk'],
  ['investment-risk', 'investmentRisk'],
  ['credit-risk', 'creditRisk'],
  ['performance-risk', 'performanceRisk'],
  ['social-data-via-loan-proposal', 'socialDataViaLoanProposal'],
  ['impact-data-via-digikua', 'impactDataViaDigiKua'],
] as const;
export type CategoryId = (typeof CATEGORIES)[number][0];
export type SectionName = (typeof CATEGORIES)[number][1];

export type Risk = {
  business: { id: string; name: string };
  year: number;
  quarter: number;
  data: RiskData;
} & Partial<Record<SectionName, RiskSection>>;

export interface RiskRead {
  Response: boolean;
  data: Risk[];
}

export const fetchRisk = (businessId: string, signal: AbortSignal) =>
  apiRequest<RiskRead>(`/scorecard/risk/${encodeURIComponent(businessId)}`, { signal });

/** A section's metrics in the answer's order (its overall `data` left out). */
export function metricsOf(section: RiskSection | undefined): [string, Metric][] {
  return Object.entries(section ?? {}).filter((entry): entry is [string, Metric] => entry[0] !== 'data' && typeof entry[1] === 'object' && entry[1] !== null);
}

export interface CreditReport {
  loans: { id: string; status: string; amount: number; repaid: number; balance: number; installments: number; late: number; completedAt: number | null }[];
  scorecard: Scorecard | null;
  advice: { measure: string; group: string; score: number | null; text: string }[];
}

export const fetchCreditReport = (signal: AbortSignal) => apiRequest<CreditReport>('/scorecard/credit-report', { signal });
