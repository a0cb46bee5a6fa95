/** Showing a payment's figures: money and dates through core, times in Nairobi. No arithmetic here. */
import { formatDate } from '../../lib/core';
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

const nairobiTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Nairobi', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "04/05/2026 14:05" (Nairobi); '' for no time. */
export function showDateTime(epochSeconds: number | null): string {
  if (!epochSeconds) return '';
  return `${formatDate(epochSeconds)} ${nairobiTime.format(new Date(epochSeconds * 1000))}`;
}
