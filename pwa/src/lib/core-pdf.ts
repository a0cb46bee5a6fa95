/**
 * The PDF and Excel writers of the Rust core (the tables' exports), from the `books` WASM package
 * (lib/core-books.ts), loaded when a PDF or an Excel file is made. Nothing is laid out here.
 */
import * as wasm from '../wasm-pkg/books/portal_core.js';
import { booksLoader as loader } from './core-books';

/** Loads the package once; `tablePdf` and `tableXlsx` can be called after it resolves. */
export const loadPdfCore = (): Promise<void> => loader.load();

/** For tests in node: instantiate from the .wasm bytes. */
export const loadPdfCoreSync = (bytes: BufferSource): void => loader.loadSync(bytes);

/** How the cells cross to the core: one string, cells split by the unit separator (never typed). */
const SEPARATOR = '\u001f';

/**
 * An A4 PDF of `matrix` (the header row first) under `title`: numbered pages, the header repeated
 * on each, `numeric` columns right-aligned, sideways beyond five columns. Letters outside Latin-1
 * lose their accents (ō → o); other scripts are written '?'.
 */
export function tablePdf(
  title: string,
  matrix: readonly (readonly string[])[],
  numeric: readonly boolean[],
  author: string,
  created: Date = new Date(),
): Uint8Array<ArrayBuffer> {
  const columns = matrix.reduce((most, row) => Math.max(most, row.length), 1);
  const cells = matrix
    .flatMap((row) => Array.from({ length: columns }, (_, index) => row[index] ?? ''))
    .map((cell) => cell.replaceAll(SEPARATOR, ' '))
    .join(SEPARATOR);
  const flags = Uint8Array.from({ length: columns }, (_, index) => (numeric[index] ? 1 : 0));
  // A copy out of the WASM memory, on an ArrayBuffer of its own.
  return wasm.tablePdf(title, author, cells, columns, flags, Math.floor(created.getTime() / 1000)) as Uint8Array<ArrayBuffer>;
}

/** What a cell of `tableXlsx` holds: text, or a number (an amount in Ksh) as decimal text. */
export type XlsxCell = { text: string } | { number: string } | { ksh: string };

/**
 * An .xlsx of `rows` (the header row first, in bold) on one sheet named `sheet`; numbers and Ksh
 * amounts are written as numbers (amounts with a Ksh format), `widths` in characters.
 */
export function tableXlsx(sheet: string, rows: readonly (readonly XlsxCell[])[], widths: readonly number[]): Uint8Array<ArrayBuffer> {
  const columns = rows.reduce((most, row) => Math.max(most, row.length), 1);
  const cells: string[] = [];
  const kinds: number[] = [];
  for (const row of rows) {
    for (let index = 0; index < columns; index += 1) {
      const cell = row[index] ?? { text: '' };
      const [kind, value] = 'number' in cell ? [1, cell.number] : 'ksh' in cell ? [2, cell.ksh] : [0, cell.text];
      kinds.push(kind);
      cells.push(value.replaceAll(SEPARATOR, ' '));
    }
  }
  return wasm.tableXlsx(sheet, cells.join(SEPARATOR), columns, Uint8Array.from(kinds), Uint32Array.from(widths)) as Uint8Array<ArrayBuffer>;
}
