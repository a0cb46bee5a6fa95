/** The overview's one loan call: the client's loans (GET /client/loan/view), for the latest loan card. */
import { ApiError, RESPONSE_ERROR } from '../../lib/api';
import { fetchClientLoans, keepClientLoans } from '../../lib/clientLoans';

type Amount = number | string;

/** The fields of a loan the card shows (the loans contract's Loan). */
export interface LoanCard {
  _id: string;
  status: string;
  /** Start case from the server (core's statusLabel), e.g. "Under Review". */
  statusLabel: string;
  amount: Amount;
  balance: Amount;
  loanFundCurrency: string | null;
  createdAt: number;
  repayment?: Array<{ dueDate: string; scheduledAmount: Amount; status: boolean }>;
}

/** The loans (the request started at sign-in when there is one), kept on the phone for offline. */
export async function listLoans(signal?: AbortSignal): Promise<LoanCard[]> {
  const answer = (await fetchClientLoans(signal)) as { data?: LoanCard[] } | null;
  if (!answer || !Array.isArray(answer.data)) throw new ApiError(RESPONSE_ERROR, 'response');
  keepClientLoans(answer.data);
  return answer.data;
}

/** The newest loan, or null when the client has none. */
export function latest(loans: readonly LoanCard[]): LoanCard | null {
  return loans.reduce<LoanCard | null>((newest, loan) => (!newest || loan.createdAt > newest.createdAt ? loan : newest), null);
}

/** Decimal text of a wire amount (JSON numbers of at most two decimals), for core's formatting. */
export function amountText(value: Amount | null | undefined): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return typeof value === 'string' ? value.trim() : '';
}
