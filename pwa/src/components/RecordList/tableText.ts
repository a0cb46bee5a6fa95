/**
 * The plain text of a DigiKua table: the 'Filter:' match and what Copy, CSV, PDF and Excel carry.
 * Every export takes the rows the filter leaves, with the columns' headers first, cell text exactly
 * as `Column.text` gives it (the table shows the same text).
 */
import type { Column } from './columns';

/** The filter's words: lower case, split on white space (every word must be found in the row). */
export function filterWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * One row's searchable text: every column's text in lower case, one per line, so a word never
 * matches across two cells.
 */
export function searchText<Row>(columns: readonly Column<Row>[], row: Row): string {
  return columns.map((c) => c.text(row)).join('\n').toLowerCase();
}

/** Whether a row's searchable text holds every word of the filter (no words: every row). */
export const matchesWords = (text: string, words: readonly string[]): boolean => words.every((word) => text.includes(word));

/** The rows whose text (over every column, case-insensitive) holds every word of `query`. */
export function filterRows<Row>(rows: readonly Row[], columns: readonly Column<Row>[], query: string): Row[] {
  const words = filterWords(query);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => matchesWords(searchText(columns, row), words));
}

/** The headers, then each row's cell texts. */
export function textMatrix<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string[][] {
  return [columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => c.text(row)))];
}

/** What Copy puts on the clipboard: tab-separated cells, one row a line, headers first. */
export function toTsv(matrix: readonly (readonly string[])[]): string {
  // A tab or line break inside a cell would split it; they become spaces.
  return matrix.map((cells) => cells.map((cell) => cell.replace(/[\t\r\n]+/g, ' ')).join('\t')).join('\n');
}

/** One CSV field: quoted (with inner quotes doubled) when it holds a comma, a quote or a line break. */
export function csvField(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** RFC 4180 CSV: comma-separated, CRLF line ends, headers first. */
export function toCsv(matrix: readonly (readonly string[])[]): string {
  return matrix.map((cells) => cells.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * The CSV file's bytes as text: a UTF-8 byte-order mark first, so spreadsheet programs read
 * names with accents and symbols correctly.
 */
export const csvFileText = (matrix: readonly (readonly string[])[]): string => `\uFEFF${toCsv(matrix)}`;
