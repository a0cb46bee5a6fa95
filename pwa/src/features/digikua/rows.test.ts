import { describe, expect, it } from 'vitest';
import { loadBookkeepingForTests } from '../../test/bookkeeping';
import { dayFromInput, lookupLists } from '../../lib/core-bookkeeping';
import type { StoredRecord, SyncState } from '../../lib/sync';
import type { InventoryRecord, ItemRecord, ProductVariantRecord, SaleRecord, ServiceVariantRecord } from './records';
import { expenseRows, inventoryRows, investmentRows, itemRows, productVariantRows, saleRows, serviceVariantRows } from './rows';

// The fixtures below already use core's dates.
loadBookkeepingForTests();

const BUSINESS = '65a1b2c3d4e5f60718293a4b';
let counter = 0;
const newId = () => `65a1b2c3d4e5f6071829${(0x3a50 + counter++).toString(16)}`;

function stored<T extends { id: string }>(entity: string, record: T, state: SyncState = 'synced', message: string | null = null): StoredRecord<T> {
  return { id: record.id, entity, businessId: BUSINESS, record, date: null, state, message, updatedAt: 0 };
}

const day = (text: string) => dayFromInput(text) ?? 0;
const base = () => ({ id: newId(), businessId: BUSINESS, lastEdited: day('2026-11-01') });

const soap: ItemRecord = { ...base(), name: 'Soap', categoryId: 'household', measurementId: 'piece', price: 50, providerPrice: null, status: 'Active' };
const flour: ItemRecord = { ...base(), name: 'Flour', categoryId: 'food', measurementId: 'kg', price: 120, providerPrice: 100, status: 'Inactive' };
const bar: ProductVariantRecord = { ...base(), name: 'Bar 200 g', mainProductId: soap.id, unitPrice: 55, startingQuantity: 10, dateAdded: day('2026-11-01') };
const liquid: ProductVariantRecord = { ...base(), name: 'Liquid 1 l', mainProductId: soap.id, unitPrice: 1234.5, startingQuantity: 0, dateAdded: day('2026-11-02') };
const bag: ProductVariantRecord = { ...base(), name: '2 kg bag', mainProductId: flour.id, unitPrice: 240, startingQuantity: 3, dateAdded: day('2026-11-03') };
const tailoring: ItemRecord = { ...soap, id: newId(), name: 'Tailoring', categoryId: 'clothing', measurementId: 'job' };
const hemming: ServiceVariantRecord = { ...base(), name: 'Hemming', mainServiceId: tailoring.id, unitPrice: 150, dateAdded: day('2026-11-04') };

const sale = (nature: string, variantId: string, quantity: number, date: string, extra: Partial<SaleRecord> = {}): SaleRecord => ({
  ...base(),
  nature,
  variantId,
  quantity,
  revenue: quantity * 100,
  dateSold: day(date),
  typeOfSale: 'mpesa',
  clientPhone: '0712',
  dateAdded: day('2026-11-20') + 3600,
  ...extra,
});
const stocking = (variant: string, stocked: number): InventoryRecord => ({
  ...base(),
  productVariantId: variant,
  stocked,
  stockValue: stocked * 40,
  dateStocked: day('2026-11-10'),
  dateAdded: day('2026-11-10'),
});

const products = [stored('product', soap), stored('product', flour)];
const variants = [stored('productVariant', bar), stored('productVariant', liquid), stored('productVariant', bag)];
const sales = [
  stored('sale', sale('Product', bar.id, 3, '2026-11-18')),
  stored('sale', sale('Product', bar.id, 0.5, '2026-11-20'), 'pending'),
  stored('sale', sale('Service', hemming.id, 2, '2026-11-19'), 'rejected', 'The service variant was not found'),
  stored('sale', sale('Product', bag.id, 1, '2026-11-17')),
];
const stock = [stored('inventory', stocking(bar.id, 5)), stored('inventory', stocking(bar.id, 2.25)), stored('inventory', stocking(bag.id, 1))];

