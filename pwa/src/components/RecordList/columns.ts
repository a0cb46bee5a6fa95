/** A column of a record list: its header, its text (filter, exports) and where it shows on screen. */
import type { ReactNode } from 'react';

/** What a column is on a phone's card: its title, its amount, its date, or a small detail line. */
export type CardRole = 'title' | 'amount' | 'date' | 'detail';

export interface Column<Row> {
  key: string;
  /** Already translated. */
  header: string;
  /** Plain text of the cell, for the filter and the exports. */
  text: (row: Row) => string;
  /** What the screen shows (a badge…); defaults to `text`. */
  cell?: (row: Row) => ReactNode;
  /** Right-align numbers. */
  numeric?: boolean;
  /** The card's text, when it says more than the cell (a full name in the first-name column). */
  cardText?: (row: Row) => string;
  /** Where the column shows on a phone's card; not on the card when absent. */
  card?: CardRole;
  /** false: only in print and the exports, not in the table on screen (a long id). */
  screen?: boolean;
}
