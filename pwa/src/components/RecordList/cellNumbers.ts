/** How a cell's text reads as a spreadsheet number (the Excel export; loaded with it). */
import { readMoney } from '../../lib/core-bookkeeping';

/**
 * A cell's text as a spreadsheet number when it is a plain number ("12", "-3.5", "0.25"); else null.
 * A leading zero ("0712345678", a phone) keeps it text, or the spreadsheet would drop the zero.
 */
export function plainNumber(cell: string): number | null {
  if (!/^-?(0|[1-9]\d{0,14})(\.\d{1,6})?$/.test(cell.trim())) return null;
  return Number(cell);
}

/** A money cell as the tables show it ("Ksh 1,200.50", "Ksh -695.75") as a spreadsheet number (read by core); else null. */
export function moneyAmount(cell: string): number | null {
  const amount = readMoney(cell);
  return amount === null ? null : Number(amount);
}
