/** Showing loan figures: money and dates through core, times in Nairobi. No arithmetic here. */
import { formatDate } from '../../lib/core';
import { formatMoney } from '../../lib/core-money';

/** "Ksh 1,234.00" / "Tsh 1,234.00" from decimal text; the text itself if core cannot read it. */
export function showMoney(amount: string | null, currency: string): string {
  if (amount === null || amount === '') return '';
  return formatMoney(amount, currency) ?? amount;
}

/** dd/MM/yyyy in Nairobi; '' for no time. */
export const showDate = (epochSeconds: number | null): string => (epochSeconds ? formatDate(epochSeconds) : '');

export { showDateTime } from '../../lib/nairobiTime';

/** A due date "2026-06-04" as "04/06/2026"; anything else as it is. */
export function showDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDay;
}

/** Whole-file sizes for the documents list: "1.2 MB", "830 KB". */
export function showSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
