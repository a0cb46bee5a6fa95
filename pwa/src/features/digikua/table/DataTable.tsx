/**
 * A DigiKua table (spec 002 section 2.1): 'Filter:' text filter (which also restricts exports),
 * Copy / CSV / PDF / Excel / Print, a print heading, loading spinner, 'Error: {message}' row and
 * 'No data available in table'. On a phone the table scrolls sideways inside its box and the
 * toolbar wraps. Long tables show their rows a page at a time ('Show more'); the exports and
 * print always take every row the filter leaves. The PDF and Excel code loads only when used.
 */
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { saveBlob } from '../../../lib/fileDownload';
import { useI18n } from '../../../lib/i18n';
import { withRetry } from '../../../lib/retry';
import { copyText } from './clipboard';
import type { Column } from './columns';
import { csvFileText, filterWords, matchesWords, searchText, textMatrix, toTsv } from './tableText';
import './table.css';

export type { Column } from './columns';

/** Spec 002 section 9: the copied notice shows for 2 seconds. */
export const COPIED_NOTICE_MS = 2000;
/** Rows shown at first, and added by each 'Show more'. */
export const PAGE_ROWS = 100;
export const FILE_NAMES = { csv: 'digikua.csv', pdf: 'digikua.pdf', xlsx: 'digikua.xlsx' } as const;

const loadPdf = withRetry(() => import('./exportPdf'));
const loadXlsx = withRetry(() => import('./exportXlsx'));

type Export = 'copy' | 'csv' | 'pdf' | 'excel';

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
  /** Rows shown before 'Show more' (default PAGE_ROWS). */
  pageRows?: number;
}

