/**
 * The Excel writer of the Rust core (the tables' export), from the `books` WASM package
 * (lib/core-books.ts) every role that lists records keeps. Nothing is laid out here.
 */
import * as wasm from '../wasm-pkg/books/portal_core.js';
import { booksLoader as loader } from './core-books';

/** Loads the package once; `tableXlsx` can be called after it resolves. */
export const loadXlsxCore = (): Promise<void> => loader.load();

/** For tests in node: instantiate from the .wasm bytes. */
export const loadXlsxCoreSync = (bytes: BufferSource): void => loader.loadSync(bytes);

/** How the cells cross to the core: one string, cells split by the unit separator (never typed). */
const SEPARATOR = '\u001f';

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
