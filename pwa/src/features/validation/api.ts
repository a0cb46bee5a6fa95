/** The financial validation's calls (spec 002 section 7.4; docs/validation.md) and their shapes. */
import { apiRequest } from '../../lib/api';

export interface Institution {
  id: string;
  name: string;
}

export type StatementStatus = 'reconciled' | 'awaitingReview' | 'reviewed';

export interface StatementView {
  id: string;
  institutionId: string;
  institutionName: string;
  fileKind: 'pdf' | 'csv' | 'image';
  status: StatementStatus;
  source: string;
  /** Epoch seconds. */
  uploadedAt: number;
  periodFrom: string | null;
  periodTo: string | null;
  transactionCount: number;
}

export interface MonthRow {
  /** `yyyy-mm`. */
  month: string;
  statementIn: string;
  booksIn: string;
  inPercent: string | null;
  inTier: string;
  statementOut: string;
  booksOut: string;
  outPercent: string | null;
  outTier: string;
}

export interface Totals extends Omit<MonthRow, 'month'> {
  percent: string | null;
  tier: string;
}

export interface Unmatched {
  statementId: string;
  receipt: string;
  /** Epoch seconds. */
  completedAt: number;
  details: string;
  amount: string;
  side: 'in' | 'out';
  /** The DigiKua record core suggests for it (a sale still needs the item sold: the phone picks it). */
  suggested: { entity: 'sale' | 'expense'; record: Record<string, unknown> } | null;
}

export interface Quarter {
  year: number;
  quarter: number;
}

export interface ValidationReport extends Quarter {
  businessId: string;
  quarters: Quarter[];
  months: MonthRow[];
  totals: Totals;
  byInstitution: { institutionName: string; moneyIn: string; moneyOut: string }[];
  discrepancy: string;
  unmatched: Unmatched[];
  cashFlowValidated: boolean;
  computedAt: number;
}

interface Answer<T> {
  error: boolean;
  message: string;
  data: T;
}

export async function fetchInstitutions(signal?: AbortSignal): Promise<Institution[]> {
  const answer = await apiRequest<Answer<Institution[]>>('/validation/institutions', { method: 'POST', body: {}, signal });
  return answer.data;
}

export async function fetchStatements(signal?: AbortSignal): Promise<StatementView[]> {
  const answer = await apiRequest<Answer<StatementView[]> | StatementView[]>('/validation/statements', { signal });
  return Array.isArray(answer) ? answer : answer.data;
}

export async function fetchReport(quarter: Quarter | null, signal?: AbortSignal): Promise<ValidationReport> {
  const query = quarter ? `?year=${quarter.year}&quarter=${quarter.quarter}` : '';
  const answer = await apiRequest<Answer<ValidationReport>>(`/validation/report${query}`, { signal });
  return answer.data;
}

/** The statement form's fields, as the spec names them (`financialInsitutionId` spelt so). */
export interface StatementForm {
  financialInsitutionId: string;
  phone: string;
}

/**
 * Sends an uploaded statement again with its password, straight away (never queued: the password
 * is kept nowhere, on the phone or the server).
 */
export function sendWithPassword(form: StatementForm, uploadId: string, password: string): Promise<Answer<StatementView>> {
  return apiRequest<Answer<StatementView>>('/validation/statements', {
    method: 'POST',
    body: { ...form, pdfFinancialStatement: uploadId, password },
  });
}

export interface LinkedAccount {
  status: 'active' | 'inactive';
  institution?: string;
  accountName?: string;
  accountNumber?: string;
}

export async function fetchLinkedAccount(userId: string, signal?: AbortSignal): Promise<LinkedAccount> {
  const answer = await apiRequest<Answer<LinkedAccount>>(`/mono/account_info/${encodeURIComponent(userId)}`, { signal });
  return answer.data;
}

/**
 * Links the person's account: the provider's connect step gives a code (the built-in simulator's
 * stands in for Mono's widget), which the server exchanges. Answers the server's message.
 */
export async function linkAccount(userId: string): Promise<string> {
  const code = await apiRequest<Answer<{ code: string }>>('/mono/simulator/code', { method: 'POST', body: {} });
  const linked = await apiRequest<Answer<LinkedAccount>>(`/mono/get_id/${encodeURIComponent(userId)}`, { method: 'POST', body: { mono_code: code.data.code } });
  return linked.message;
}

/** Validates the last `months` months of the linked account's statement, with no upload. */
export async function validateLinked(months: number): Promise<Answer<StatementView>> {
  return apiRequest<Answer<StatementView>>('/validation/linked', { method: 'POST', body: { months } });
}