export function DataTable<Row>({ title, columns, rows, error, rowKey, rowClass, pageRows = PAGE_ROWS }: DataTableProps<Row>) {
  const { t } = useI18n();
  const filterId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [limit, setLimit] = useState(pageRows);
  // When Copy last succeeded (each copy shows the notice for its own 2 seconds).
  const [copiedAt, setCopiedAt] = useState(0);
  const [busy, setBusy] = useState<Export | null>(null);
  // Each press of Print is a new job; `printing` shows every filtered row until the print is done.
  const [printJob, setPrintJob] = useState(0);
  const [printing, setPrinting] = useState(false);
  const printArea = useRef<HTMLDivElement>(null);

  // Each row's searchable text, made once per list of rows (not on every key press).
  const texts = useMemo(() => rows?.map((row) => searchText(columns, row)) ?? [], [rows, columns]);
  const filtered = useMemo(() => {
    if (!rows) return [];
    const words = filterWords(deferredQuery);
    return words.length === 0 ? rows : rows.filter((_, index) => matchesWords(texts[index] ?? '', words));
  }, [rows, texts, deferredQuery]);

  useEffect(() => setLimit(pageRows), [deferredQuery, pageRows]);

  useEffect(() => {
    if (copiedAt === 0) return undefined;
    const timer = setTimeout(() => setCopiedAt(0), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  // Print once every filtered row is on the page; the print CSS shows only this heading and table.
  useEffect(() => {
    if (printJob === 0) return undefined;
    const area = printArea.current;
    const tidy = () => {
      document.body.classList.remove('dk-printing');
      area?.classList.remove('dk-print-target');
    };
    const done = () => {
      tidy();
      setPrinting(false);
    };
    area?.classList.add('dk-print-target');
    document.body.classList.add('dk-printing');
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => {
      window.removeEventListener('afterprint', done);
      tidy();
    };
  }, [printJob]);

  const matrix = () => textMatrix(columns, filtered);

  async function run(kind: Export, work: () => Promise<void>) {
    setBusy(kind);
    try {
      await work();
    } catch {
      toast.error(t(kind === 'copy' ? 'digikua.table.copyFailed' : 'digikua.table.exportFailed'), { id: 'digikua-export' });
    } finally {
      setBusy(null);
    }
  }

  const exports: Record<Export, () => Promise<void>> = {
    copy: async () => {
      await copyText(toTsv(matrix()));
      setCopiedAt(Date.now());
    },
    csv: async () => saveBlob(new Blob([csvFileText(matrix())], { type: 'text/csv;charset=utf-8' }), FILE_NAMES.csv),
    pdf: async () => {
      const { pdfBlob } = await loadPdf();
      saveBlob(
        await pdfBlob(
          title,
          matrix(),
          columns.map((c) => Boolean(c.numeric)),
        ),
        FILE_NAMES.pdf,
      );
    },
    excel: async () => {
      const { xlsxBlob } = await loadXlsx();
      saveBlob(await xlsxBlob(matrix()), FILE_NAMES.xlsx);
    },
  };

  const loaded = rows !== null && !error;
  const shown = printing ? filtered : filtered.slice(0, limit);
  const span = Math.max(columns.length, 1);

  let body;
  if (error) {
    body = <StateRow span={span} text={t('digikua.table.error', { message: error })} className="dk-table__error" />;
  } else if (rows === null) {
    body = (
      <tr>
        <td colSpan={span} className="dk-table__state">
          <span className="loading" role="status">
            <span className="loading__spinner" aria-hidden="true" />
            <span>{t('digikua.table.loading')}</span>
          </span>
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = <StateRow span={span} text={t('digikua.table.empty')} />;
  } else if (filtered.length === 0) {
    body = <StateRow span={span} text={t('digikua.table.noMatch')} />;
  } else {
    body = shown.map((row) => (
      <tr key={rowKey(row)} className={rowClass?.(row)}>
        {columns.map((c) => (
          <td key={c.key} className={c.numeric ? 'dk-table__number' : undefined}>
            {c.cell ? c.cell(row) : c.text(row)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div className="dk-table" ref={printArea}>
      <div className="dk-table__toolbar">
        <div className="dk-table__exports" role="group" aria-label={t('digikua.table.exports')}>
          <ExportButton label={t('digikua.table.copy')} kind="copy" busy={busy} disabled={!loaded} onClick={() => run('copy', exports.copy)} />
          <ExportButton label={t('digikua.table.csv')} kind="csv" busy={busy} disabled={!loaded} onClick={() => run('csv', exports.csv)} />
          <ExportButton label={t('digikua.table.pdf')} kind="pdf" busy={busy} disabled={!loaded} onClick={() => run('pdf', exports.pdf)} />
          <ExportButton label={t('digikua.table.excel')} kind="excel" busy={busy} disabled={!loaded} onClick={() => run('excel', exports.excel)} />
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={!loaded}
            onClick={() => {
              setPrinting(true);
              setPrintJob((job) => job + 1);
            }}
          >
            {t('digikua.table.print')}
          </button>
        </div>
        <div className="dk-table__filter">
          <label htmlFor={filterId}>{t('digikua.table.filter')}</label>
          <input
            id={filterId}
            type="search"
            className="input"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
        </div>
        <p className="dk-table__copied" role="status" aria-live="polite">
          {copiedAt ? t('digikua.table.copied') : ''}
        </p>
      </div>
      <h2 className="dk-table__print-title">{title}</h2>
      <div className="dk-table__box">
        <table className="dk-table__table">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={c.numeric ? 'dk-table__number' : undefined}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {loaded && filtered.length > 0 ? (
        <div className="dk-table__footer">
          <p className="muted">
            {filtered.length === rows.length
              ? t('digikua.table.showing', { shown: shown.length, total: filtered.length })
              : t('digikua.table.filtered', { shown: shown.length, total: filtered.length, all: rows.length })}
          </p>
          {shown.length < filtered.length ? (
            <button type="button" className="button button--small button--secondary" onClick={() => setLimit((n) => n + pageRows)}>
              {t('digikua.table.more')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function StateRow({ span, text, className }: { span: number; text: string; className?: string }) {
  return (
    <tr>
      <td colSpan={span} className={className ? `dk-table__state ${className}` : 'dk-table__state'}>
        {text}
      </td>
    </tr>
  );
}

interface ExportButtonProps {
  label: string;
  kind: Export;
  busy: Export | null;
  disabled: boolean;
  onClick: () => void;
}

function ExportButton({ label, kind, busy, disabled, onClick }: ExportButtonProps) {
  return (
    <button
      type="button"
      className="button button--small button--ghost"
      disabled={disabled || busy !== null}
      aria-busy={busy === kind || undefined}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
