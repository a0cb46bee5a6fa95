/** The coach's review calls (docs/validation.md, "The coach's review"). */
import { apiRequest } from '../../lib/api';

export type ReviewStatus = 'awaitingReview' | 'reviewed';

export interface ReviewItem {
  id: string;
  businessId: string;
  businessName: string;
  institutionName: string;
  fileKind: 'pdf' | 'csv' | 'image';
  status: ReviewStatus;
  /** Epoch seconds. */
  uploadedAt: number;
  reviewedAt: number | null;
  periodFrom: string | null;
  periodTo: string | null;
  /** `/api/validation/statements/{id}/file`. */
  fileUrl: string;
}

export interface MonthTotals {
  month: string;
  moneyIn: string;
  moneyOut: string;
}

interface Answer<T> {
  error: boolean;
  message: string;
  data: T;
}

export async function fetchReviews(status: ReviewStatus, signal?: AbortSignal): Promise<ReviewItem[]> {
  const answer = await apiRequest<Answer<ReviewItem[]>>(`/validation/reviews?status=${status}`, { signal });
  return answer.data;
}

/** Sends the months' totals; answers the server's message. */
export async function sendReview(id: string, months: readonly MonthTotals[]): Promise<string> {
  const answer = await apiRequest<Answer<unknown>>(`/validation/reviews/${encodeURIComponent(id)}`, { method: 'POST', body: { months } });
  return answer.message;
}
