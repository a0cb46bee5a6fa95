/** Which columns a phone's card shows: one title, one amount, one date, then the detail lines. */
import type { Column } from './columns';

export interface CardFields<Row> {
  title: Column<Row> | undefined;
  amount: Column<Row> | undefined;
  date: Column<Row> | undefined;
  details: Column<Row>[];
}

/** The first column marked for each place; the title falls back to the first column shown on screen. */
export function cardFields<Row>(columns: readonly Column<Row>[]): CardFields<Row> {
  const first = (role: string) => columns.find((c) => c.card === role);
  return {
    title: first('title') ?? columns.find((c) => c.screen !== false),
    amount: first('amount'),
    date: first('date'),
    details: columns.filter((c) => c.card === 'detail'),
  };
}

/** The columns the table shows on screen (the others are only printed and exported). */
export const screenColumns = <Row>(columns: readonly Column<Row>[]): Column<Row>[] => columns.filter((c) => c.screen !== false);

/** The words that name a row's open link after its label: title, amount and date, as the card shows them. */
export function rowName<Row>(fields: CardFields<Row>, row: Row): string {
  return [fields.title, fields.amount, fields.date]
    .map((c) => (c ? (c.cardText ?? c.text)(row) : ''))
    .filter(Boolean)
    .join(' ');
}

/** What a list shows: its error, skeleton rows, its empty state, 'Nothing matches your filter', or the records. */
export type ListState = 'error' | 'loading' | 'empty' | 'noMatch' | 'rows';

export function listState(rows: readonly unknown[] | null, filtered: readonly unknown[], error: string | null): ListState {
  if (error) return 'error';
  if (rows === null) return 'loading';
  if (rows.length === 0) return 'empty';
  return filtered.length === 0 ? 'noMatch' : 'rows';
}
