/** Showing a payment's figures: money through core, dates and times as lib/nairobiTime shows them. No arithmetic here. */
import { formatMoney } from '../../lib/core-money';
import type { Review } from './wire';

/** M-Pesa moves Kenyan shillings. */
export const MPESA_CURRENCY = 'KES';

/** "Ksh 1,234.00" from decimal text; the text itself if core cannot read it. */
export function showMoney(amount: string, currency = MPESA_CURRENCY): string {
  return formatMoney(amount, currency) ?? amount;
}

/** The amount as the server read it, or exactly as M-Pesa sent it when it is not a number of cents. */
export const showAmount = (review: Pick<Review, 'amount' | 'amountText'>): string =>
  review.amount === null ? review.amountText : showMoney(review.amount);

export { showDateTime } from '../../lib/nairobiTime';
