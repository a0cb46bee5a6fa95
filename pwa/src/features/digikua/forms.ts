/**
 * The add and edit forms as data (spec 002 section 4.1): what each form holds, the record it builds
 * (blank numbers null, dates as Nairobi midnights through core) and the checks before saving. Every
 * rule and message is core's: `checkRecord` (spec 5.1 order, and the records a record points at),
 * `checkUpdate` (natures locked) and `notFoundMessage` for a picked record this phone does not have.
 */
import { checkRecord, checkUpdate, dayFromInput, inputFromDay, notFoundMessage, type Entity } from '../../lib/core-bookkeeping';

/** What a form holds: every field as the inputs give it (text). */
export type Form = Record<string, string>;

interface FormSpec {
  /** Fields kept as text. */
  texts: readonly string[];
  /** Fields entered in number boxes: blank is null, otherwise the typed text (core reads it exactly). */
  numbers: readonly string[];
  /** Date inputs: epoch seconds of that day's Nairobi midnight. */
  dates: readonly string[];
  /** The record's date in the cashflow (sold, spent, invested, stocked). */
  cashflowDate?: string;
}

export const FORMS: Readonly<Record<Entity, FormSpec>> = {
  product: { texts: ['name', 'categoryId', 'measurementId', 'status'], numbers: ['price', 'providerPrice'], dates: [] },
  service: { texts: ['name', 'categoryId', 'measurementId', 'status'], numbers: ['price', 'providerPrice'], dates: [] },
  productVariant: { texts: ['name', 'mainProductId'], numbers: ['unitPrice', 'startingQuantity'], dates: [] },
  serviceVariant: { texts: ['name', 'mainServiceId'], numbers: ['unitPrice'], dates: [] },
  sale: {
    texts: ['nature', 'variantId', 'typeOfSale', 'clientPhone'],
    numbers: ['quantity', 'revenue'],
    dates: ['dateSold'],
    cashflowDate: 'dateSold',
  },
  expense: {
    texts: ['nature', 'name', 'typeOfExpense', 'supplierPhone', 'productVariantId'],
    numbers: ['amountSpent', 'lifespanInYears'],
    dates: ['transactionDate'],
    cashflowDate: 'transactionDate',
  },
  investment: {
    texts: ['investmentNarration', 'typeOfInvestment'],
    numbers: ['investmentAmount'],
    dates: ['investmentDate'],
    cashflowDate: 'investmentDate',
  },
  inventory: {
    texts: ['productVariantId'],
    numbers: ['stocked', 'stockValue'],
    dates: ['dateStocked'],
    cashflowDate: 'dateStocked',
  },
};

/** An empty form of `entity`, with `initial` values (a product's status, the main product of a list). */
export function emptyForm(entity: Entity, initial: Form = {}): Form {
  const spec = FORMS[entity];
  const form: Form = {};
  for (const field of [...spec.texts, ...spec.numbers, ...spec.dates]) form[field] = '';
  return { ...form, ...initial };
}

/** A saved record as its edit form shows it (numbers as stored, dates as the Nairobi day). */
export function formFromRecord(entity: Entity, saved: object): Form {
  const spec = FORMS[entity];
  const record = saved as Readonly<Record<string, unknown>>;
  const form: Form = {};
  for (const field of spec.texts) form[field] = typeof record[field] === 'string' ? record[field] : '';
  for (const field of spec.numbers) {
    const value = record[field];
    form[field] = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  }
  for (const field of spec.dates) {
    const value = record[field];
    form[field] = typeof value === 'number' ? inputFromDay(value) : '';
  }
  return form;
}

export interface RecordContext {
  /** The record's id (new from the sync library, or the edited one's). */
  id: string;
  /** The signed-in user's business; null when unknown (core then answers 'Missing important information'). */
  businessId: string | null;
  /** The saved record when editing. */
  saved: object | null;
  /** Now, in ms. */
  nowMs: number;
}

/** The record a form describes: the saved one's fields kept, the form's on top, the times set. */
export function recordFromForm(entity: Entity, form: Form, ctx: RecordContext): Record<string, unknown> {
  const spec = FORMS[entity];
  const now = Math.floor(ctx.nowMs / 1000);
  const saved = ctx.saved as Readonly<Record<string, unknown>> | null;
  const record: Record<string, unknown> = { ...(saved ?? {}), id: ctx.id, businessId: ctx.businessId ?? '' };
  for (const field of spec.texts) record[field] = form[field] ?? '';
  for (const field of spec.numbers) {
    const typed = (form[field] ?? '').trim();
    record[field] = typed === '' ? null : typed;
  }
  for (const field of spec.dates) record[field] = dayFromInput(form[field] ?? '');
  const added = saved?.['dateAdded'];
  record['dateAdded'] = typeof added === 'number' && added > 0 ? added : now;
  record['lastEdited'] = now;
  return record;
}

export type Prepared =
  | { error: string; record: null; date: null }
  | { error: null; record: Record<string, unknown> & { id: string; businessId: string }; date: number | null };

/**
 * Everything before saving: the record from the form, core's checks in the spec's order, what an
 * edit may not change, and the records it points at (`exists`). The first message, or the record as
 * core tidied it and its cashflow date.
 */
export function prepareRecord(
  entity: Entity,
  form: Form,
  ctx: RecordContext,
  exists: (entity: Entity, id: string) => boolean,
): Prepared {
  const failed = (error: string): Prepared => ({ error, record: null, date: null });
  const built = recordFromForm(entity, form, ctx);
  const checked = checkRecord(entity, built, ctx.nowMs);
  if (checked.error !== null) return failed(mistypedDate(entity, form, built, checked.error, ctx.nowMs) ?? checked.error);
  const record = checked.record as Record<string, unknown> & { id: string; businessId: string };
  if (ctx.saved) {
    const locked = checkUpdate(entity, ctx.saved, record);
    if (locked) return failed(locked);
  }
  const missing = checked.references.find((ref) => !exists(ref.entity, ref.id));
  if (missing) return failed(notFoundMessage(missing.entity));
  const spec = FORMS[entity];
  const date = spec.cashflowDate ? record[spec.cashflowDate] : null;
  return { error: null, record, date: typeof date === 'number' ? date : null };
}

/** Core's message for a day the calendar does not have (core/src/bookkeeping/messages.rs). */
export const DATE_NOT_A_DAY = 'This date does not exist';

/**
 * A date typed but not a whole day (the date field hands on the text, 31/02/2026 or 12/1) reaches
 * core as no date, whose message would be 'cannot be blank'. When that is the message core gives
 * (the same record with a real day gives another), say the date does not exist instead.
 */
function mistypedDate(entity: Entity, form: Form, record: Record<string, unknown>, error: string, nowMs: number): string | null {
  const mistyped = FORMS[entity].dates.filter((field) => (form[field] ?? '').trim() !== '' && record[field] === null);
  if (mistyped.length === 0) return null;
  const today = dayFromInput(inputFromDay(Math.floor(nowMs / 1000)));
  const mended = { ...record };
  for (const field of mistyped) mended[field] = today;
  return checkRecord(entity, mended, nowMs).error === error ? null : DATE_NOT_A_DAY;
}
