/**
 * Loan funds for the super admin: the wire record, the form as typed (text, checked by core
 * `validateFund`), and the JSON body the server takes (numbers, as the loans contract says).
 */
import { apiRequest, ApiError, RESPONSE_ERROR, successText } from '../../lib/api';
import { readNumber, type FundForm } from '../../lib/core-loans';
import { dataOf, int, isRaw, list, money, nullableText, text, type Raw } from './read';

export interface Fund {
  id: string;
  name: string;
  description: string;
  currency: string;
  maxLoan: string;
  website: string | null;
  annualInterest: string;
  banded: boolean;
  maxRepayDurationYears: string;
  repaymentIntervalDays: number;
  graceDays: number;
  penaltyFee: string;
  active: boolean;
}

/** The fund form as typed: core's fields plus the description and whether it is open. */
export interface FundDraft extends FundForm {
  description: string;
  active: boolean;
}

export const emptyDraft: FundDraft = {
  name: '',
  description: '',
  currency: '',
  maxLoan: '',
  website: '',
  annualInterest: '',
  banded: false,
  maxRepayDurationYears: '',
  repaymentIntervalDays: '30',
  graceDays: '',
  penaltyFee: '',
  active: true,
};

export function readFund(raw: Raw): Fund {
  return {
    id: text(raw, '_id'),
    name: text(raw, 'name'),
    description: text(raw, 'description'),
    currency: text(raw, 'currency') || 'KES',
    maxLoan: money(raw, 'maxLoan'),
    website: nullableText(raw, 'website'),
    annualInterest: money(raw, 'annualInterest'),
    banded: raw.banded === true,
    maxRepayDurationYears: money(raw, 'maxRepayDurationYears'),
    repaymentIntervalDays: int(raw, 'repaymentIntervalDays'),
    graceDays: int(raw, 'graceDays'),
    penaltyFee: money(raw, 'penaltyFee'),
    active: raw.active === true,
  };
}

/** A stored fund, back in the form to edit it. */
export function draftOf(fund: Fund): FundDraft {
  return {
    name: fund.name,
    description: fund.description,
    currency: fund.currency,
    maxLoan: fund.maxLoan,
    website: fund.website ?? '',
    annualInterest: fund.banded ? '' : fund.annualInterest,
    banded: fund.banded,
    maxRepayDurationYears: fund.maxRepayDurationYears,
    repaymentIntervalDays: String(fund.repaymentIntervalDays),
    graceDays: String(fund.graceDays),
    penaltyFee: fund.penaltyFee,
    active: fund.active,
  };
}

/**
 * A JSON number from the text core has accepted ("12.5" → 12.5, read by core); `fallback` when
 * empty; text that is no number is sent as typed, for the server to answer with core's message.
 */
function number(value: string, fallback = 0): number | string {
  if (value.trim() === '') return fallback;
  const decimal = readNumber(value);
  return decimal === null ? value.trim() : Number(decimal);
}

/** The body of POST /loan_fund and PATCH /loan_fund/{id}, from a draft core has accepted. */
export function fundPayload(draft: FundDraft): Record<string, unknown> {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    currency: draft.currency,
    maxLoan: number(draft.maxLoan),
    website: draft.website.trim() || null,
    // A banded fund's rate comes from the amount bands; the field may be empty.
    annualInterest: number(draft.annualInterest),
    banded: draft.banded,
    maxRepayDurationYears: number(draft.maxRepayDurationYears),
    repaymentIntervalDays: number(draft.repaymentIntervalDays),
    graceDays: number(draft.graceDays),
    penaltyFee: number(draft.penaltyFee),
    active: draft.active,
  };
}

/** GET /loan_fund/all (super admin): every fund, open or not. */
export async function listAllFunds(signal?: AbortSignal): Promise<Fund[]> {
  return list(dataOf(await apiRequest<unknown>('/loan_fund/all', { signal }))).map(readFund);
}

export interface SavedFund {
  message: string | null;
  fund: Fund;
}

function savedOf(answer: unknown): SavedFund {
  const data = dataOf(answer);
  if (!isRaw(data)) throw new ApiError(RESPONSE_ERROR, 'response');
  return { message: successText(answer), fund: readFund(data) };
}

/** POST /loan_fund, or PATCH /loan_fund/{id} when `id` is given. A refusal has `fields`. */
export async function saveFund(id: string | null, draft: FundDraft): Promise<SavedFund> {
  const body = fundPayload(draft);
  const answer = id
    ? await apiRequest<unknown>(`/loan_fund/${encodeURIComponent(id)}`, { method: 'PATCH', body })
    : await apiRequest<unknown>('/loan_fund', { method: 'POST', body });
  return savedOf(answer);
}
