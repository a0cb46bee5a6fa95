/** The review list's calls (server/src/repayments/reviews): list, apply to a loan, dismiss; and the staff loan search to choose the loan. */
import { apiRequest } from '../../lib/api';
import { readLoanChoices, readPage, readResolved, reviewsPath, type LoanChoice, type Resolved, type ReviewPage, type StatusFilter } from './wire';

/** A page fits a phone screen's scrolling; the server allows up to 100. */
export const PER_PAGE = 20;

/** GET /payments/reviews?status=&page=&perPage= (newest first). */
export async function listReviews(status: StatusFilter, page: number, signal?: AbortSignal): Promise<ReviewPage> {
  return readPage(await apiRequest<unknown>(reviewsPath(status, page, PER_PAGE), { signal }));
}

/** POST /payments/reviews/{id}/apply: to the loan named by its id or paybill account number; the server applies the amount it kept. */
export async function applyReview(id: string, loanId: string): Promise<Resolved> {
  const answer = await apiRequest<unknown>(`/payments/reviews/${encodeURIComponent(id)}/apply`, { body: { loanId: loanId.trim() } });
  return readResolved(answer);
}

/** POST /payments/reviews/{id}/dismiss with the reason kept with it. */
export async function dismissReview(id: string, reason: string): Promise<Resolved> {
  const answer = await apiRequest<unknown>(`/payments/reviews/${encodeURIComponent(id)}/dismiss`, { body: { reason: reason.trim() } });
  return readResolved(answer);
}

/** GET /staff/loans?q=: loans by account number (the id's end), client name or phone. */
export async function findLoans(query: string, signal?: AbortSignal): Promise<LoanChoice[]> {
  const answer = await apiRequest<unknown>(`/staff/loans?q=${encodeURIComponent(query.trim())}`, { signal });
  return readLoanChoices(answer);
}
