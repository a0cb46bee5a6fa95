/** What a list's feature tells it about each record beyond its columns. */
import type { ReactNode } from 'react';
import type { To } from 'react-router';

/** Where tapping a record goes, and what the link says before the record's name ("Edit sale"). */
export interface RowOpen {
  to: To;
  state?: unknown;
  label: string;
}

export interface RowParts<Row> {
  rowKey: (row: Row) => string;
  /** A class per record (one waiting to sync, one the server refused). */
  rowClass?: (row: Row) => string | undefined;
  /** The link that opens (or edits) a record; on a card the whole card is the link. */
  open?: (row: Row) => RowOpen;
  /** The record's state next to its title: waiting to sync, refused… */
  badge?: (row: Row) => ReactNode;
  /** Buttons for a record (deactivate, edit…), after the columns and at a card's foot. */
  actions?: (row: Row) => ReactNode;
  /** The hidden header of the actions column. */
  actionsHeader?: string;
}
