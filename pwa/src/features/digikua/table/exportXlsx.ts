/**
 * The Excel export (digikua.xlsx, one sheet named 'Sheet1'): the headers in bold, then the filtered
 * rows; a cell holding a plain number or an amount in Ksh is written as a number (amounts with a Ksh
 * format, so they can be added up). Loaded only when Excel is pressed.
 */
import writeXlsxFile from 'write-excel-file/browser';
import { moneyAmount, plainNumber } from './tableText';

export const SHEET_NAME = 'Sheet1';
/** Column widths (characters) stay within these bounds. */
const MIN_WIDTH = 8;
const MAX_WIDTH = 40;
const KSH_FORMAT = '"Ksh" #,##0.00';

export function xlsxBlob(matrix: readonly (readonly string[])[]): Promise<Blob> {
  const [head = [], ...body] = matrix;
  const data = [
    head.map((header) => ({ value: header, fontWeight: 'bold' as const })),
    ...body.map((cells) =>
      cells.map((cell) => {
        const amount = moneyAmount(cell);
        if (amount !== null) return { value: amount, format: KSH_FORMAT };
        const number = plainNumber(cell);
        return number === null ? { value: cell } : { value: number };
      }),
    ),
  ];
  const columns = head.map((_, index) => ({
    width: matrix.reduce((width, cells) => Math.min(MAX_WIDTH, Math.max(width, (cells[index] ?? '').length + 2)), MIN_WIDTH),
  }));
  return writeXlsxFile(data, { sheet: SHEET_NAME, columns }).toBlob();
}
