/**
 * The business documents' rules (spec 002 section 5.2) from the `books` WASM package
 * (lib/core-books.ts): a quotation's or invoice's checks, an item's total, a payment's checks, an
 * invoice's balance and the numbers made on the phone. Nothing is decided here.
 */
import * as wasm from '../wasm-pkg/books/portal_core.js';
import { booksLoader as loader } from './core-books';

export const loadDocumentsCore = (): Promise<void> => loader.load();

/** For tests in node: instantiate from the .wasm bytes. */
export const loadDocumentsCoreSync = (bytes: BufferSource): void => loader.loadSync(bytes);

const SEPARATOR = '\u001f';
const join = (cells: readonly string[]): string => cells.map((cell) => cell.replaceAll(SEPARATOR, ' ')).join(SEPARATOR);

export type Nature = 'Product' | 'Service';

/** A product or service variant the items choose from. */
export interface VariantChoice {
  id: string;
  name: string;
  nature: Nature;
  /** Decimal text, or null when the variant has no price. */
  unitPrice: string | null;
}

/** An item row as typed. */
export interface ItemInput {
  variantId: string;
  quantity: string;
  totalAmount: string;
}

/** An item as checked: the variant's name, kind and unit price as they are now. */
export interface CheckedItem {
  variantId: string;
  name: string;
  nature: Nature;
  /** Decimal text (up to 3 decimals). */
  quantity: string;
  /** Two decimals, or null. */
  unitPrice: string | null;
  /** Two decimals. */
  totalAmount: string;
}

export interface DocumentInput {
  /** The signed-in person's phone (the spec's sessionPhone). */
  sessionPhone: string;
  clientName: string;
  clientPhone: string;
  clientEmail: string;
  items: readonly ItemInput[];
}

export type DocumentCheck =
  | { error: string; row: number | null }
  | { error: null; client: { name: string; phone: string; email: string }; items: CheckedItem[] };

/**
 * Core's checks of a quotation or invoice as typed, in the spec's order, against the business's
 * `variants`; local phone numbers are read as `country`'s (`KE`, `TZ`). Refused: the message and the
 * item row (from 1) it is about; passed: the client tidied (the phone international) and the items.
 */
export function checkDocument(input: DocumentInput, variants: readonly VariantChoice[], country: string): DocumentCheck {
  const out = wasm.checkDocument(
    input.sessionPhone,
    input.clientName,
    input.clientPhone,
    input.clientEmail,
    join(input.items.flatMap((i) => [i.variantId, i.quantity, i.totalAmount])),
    join(variants.flatMap((v) => [v.id, v.name, v.nature, v.unitPrice ?? ''])),
    country,
  );
  const [error = '', ...rest] = out;
  if (error !== '') return { error, row: rest[0] ? Number(rest[0]) : null };
  const [name = '', phone = '', email = '', ...cells] = rest;
  const items: CheckedItem[] = [];
  for (let at = 0; at + 6 <= cells.length; at += 6) {
    items.push({
      variantId: cells[at] ?? '',
      name: cells[at + 1] ?? '',
      nature: (cells[at + 2] ?? 'Product') as Nature,
      quantity: cells[at + 3] ?? '',
      unitPrice: cells[at + 4] ? (cells[at + 4] as string) : null,
      totalAmount: cells[at + 5] ?? '',
    });
  }
  return { error: null, client: { name, phone, email }, items };
}

/** An item's total at the variant's unit price (two decimals), or null without a price or a number. */
export const itemTotal = (unitPrice: string | null, quantity: string): string | null =>
  unitPrice === null ? null : (wasm.itemTotal(unitPrice, quantity) ?? null);

export interface PaymentInput {
  sessionPhone: string;
  invoiceId: string;
  amountPaid: string;
  /** `yyyy-mm-dd`. */
  datePaid: string;
}

export type PaymentCheck = { error: string } | { error: null; amountPaid: string; datePaid: string; paidAt: number };

/**
 * Core's checks of a payment (spec order, a real day not after today in Nairobi, an amount within
 * the balance due) against an invoice of `total` with the amounts `paid` already recorded.
 */
export function checkPayment(input: PaymentInput, total: string, paid: readonly string[], nowMs = Date.now()): PaymentCheck {
  const [error = '', amountPaid = '', datePaid = '', paidAt = '0'] = wasm.checkPayment(
    input.sessionPhone,
    input.invoiceId,
    input.amountPaid,
    input.datePaid,
    total,
    join(paid),
    Math.floor(nowMs / 1000),
  );
  return error !== '' ? { error } : { error: null, amountPaid, datePaid, paidAt: Number(paidAt) };
}

export type PaidState = 'unpaid' | 'partlyPaid' | 'paid';

export interface Balance {
  total: string;
  paid: string;
  due: string;
  state: PaidState;
}

/** An invoice's total, what is paid, the balance due (two decimals each) and its state. */
export function balance(total: string, paid: readonly string[]): Balance {
  const [t = '0.00', p = '0.00', due = '0.00', state = 'unpaid'] = wasm.balance(total, join(paid));
  return { total: t, paid: p, due, state: state as PaidState };
}

/** A quotation's or invoice's number, made on the phone (`QUO-261126-7F3A`). */
export const documentNumber = (kind: 'quotation' | 'invoice', createdAt: number, id: string): string => wasm.number(kind, createdAt, id);

/** A receipt's number from when the payment was recorded (epoch seconds) and its id. */
export const receiptNumber = (recordedAt: number, paymentId: string): string => wasm.receiptNumber(recordedAt, paymentId);
