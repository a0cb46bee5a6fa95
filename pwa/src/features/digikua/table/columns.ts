/** A column of a DigiKua table (re-exported by DataTable.tsx, where the screens take it from). */
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
