/**
 * What the Export menu does with the rows the filter leaves and every column (shown or not): copy,
 * CSV, PDF, Excel (the PDF and Excel code loads only when used) and print (every filtered row).
 */
import { useEffect, useState, type RefObject } from 'react';
import { saveBlob } from '../../lib/fileDownload';
import { useI18n } from '../../lib/i18n';
import { withRetry } from '../../lib/retry';
import { toast } from '../../lib/toast';
import { copyText } from './clipboard';
import type { Column } from './columns';
import type { ExportKind } from './ExportMenu';
import { csvFileText, textMatrix, toTsv } from './tableText';

/** Spec 002 section 9: the copied notice shows for 2 seconds. */
export const COPIED_NOTICE_MS = 2000;

const loadPdf = withRetry(() => import('./exportPdf'));
const loadXlsx = withRetry(() => import('./exportXlsx'));

export function useExports<Row>(title: string, fileName: string, columns: Column<Row>[], rows: Row[], area: RefObject<HTMLElement | null>) {
  const { t } = useI18n();
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [copiedAt, setCopiedAt] = useState(0);
  // Each Print is a new job; `printing` puts every filtered row on the page until it is done.
  const [printJob, setPrintJob] = useState(0);
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    if (copiedAt === 0) return undefined;
    const timer = setTimeout(() => setCopiedAt(0), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  // Print once every filtered row is on the page; the print CSS shows only this heading and table.
  useEffect(() => {
    if (printJob === 0) return undefined;
    const target = area.current;
    const tidy = () => {
      document.body.classList.remove('dk-printing');
      target?.classList.remove('dk-print-target');
    };
    const done = () => {
      tidy();
      setPrinting(false);
    };
    target?.classList.add('dk-print-target');
    document.body.classList.add('dk-printing');
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => {
      window.removeEventListener('afterprint', done);
      tidy();
    };
  }, [printJob, area]);

  const matrix = () => textMatrix(columns, rows);
  const work: Record<Exclude<ExportKind, 'print'>, () => Promise<void>> = {
    copy: async () => {
      await copyText(toTsv(matrix()));
      setCopiedAt(Date.now());
    },
    csv: async () => saveBlob(new Blob([csvFileText(matrix())], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`),
    pdf: async () => {
      const { pdfBlob } = await loadPdf();
      saveBlob(await pdfBlob(title, matrix(), columns.map((c) => Boolean(c.numeric))), `${fileName}.pdf`);
    },
    excel: async () => {
      const { xlsxBlob } = await loadXlsx();
      saveBlob(await xlsxBlob(matrix()), `${fileName}.xlsx`);
    },
  };

  async function run(kind: ExportKind) {
    if (kind === 'print') {
      setPrinting(true);
      setPrintJob((job) => job + 1);
      return;
    }
    setBusy(kind);
    try {
      await work[kind]();
    } catch {
      toast.error(t(kind === 'copy' ? 'records.copyFailed' : 'records.exportFailed'), { id: 'records-export' });
    } finally {
      setBusy(null);
    }
  }

  return { busy, copied: copiedAt !== 0, printing, run };
}
