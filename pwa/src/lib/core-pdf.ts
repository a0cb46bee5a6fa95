/**
 * The PDF writer of the Rust core, in a WASM package of its own (`pdf`), loaded only when a PDF is
 * made: a table's export, a quotation, an invoice or a receipt. The role's offline list keeps it (the
 * screens that make PDFs import this module), so PDFs are made in airplane mode. Nothing is laid out here.
 */
import init, * as wasm from '../wasm-pkg/pdf/portal_core.js';
import wasmUrl from '../wasm-pkg/pdf/portal_core_bg.wasm?url';
import { packageLoader } from './wasmPackage';

const loader = packageLoader(init, wasm.initSync, wasmUrl);

/** Loads the package once; the functions below can be called after it resolves. */
export const loadPdfCore = (): Promise<void> => loader.load();

/** For tests in node: instantiate from the .wasm bytes. */
export const loadPdfCoreSync = (bytes: BufferSource): void => loader.loadSync(bytes);

/** How lists cross to the core: one string, cells split by the unit separator (never typed). */
const SEPARATOR = '\u001f';
const join = (cells: readonly string[]): string => cells.map((cell) => cell.replaceAll(SEPARATOR, ' ')).join(SEPARATOR);

/**
 * An A4 PDF of `matrix` (the header row first) under `title`: numbered pages, the header repeated
 * on each, `numeric` columns right-aligned, sideways beyond five columns. Letters outside Latin-1
 * lose their accents (ō → o); other scripts are written '?'.
 */
export function tablePdf(
  title: string,
  matrix: readonly (readonly string[])[],
  numeric: readonly boolean[],
  author: string,
  created: Date = new Date(),
): Uint8Array<ArrayBuffer> {
  const columns = matrix.reduce((most, row) => Math.max(most, row.length), 1);
  const cells = join(matrix.flatMap((row) => Array.from({ length: columns }, (_, index) => row[index] ?? '')));
  const flags = Uint8Array.from({ length: columns }, (_, index) => (numeric[index] ? 1 : 0));
  // A copy out of the WASM memory, on an ArrayBuffer of its own.
  return wasm.tablePdf(title, author, cells, columns, flags, Math.floor(created.getTime() / 1000)) as Uint8Array<ArrayBuffer>;
}

/** The business a document comes from: its name, the entrepreneur's phone and e-mail, the currency. */
export interface Letterhead {
  name: string;
  phone: string;
  email: string;
  /** `KES` or `TZS`. */
  currency: string;
}

/** A quotation or invoice as the PDF shows it. */
export interface PdfDocument {
  kind: 'quotation' | 'invoice';
  id: string;
  /** Epoch seconds. */
  createdAt: number;
  client: { name: string; phone: string; email: string };
  items: readonly { name: string; nature: string; quantity: string; unitPrice: string | null; totalAmount: string }[];
}

/** A payment as an invoice or receipt lists it. */
export interface PdfPayment {
  receiptNumber: string;
  /** `yyyy-mm-dd`. */
  datePaid: string;
  amountPaid: string;
}

const itemCells = (doc: PdfDocument) =>
  join(doc.items.flatMap((item) => [item.name, item.nature, item.quantity, item.unitPrice ?? '', item.totalAmount]));
const paymentCells = (payments: readonly PdfPayment[]) => join(payments.flatMap((p) => [p.receiptNumber, p.datePaid, p.amountPaid]));
const headCells = (head: Letterhead) => join([head.name, head.phone, head.email, head.currency]);

/** A quotation or an invoice (with its payments, in the order made) as an A4 PDF, in English or Swahili. */
export function documentPdf(doc: PdfDocument, payments: readonly PdfPayment[], head: Letterhead, language: 'en' | 'sw'): Uint8Array<ArrayBuffer> {
  const { client } = doc;
  return wasm.documentPdf(
    doc.kind, doc.id, doc.createdAt, client.name, client.phone, client.email,
    itemCells(doc), paymentCells(payments), headCells(head), language,
  ) as Uint8Array<ArrayBuffer>;
}

/**
 * The receipt of `payments[thisOne]` of the invoice `doc` as an A4 PDF: `payments` are the invoice's
 * in the order made (at least up to this one); it says the balance left after this payment.
 */
export function receiptPdf(
  doc: PdfDocument,
  payments: readonly PdfPayment[],
  thisOne: number,
  head: Letterhead,
  language: 'en' | 'sw',
): Uint8Array<ArrayBuffer> {
  const { client } = doc;
  return wasm.receiptPdf(
    doc.id, doc.createdAt, client.name, client.phone, client.email,
    itemCells(doc), paymentCells(payments), thisOne, headCells(head), language,
  ) as Uint8Array<ArrayBuffer>;
}
