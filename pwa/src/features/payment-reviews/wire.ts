/**
 * Reading the review list's answers (GET /payments/reviews and the apply / dismiss answers) and the
 * staff loan search defensively: a missing or mistyped field becomes an empty value, never a crash.
 * Money stays decimal text for core to format; nothing here decides about money.
 */

import { isRaw, list, rawOf, type Raw } from '../../lib/read';

/** Text fields are strings only here: a number where a receipt or reference belongs is not shown. */
function text(raw: Raw, key: string): string {
  const value = raw[key];
  return typeof value === 'string' ? value : '';
}

function nullableText(raw: Raw, key: string): string | null {
  const value = text(raw, key).trim();
  return value ? value : null;
}

function nullableInt(raw: Raw, key: string): number | null {
  const value = raw[key];
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

/**
 * A JSON amount in shillings as decimal text, or null. A JavaScript number keeps whole shillings
 * exactly up to 2^53 and any 15 digits; past that it could print other digits than the server sent:
 * null then, and the screen shows the amount as M-Pesa sent it.
 */
/** 13 digits of shillings and 2 of cents. */
const FIFTEEN_DIGITS_WITH_CENTS = 1e13;

export function amountText(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (!Number.isSafeInteger(value) && Math.abs(value) >= FIFTEEN_DIGITS_WITH_CENTS) return null;
  const printed = String(value);
  return /^-?\d+(\.\d{1,2})?$/.test(printed) ? printed : null;
}

export const STATUSES = ['open', 'applied', 'dismissed', 'all'] as const;
export type StatusFilter = (typeof STATUSES)[number];
export type ReviewStatus = Exclude<StatusFilter, 'all'>;

export interface Review {
  id: string;
  /** stk or c2b. */
  channel: string;
  receipt: string | null;
  /** The account number typed at the paybill, or the STK request's id. */
  reference: string;
  /** The loan the money seemed to be for, and its paybill account number. */
  loanId: string | null;
  accountNumber: string | null;
  msisdn: string | null;
  /** The payer's name as M-Pesa gave it with a paybill payment. */
  payerName: string | null;
  /** Shillings as decimal text, as the server read them; null when they are not a number of cents. */
  amount: string | null;
  /** Exactly as M-Pesa sent it. */
  amountText: string;
  /** Why it was kept: a code, and its English text for `msg()`. */
  reason: string;
  reasonText: string;
  status: ReviewStatus;
  resolvedByName: string | null;
  resolvedAt: number | null;
  appliedLoanId: string | null;
  /** Why it was dismissed. */
  note: string | null;
  /** Epoch seconds. */
  createdAt: number;
}

function status(raw: Raw): ReviewStatus {
  const value = text(raw, 'status');
  return value === 'applied' || value === 'dismissed' ? value : 'open';
}

export function readReview(raw: Raw): Review {
  return {
    id: text(raw, 'id'),
    channel: text(raw, 'channel'),
    receipt: nullableText(raw, 'receipt'),
    reference: text(raw, 'reference'),
    loanId: nullableText(raw, 'loanId'),
    accountNumber: nullableText(raw, 'accountNumber'),
    msisdn: nullableText(raw, 'msisdn'),
    payerName: nullableText(raw, 'payerName'),
    amount: amountText(raw.amount),
    amountText: text(raw, 'amountText'),
    reason: text(raw, 'reason'),
    reasonText: text(raw, 'reasonText'),
    status: status(raw),
    resolvedByName: nullableText(raw, 'resolvedByName'),
    resolvedAt: nullableInt(raw, 'resolvedAt'),
    appliedLoanId: nullableText(raw, 'appliedLoanId'),
    note: nullableText(raw, 'note'),
    createdAt: nullableInt(raw, 'createdAt') ?? 0,
  };
}

export interface ReviewPage {
  reviews: Review[];
  page: number;
  perPage: number;
  /** How many there are with this status, on every page. */
  total: number;
}

export function readPage(answer: unknown): ReviewPage {
  const raw = rawOf(answer);
  const positive = (key: string, fallback: number) => {
    const value = nullableInt(raw, key);
    return value !== null && value > 0 ? value : fallback;
  };
  const reviews = list(raw.data).map(readReview).filter((review) => review.id !== '');
  return { reviews, page: positive('page', 1), perPage: positive('perPage', reviews.length || 1), total: Math.max(0, nullableInt(raw, 'total') ?? reviews.length) };
}

/** How many pages the list has (at least one, the empty page). */
export const pageCount = (page: Pick<ReviewPage, 'perPage' | 'total'>): number =>
  Math.max(1, Math.ceil(page.total / Math.max(1, page.perPage)));

/** The answer to apply or dismiss: the server's message and the item as it is now. */
export interface Resolved {
  message: string | null;
  review: Review | null;
}

export function readResolved(answer: unknown): Resolved {
  const raw = rawOf(answer);
  const data = raw.data;
  return { message: nullableText(raw, 'message'), review: isRaw(data) ? readReview(data) : null };
}

/** A loan offered when choosing where money goes (from the staff loan search). */
export interface LoanChoice {
  id: string;
  clientName: string;
  clientPhone: string;
  status: string;
  balance: string | null;
  currency: string;
}

export function readLoanChoices(answer: unknown): LoanChoice[] {
  return list(rawOf(answer).data)
    .map((raw) => {
      return {
        id: text(raw, '_id'),
        clientName: text(raw, 'clientName'),
        clientPhone: text(raw, 'clientPhone'),
        status: text(raw, 'status'),
        balance: amountText(raw.balance),
        currency: text(raw, 'loanFundCurrency') || 'KES',
      };
    })
    .filter((loan) => loan.id !== '');
}

/** The list's address: the status (open when left out) and page, as the API takes them. */
export function reviewsPath(status: StatusFilter, page: number, perPage: number): string {
  const params = new URLSearchParams({ status, page: String(Math.max(1, Math.trunc(page))), perPage: String(perPage) });
  return `/payments/reviews?${params.toString()}`;
}

/** The screen's filter from its address (?status=&page=); anything unknown is the open list's first page. */
export function readFilter(params: URLSearchParams): { status: StatusFilter; page: number } {
  const given = params.get('status') ?? '';
  const status = (STATUSES as readonly string[]).includes(given) ? (given as StatusFilter) : 'open';
  const page = Number(params.get('page'));
  return { status, page: Number.isSafeInteger(page) && page > 1 ? page : 1 };
}

/** The address's search for a filter: the defaults left out. */
export function filterParams(status: StatusFilter, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (status !== 'open') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Whether M-Pesa's own text of the amount says more than the amount read from it ("10.50", "1e15", "ten"). */
export const sentTextDiffers = (review: Pick<Review, 'amount' | 'amountText'>): boolean =>
  review.amount === null || review.amountText.trim() !== review.amount;

/**
 * What the loan search starts with: the account number of the loan the money seemed to be for, else
 * what the payer typed at the paybill, else the payer's phone.
 */
export function firstSearch(review: Pick<Review, 'accountNumber' | 'channel' | 'reference' | 'msisdn'>): string {
  if (review.accountNumber) return review.accountNumber;
  if (review.channel === 'c2b' && review.reference.trim()) return review.reference.trim();
  return review.msisdn ?? '';
}
