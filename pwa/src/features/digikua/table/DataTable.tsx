/**
 * A DigiKua table (spec 002 section 2.1): 'Filter:' text filter (which also restricts exports),
 * Copy / CSV / PDF / Excel / Print, a print heading, loading spinner, 'Error: {message}' row and
 * 'No data available in table'. CONTRACT STUB: the tables helper replaces the body; the props are
 * what the table screens use.
 */
import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  /** Already translated. */
  header: string;
  /** Plain text of the cell, for the filter and the exports. */
  text: (row: Row) => string;
  /** What the screen shows (a link that opens the edit modal…); defaults to `text`. */
  cell?: (row: Row) => ReactNode;
  /** Right-align numbers. */
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  /** The print heading (and the PDF's title). */
  title: string;
  columns: Column<Row>[];
  /** null while loading. */
  rows: Row[] | null;
  error: string | null;
  rowKey: (row: Row) => string;
  /** A class per row (a record waiting to sync, one the server refused). */
  rowClass?: (row: Row) => string | undefined;
}

export function DataTable<Row>({ columns, rows, error, rowKey, rowClass }: DataTableProps<Row>) {
  return (
    <table>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key}>{c.header}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {error ? (
          <tr>
            <td colSpan={columns.length}>Error: {error}</td>
          </tr>
        ) : (
          (rows ?? []).map((row) => (
            <tr key={rowKey(row)} className={rowClass?.(row)}>
              {columns.map((c) => (
                <td key={c.key}>{c.cell ? c.cell(row) : c.text(row)}</td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
