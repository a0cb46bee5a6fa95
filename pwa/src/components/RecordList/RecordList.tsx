/**
 * One list of records for every screen: on a phone each record is a card (what, how much, when, its
 * state; tap to open); on a wider screen a table of the columns shown on screen (only one of the two
 * is drawn). A 'Filter:' box and one Export menu (copy, CSV, PDF, Excel, print: every column, the rows the filter leaves) sit
 * above; skeleton rows while loading; the feature's empty state, or 'Nothing matches your filter'.
 * Long lists show a page at a time ('Show more'); print and the exports take every filtered row.
 */
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import { listState } from './cardFields';
import type { Column } from './columns';
import { ExportMenu } from './ExportMenu';
import { RecordCards } from './RecordCards';
import { RecordTable } from './RecordTable';
import { filterWords, matchesWords, searchText } from './tableText';
import type { RowParts } from './types';
import { useExports } from './useExports';
import { useListLayout } from './useListLayout';
import './recordList.css';

export type { Column, CardRole } from './columns';
export type { RowOpen } from './types';

/** Rows shown at first, and added by each 'Show more'. */
export const PAGE_ROWS = 100;

export interface RecordListProps<Row> extends RowParts<Row> {
  /** The list's name: table caption, print heading, the PDF's title. */
  title: string;
  columns: Column<Row>[];
  /** null while loading. */
  rows: Row[] | null;
  /** Already translated. */
  error: string | null;
  /** What shows when there is no record at all (an EmptyState). */
  empty: ReactNode;
  /** The filter and the Export menu (default on); off for a list searched elsewhere. */
  tools?: boolean;
  /** The exported files' name without extension. */
  fileName?: string;
  pageRows?: number;
}

export function RecordList<Row>(props: RecordListProps<Row>) {
  const { title, columns, rows, error, empty, tools = true, fileName = 'records', pageRows = PAGE_ROWS, ...parts } = props;
  const { t } = useI18n();
  const filterId = useId();
  const area = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [limit, setLimit] = useState(pageRows);

  // Each row's searchable text, made once per list of rows (not on every key press).
  const texts = useMemo(() => rows?.map((row) => searchText(columns, row)) ?? [], [rows, columns]);
  const filtered = useMemo(() => {
    if (!rows) return [];
    const words = filterWords(deferredQuery);
    return words.length === 0 ? rows : rows.filter((_, index) => matchesWords(texts[index] ?? '', words));
  }, [rows, texts, deferredQuery]);
  useEffect(() => setLimit(pageRows), [deferredQuery, pageRows]);

  const exports = useExports(title, fileName, columns, filtered, area);
  const layout = useListLayout(area, exports.printing);
  const loaded = rows !== null && !error;
  const shown = exports.printing ? filtered : filtered.slice(0, limit);

  const state = listState(rows, filtered, error);
  let body: ReactNode;
  if (state === 'error') {
    body = (
      <p className="rl-error" role="alert">
        {t('records.error', { message: error ?? '' })}
      </p>
    );
  } else if (state === 'loading') {
    body = <Skeleton />;
  } else if (state === 'empty') {
    body = empty;
  } else if (state === 'noMatch') {
    body = (
      <EmptyState
        title={t('records.noMatch')}
        action={
          <button type="button" className="button button--small button--secondary" onClick={() => setQuery('')}>
            {t('records.clearFilter')}
          </button>
        }
      />
    );
  } else {
    body =
      layout === 'table' ? (
        <RecordTable caption={title} columns={columns} rows={shown} {...parts} />
      ) : (
        <RecordCards label={title} columns={columns} rows={shown} {...parts} />
      );
  }

  return (
    <div className="rl" ref={area}>
      {tools ? (
        <div className="rl-tools">
          <div className="rl-filter">
            <label htmlFor={filterId}>{t('records.filter')}</label>
            <input
              id={filterId}
              type="search"
              className="input"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
            />
          </div>
          <ExportMenu disabled={!loaded} busy={exports.busy} onChoose={(kind) => void exports.run(kind)} />
          <p className="rl-copied" role="status" aria-live="polite">
            {exports.copied ? t('records.copied') : ''}
          </p>
        </div>
      ) : null}
      <h2 className="rl-print-title">{title}</h2>
      {body}
      {loaded && filtered.length > 0 && (tools || shown.length < filtered.length) ? (
        <div className="rl-footer">
          <p className="muted">
            {filtered.length === rows.length
              ? t('records.showing', { shown: shown.length, total: filtered.length })
              : t('records.filtered', { shown: shown.length, total: filtered.length, all: rows.length })}
          </p>
          {shown.length < filtered.length ? (
            <button type="button" className="button button--small button--secondary" onClick={() => setLimit((n) => n + pageRows)}>
              {t('records.more')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
