/**
 * A quotation's, invoice's or receipt's PDF, made on the phone by core's PDF writer (the `pdf` WASM
 * package, loaded the first time; kept offline with the role's files), opened in a new tab or shared.
 */
import type { Letterhead, PdfDocument, PdfPayment } from '../../lib/core-pdf';

export type Language = 'en' | 'sw';

async function pdfCore() {
  const core = await import('../../lib/core-pdf');
  await core.loadPdfCore();
  return core;
}

export async function documentPdfFile(doc: PdfDocument, payments: readonly PdfPayment[], head: Letterhead, language: Language, name: string): Promise<File> {
  const core = await pdfCore();
  return new File([core.documentPdf(doc, payments, head, language)], `${name}.pdf`, { type: 'application/pdf' });
}

export async function receiptPdfFile(
  doc: PdfDocument,
  payments: readonly PdfPayment[],
  thisOne: number,
  head: Letterhead,
  language: Language,
  name: string,
): Promise<File> {
  const core = await pdfCore();
  return new File([core.receiptPdf(doc, payments, thisOne, head, language)], `${name}.pdf`, { type: 'application/pdf' });
}

/** Opens the PDF in a new tab; false when the browser blocked it. */
export function openPdf(file: File): boolean {
  const url = URL.createObjectURL(file);
  const opened = window.open(url, '_blank', 'noopener');
  // The tab reads the blob soon; the URL is released a minute later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return opened !== null || document.visibilityState === 'hidden';
}

/** Whether this browser can share files (Android's share sheet). */
export function canShareFiles(file: File): boolean {
  return typeof navigator.share === 'function' && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
}

export async function sharePdf(file: File, title: string): Promise<void> {
  await navigator.share({ files: [file], title });
}
