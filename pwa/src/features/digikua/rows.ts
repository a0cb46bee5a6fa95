/**
 * The rows of the DigiKua tables (spec 002 section 2.1): each record joined with the names it points
 * at (lookups in the current language, main products and variants from the other records), money in
 * Ksh, dates in Nairobi, stock levels from core. Newest first.
 */
import { formatDate } from '../../lib/core';
import { formatKsh, stockLevel, type LookupEntry, type LookupLists } from '../../lib/core-bookkeeping';
import type { StoredRecord, SyncState } from '../../lib/sync';
import type {
  ExpenseRecord,
  InventoryRecord,
  InvestmentRecord,
  ItemRecord,
  ProductVariantRecord,
  SaleRecord,
  ServiceVariantRecord,
} from './records';
import { ALL } from './paths';

export interface Row<T> {
  id: string;
  record: T;
  /** synced, pending (waiting to sync) or rejected (the server refused it). */
  state: SyncState;
  /** The server's message for a refused record. */
  message: string | null;
}

export interface SaleRow extends Row<SaleRecord> {
  variantName: string;
  /** The product or service the variant is of ('' when unknown). */
  itemName: string;
  quantity: string;
  revenue: string;
  dateSold: string;
  typeOfSale: string;
  dateAdded: string;
}

export interface ExpenseRow extends Row<ExpenseRecord> {
  amountSpent: string;
  transactionDate: string;
  typeOfExpense: string;
  dateAdded: string;
}

export interface ItemRow extends Row<ItemRecord> {
  measurement: string;
  category: string;
  price: string;
  providerPrice: string;
  lastEdited: string;
}

export interface ProductVariantRow extends Row<ProductVariantRecord> {
  mainProduct: string;
  unitPrice: string;
  initialStock: string;
  stocked: string;
  unitsSold: string;
  remainingStock: string;
}

export interface ServiceVariantRow extends Row<ServiceVariantRecord> {
  mainService: string;
  unitPrice: string;
}

export interface InvestmentRow extends Row<InvestmentRecord> {
  amount: string;
  typeOfInvestment: string;
  investmentDate: string;
  dateAdded: string;
}

export interface InventoryRow extends Row<InventoryRecord> {
  productVariant: string;
  stocked: string;
  stockValue: string;
  dateStocked: string;
}

type Stored<T> = readonly StoredRecord<T>[];

/** id → name of a lookup list. */
export function lookupNames(list: readonly LookupEntry[]): Map<string, string> {
  return new Map(list.map((entry) => [entry.id, entry.name]));
}

/** id → record. */
export function byId<T extends { id: string }>(stored: Stored<T>): Map<string, T> {
  return new Map(stored.map((s) => [s.record.id, s.record]));
}

/** A date in Nairobi (dd/MM/yyyy), '' when there is none. */
export const day = (seconds: number | null | undefined): string => (seconds ? formatDate(seconds) : '');

/** A quantity as stored ('' when blank). */
export const quantity = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

function row<T extends { id: string }>(stored: StoredRecord<T>): Row<T> {
  return { id: stored.record.id, record: stored.record, state: stored.state, message: stored.message };
}

/** Newest first: by the record's own date, then by when it was added (ids grow with time). */
function newestFirst<R extends Row<{ id: string }>>(rows: R[], dateOf: (row: R) => number | null | undefined): R[] {
  return rows.sort((a, b) => (dateOf(b) ?? 0) - (dateOf(a) ?? 0) || (b.id > a.id ? 1 : b.id < a.id ? -1 : 0));
}

const nameOf = (records: Map<string, { name: string }>, id: string): string => records.get(id)?.name ?? '';

export function saleRows(
  sales: Stored<SaleRecord>,
  productVariants: Stored<ProductVariantRecord>,
  serviceVariants: Stored<ServiceVariantRecord>,
  lookups: LookupLists,
  items: Stored<ItemRecord> = [],
): SaleRow[] {
  const products = byId(productVariants);
  const services = byId(serviceVariants);
  const mains = byId(items);
  const itemOf = (r: SaleRecord): string => {
    const variant = r.nature === 'Service' ? services.get(r.variantId) : products.get(r.variantId);
    if (!variant) return '';
    return nameOf(mains, 'mainServiceId' in variant ? variant.mainServiceId : variant.mainProductId);
  };
  const types = lookupNames(lookups.saleType);
  const rows = sales.map((s): SaleRow => {
    const r = s.record;
    return {
      ...row(s),
      variantName: nameOf(r.nature === 'Service' ? services : products, r.variantId),
      itemName: itemOf(r),
      quantity: quantity(r.quantity),
      revenue: formatKsh(r.revenue),
      dateSold: day(r.dateSold),
      typeOfSale: types.get(r.typeOfSale) ?? r.typeOfSale,
      dateAdded: day(r.dateAdded),
    };
  });
  return newestFirst(rows, (r) => r.record.dateSold);
}