describe('the table rows', () => {
  it('sales: newest first, joined with variant and type names, money in Ksh, Nairobi dates, sync state', () => {
    const rows = saleRows(sales, variants, [stored('serviceVariant', hemming)], lookupLists('en'));
    expect(rows.map((r) => [r.variantName, r.quantity, r.revenue, r.dateSold, r.typeOfSale, r.dateAdded, r.state])).toEqual([
      ['Bar 200 g', '0.5', 'Ksh 50.00', '20/11/2026', 'M-Pesa', '20/11/2026', 'pending'],
      ['Hemming', '2', 'Ksh 200.00', '19/11/2026', 'M-Pesa', '20/11/2026', 'rejected'],
      ['Bar 200 g', '3', 'Ksh 300.00', '18/11/2026', 'M-Pesa', '20/11/2026', 'synced'],
      ['2 kg bag', '1', 'Ksh 100.00', '17/11/2026', 'M-Pesa', '20/11/2026', 'synced'],
    ]);
    expect(rows[1]?.message).toBe('The service variant was not found');
  });

  it('sales name the product or service their variant is of', () => {
    const items = [...products, stored('service', tailoring)];
    const rows = saleRows(sales, variants, [stored('serviceVariant', hemming)], lookupLists('en'), items);
    expect(rows.map((r) => [r.itemName, r.variantName])).toEqual([
      [soap.name, 'Bar 200 g'],
      [tailoring.name, 'Hemming'],
      [soap.name, 'Bar 200 g'],
      [flour.name, '2 kg bag'],
    ]);
    expect(saleRows(sales, variants, [], lookupLists('en'))[0]?.itemName).toBe('');
  });

  it('lookup names follow the language', () => {
    const rows = saleRows(sales.slice(0, 1), variants, [], lookupLists('sw'));
    expect(rows[0]?.typeOfSale).toBe('M-Pesa');
    expect(itemRows(products, lookupLists('sw')).map((r) => [r.category, r.measurement])).toEqual([
      ['Vyakula na vinywaji', 'Kilo'],
      ['Vifaa vya nyumbani', 'Kipande'],
    ]);
  });

  it('products and services: measurement, category, prices, status and last edited', () => {
    const rows = itemRows(products, lookupLists('en'));
    expect(rows.map((r) => [r.record.name, r.measurement, r.category, r.price, r.providerPrice, r.record.status, r.lastEdited])).toEqual([
      // Edited the same day: the one added last comes first.
      ['Flour', 'Kilogram', 'Food and drinks', 'Ksh 120.00', 'Ksh 100.00', 'Inactive', '01/11/2026'],
      ['Soap', 'Piece', 'Household goods', 'Ksh 50.00', '', 'Active', '01/11/2026'],
    ]);
  });

  it('product variants: stock = starting + stocked − product sales (core), one product or all', () => {
    const all = productVariantRows(variants, products, stock, sales);
    expect(all.map((r) => [r.record.name, r.mainProduct, r.unitPrice, r.initialStock, r.stocked, r.unitsSold, r.remainingStock])).toEqual([
      ['2 kg bag', 'Flour', 'Ksh 240.00', '3', '1', '1', '3'],
      ['Liquid 1 l', 'Soap', 'Ksh 1,234.50', '0', '0', '0', '0'],
      ['Bar 200 g', 'Soap', 'Ksh 55.00', '10', '7.25', '3.5', '13.75'],
    ]);
    expect(productVariantRows(variants, products, stock, sales, 'all')).toHaveLength(3);
    expect(productVariantRows(variants, products, stock, sales, soap.id).map((r) => r.record.name)).toEqual(['Liquid 1 l', 'Bar 200 g']);
    // A service sale of a variant with the same id does not count as a product sold.
    const service = [stored('sale', sale('Service', bar.id, 4, '2026-11-20'))];
    expect(productVariantRows(variants, products, [], service, soap.id)[1]?.remainingStock).toBe('10');
  });

  it('service variants: main service name, of one service or all', () => {
    const services = [stored('service', tailoring)];
    const other = { ...hemming, id: newId(), mainServiceId: flour.id, name: 'Other' };
    const list = [stored('serviceVariant', hemming), stored('serviceVariant', other)];
    expect(serviceVariantRows(list, services, tailoring.id).map((r) => [r.record.name, r.mainService, r.unitPrice])).toEqual([
      ['Hemming', 'Tailoring', 'Ksh 150.00'],
    ]);
    expect(serviceVariantRows(list, services, 'all')).toHaveLength(2);
  });

  it('expenses, investments and inventory', () => {
    const expense = {
      ...base(),
      nature: 'CapEx',
      name: 'Oven',
      amountSpent: 25000,
      transactionDate: day('2026-11-05'),
      typeOfExpense: 'equipment',
      supplierPhone: '0722',
      productVariantId: '',
      lifespanInYears: 5,
      dateAdded: day('2026-11-06'),
    };
    expect(expenseRows([stored('expense', expense)], lookupLists('en'))[0]).toMatchObject({
      amountSpent: 'Ksh 25,000.00',
      transactionDate: '05/11/2026',
      typeOfExpense: 'Equipment and tools',
      dateAdded: '06/11/2026',
    });
    const investment = {
      ...base(),
      investmentNarration: 'Savings',
      typeOfInvestment: 'grant',
      investmentAmount: 1000000,
      investmentDate: day('2026-01-05'),
      dateAdded: day('2026-01-06'),
    };
    expect(investmentRows([stored('investment', investment)], lookupLists('en'))[0]).toMatchObject({
      amount: 'Ksh 1,000,000.00',
      typeOfInvestment: 'Grant',
      investmentDate: '05/01/2026',
    });
    expect(inventoryRows(stock, variants).map((r) => [r.productVariant, r.stocked, r.stockValue, r.dateStocked])).toContainEqual([
      'Bar 200 g',
      '2.25',
      'Ksh 90.00',
      '10/11/2026',
    ]);
  });
});
