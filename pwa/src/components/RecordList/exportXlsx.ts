/**
 * The Excel export (digikua.xlsx, one sheet named 'Sheet1'): the headers in bold, then the filtered
 * rows; a cell holding a plain number or an amount in Ksh is written as a number (amounts with a Ksh
 * format, so they can be added up). Written by the core's `books` package (which the lists' screens
 * load anyway), when Excel is pressed.
 */
import { loadXlsxCore, tableXlsx, type XlsxCell } from '../../lib/core-xlsx';
import { moneyAmount, plainNumber } from './cellNumbers';

export const SHEET_NAME = 'Sheet1';
/** Column widths (characters) stay within these bounds. */
const MIN_WIDTH = 8;
const MAX_WIDTH = 40;

/** A body cell as the sheet holds it. */
export function xlsxCell(cell: string): XlsxCell {
  const amount = moneyAmount(cell);
  if (amount !== null) return { ksh: String(amount) };
  const number = plainNumber(cell);
  return number === null ? { text: cell } : { number: String(number) };
}

/** Each column as wide as its longest text and a little room, within the bounds. */
export function columnWidths(matrix: readonly (readonly string[])[]): number[] {
  const [head = []] = matrix;
  return head.map((_, index) =>
    matrix.reduce((width, cells) => Math.min(MAX_WIDTH, Math.max(width, (cells[index] ?? '').length + 2)), MIN_WIDTH),
  );
}

export async function xlsxBlob(matrix: readonly (readonly string[])[]): Promise<Blob> {
  await loadXlsxCore();
  const [head = [], ...body] = matrix;
  const rows = [head.map((text) => ({ text })), ...body.map((cells) => cells.map(xlsxCell))];
  const bytes = tableXlsx(SHEET_NAME, rows, columnWidths(matrix));
  return new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