export function expenseRows(expenses: Stored<ExpenseRecord>, lookups: LookupLists): ExpenseRow[] {
  const types = lookupNames(lookups.expenseType);
  const rows = expenses.map((s): ExpenseRow => {
    const r = s.record;
    return {
      ...row(s),
      amountSpent: formatKsh(r.amountSpent),
      transactionDate: day(r.transactionDate),
      typeOfExpense: types.get(r.typeOfExpense) ?? r.typeOfExpense,
      dateAdded: day(r.dateAdded),
    };
  });
  return newestFirst(rows, (r) => r.record.transactionDate);
}

/** Products or services. */
export function itemRows(items: Stored<ItemRecord>, lookups: LookupLists): ItemRow[] {
  const measurements = lookupNames(lookups.measurement);
  const categories = lookupNames(lookups.productCategory);
  const rows = items.map((s): ItemRow => {
    const r = s.record;
    return {
      ...row(s),
      measurement: measurements.get(r.measurementId) ?? r.measurementId,
      category: categories.get(r.categoryId) ?? r.categoryId,
      price: formatKsh(r.price),
      providerPrice: formatKsh(r.providerPrice),
      lastEdited: day(r.lastEdited),
    };
  });
  return newestFirst(rows, (r) => r.record.lastEdited);
}

/**
 * The product variants (of `mainProductId`, or all for 'all' or none), with their stock: starting
 * quantity + stocked − sold (core), from the stockings and the product sales of each.
 */
export function productVariantRows(
  variants: Stored<ProductVariantRecord>,
  products: Stored<ItemRecord>,
  inventory: Stored<InventoryRecord>,
  sales: Stored<SaleRecord>,
  mainProductId?: string,
): ProductVariantRow[] {
  const mains = byId(products);
  const stocked = new Map<string, number[]>();
  const sold = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, id: string, value: number | null) => {
    if (value === null) return;
    const list = map.get(id);
    if (list) list.push(value);
    else map.set(id, [value]);
  };
  for (const { record } of inventory) add(stocked, record.productVariantId, record.stocked);
  for (const { record } of sales) if (record.nature === 'Product') add(sold, record.variantId, record.quantity);
  const all = !mainProductId || mainProductId === ALL;
  const rows = variants
    .filter((s) => all || s.record.mainProductId === mainProductId)
    .map((s): ProductVariantRow => {
      const r = s.record;
      const level = stockLevel(r.startingQuantity ?? 0, stocked.get(r.id) ?? [], sold.get(r.id) ?? []);
      return {
        ...row(s),
        mainProduct: nameOf(mains, r.mainProductId),
        unitPrice: formatKsh(r.unitPrice),
        initialStock: level.starting,
        stocked: level.stocked,
        unitsSold: level.sold,
        remainingStock: level.remaining,
      };
    });
  return newestFirst(rows, (r) => r.record.dateAdded);
}

export function serviceVariantRows(
  variants: Stored<ServiceVariantRecord>,
  services: Stored<ItemRecord>,
  mainServiceId?: string,
): ServiceVariantRow[] {
  const mains = byId(services);
  const all = !mainServiceId || mainServiceId === ALL;
  const rows = variants
    .filter((s) => all || s.record.mainServiceId === mainServiceId)
    .map((s): ServiceVariantRow => ({
      ...row(s),
      mainService: nameOf(mains, s.record.mainServiceId),
      unitPrice: formatKsh(s.record.unitPrice),
    }));
  return newestFirst(rows, (r) => r.record.dateAdded);
}

export function investmentRows(investments: Stored<InvestmentRecord>, lookups: LookupLists): InvestmentRow[] {
  const types = lookupNames(lookups.investmentType);
  const rows = investments.map((s): InvestmentRow => {
    const r = s.record;
    return {
      ...row(s),
      amount: formatKsh(r.investmentAmount),
      typeOfInvestment: types.get(r.typeOfInvestment) ?? r.typeOfInvestment,
      investmentDate: day(r.investmentDate),
      dateAdded: day(r.dateAdded),
    };
  });
  return newestFirst(rows, (r) => r.record.investmentDate);
}

export function inventoryRows(inventory: Stored<InventoryRecord>, productVariants: Stored<ProductVariantRecord>): InventoryRow[] {
  const variants = byId(productVariants);
  const rows = inventory.map((s): InventoryRow => {
    const r = s.record;
    return {
      ...row(s),
      productVariant: nameOf(variants, r.productVariantId),
      stocked: quantity(r.stocked),
      stockValue: formatKsh(r.stockValue),
      dateStocked: day(r.dateStocked),
    };
  });
  return newestFirst(rows, (r) => r.record.dateStocked);
}
