import { beforeAll, describe, expect, it } from 'vitest';
import { loadBookkeepingForTests } from '../../test/bookkeeping';
import { dayFromInput, type Entity } from '../../lib/core-bookkeeping';
import { emptyForm, formFromRecord, prepareRecord, recordFromForm, type Form, type RecordContext } from './forms';

beforeAll(loadBookkeepingForTests);

// 2026-11-22 12:00 in Nairobi.
const NOW_MS = 1_795_338_000_000;
const BUSINESS = '65a1b2c3d4e5f60718293a4b';
const ID = '65a1b2c3d4e5f60718293a4c';
const VARIANT = '65a1b2c3d4e5f60718293a4d';
const MAIN = '65a1b2c3d4e5f60718293a4e';

const ctx = (extra: Partial<RecordContext> = {}): RecordContext => ({ id: ID, businessId: BUSINESS, saved: null, nowMs: NOW_MS, ...extra });
const everything = () => true;

/** Filling the fields one at a time: the message shown before each step (spec 002 section 5.1 order). */
const STEPS: ReadonlyArray<readonly [Entity, ReadonlyArray<readonly [message: string, field: string, value: string]>]> = [
  [
    'sale',
    [
      ['Sale nature cannot be blank', 'nature', 'Product'],
      ['Product variant cannot be blank', 'variantId', VARIANT],
      ['Quantity cannot be blank', 'quantity', '2'],
      ['Revenue cannot be blank', 'revenue', '300.50'],
      ['Date sold cannot be blank', 'dateSold', '2026-11-20'],
      ['Type of sale cannot be blank', 'typeOfSale', 'cash'],
      ['Client phone cannot be blank', 'clientPhone', ' 0712345678 '],
    ],
  ],
  [
    'expense',
    [
      ['Nature of Expense cannot be blank', 'nature', 'COG'],
      ['Type of Expense cannot be blank', 'typeOfExpense', 'stock'],
      ['Supplier Phone cannot be blank', 'supplierPhone', '0722000111'],
      ['Transaction Date cannot be blank', 'transactionDate', '2026-11-21'],
      ['Name cannot be blank', 'name', 'Flour'],
      ['Amount Spent cannot be blank', 'amountSpent', '1200'],
      ['Product Variant cannot be blank', 'productVariantId', VARIANT],
    ],
  ],
  [
    'product',
    [
      ['Product name cannot be blank', 'name', 'Soap'],
      ['Category cannot be blank', 'categoryId', 'household'],
      ['Measurement cannot be blank', 'measurementId', 'piece'],
      ['Price cannot be blank', 'price', '50'],
    ],
  ],
  [
    'service',
    [
      ['Service name cannot be blank', 'name', 'Tailoring'],
      ['Category cannot be blank', 'categoryId', 'clothing'],
      ['Measurement cannot be blank', 'measurementId', 'job'],
      ['Price cannot be blank', 'price', '500'],
    ],
  ],
  [
    'productVariant',
    [
      ['Product variant name cannot be blank', 'name', 'Bar 200 g'],
      ['Main Product cannot be blank', 'mainProductId', MAIN],
      ['Price cannot be blank', 'unitPrice', '55'],
      ['Starting Quantity cannot be blank', 'startingQuantity', '0'],
    ],
  ],
  [
    'serviceVariant',
    [
      ['Service variant name cannot be blank', 'name', 'Hemming'],
      ['Main service cannot be blank', 'mainServiceId', MAIN],
      ['Price cannot be blank', 'unitPrice', '150'],
    ],
  ],
  [
    'investment',
    [
      ['Investment Narration cannot be blank', 'investmentNarration', 'Savings into the shop'],
      ['Investment Type cannot be blank', 'typeOfInvestment', 'savings'],
      ['Investment amount cannot be blank', 'investmentAmount', '10000'],
      ['Investment date cannot be blank', 'investmentDate', '2026-01-05'],
    ],
  ],
  [
    'inventory',
    [
      ['Product variant cannot be blank', 'productVariantId', VARIANT],
      ['No of items cannot be blank', 'stocked', '24'],
      ['Amount cannot be blank', 'stockValue', '960'],
      ['Date stocked cannot be blank', 'dateStocked', '2026-11-22'],
    ],
  ],
];

describe('the forms check in the spec order', () => {
  for (const [entity, steps] of STEPS) {
    it(`${entity}: one message at a time, then the record`, () => {
      const form: Form = emptyForm(entity);
      for (const [message, field, value] of steps) {
        expect(prepareRecord(entity, form, ctx(), everything).error, `${entity} before ${field}`).toBe(message);
        form[field] = value;
      }
      const prepared = prepareRecord(entity, form, ctx(), everything);
      expect(prepared.error).toBeNull();
      expect(prepared.record?.id).toBe(ID);
      expect(prepared.record?.businessId).toBe(BUSINESS);
    });
  }

  it('a service sale asks for the service variant; a capital expense for its lifespan', () => {
    expect(prepareRecord('sale', emptyForm('sale', { nature: 'Service' }), ctx(), everything).error).toBe('Service variant cannot be blank');
    const capex = emptyForm('expense', {
      nature: 'CapEx',
      typeOfExpense: 'equipment',
      supplierPhone: '0722',
      transactionDate: '2026-11-01',
      name: 'Oven',
      amountSpent: '25000',
    });
    expect(prepareRecord('expense', capex, ctx(), everything).error).toBe('Lifespan cannot be blank');
    capex['lifespanInYears'] = '5';
    expect(prepareRecord('expense', capex, ctx(), everything).error).toBeNull();
  });

  it('a date typed but no day is said to be no date, in its turn, never taken for a blank one', () => {
    const sale = (dateSold: string): Form => ({ nature: 'Product', variantId: VARIANT, quantity: '2', revenue: '300', dateSold, typeOfSale: 'mpesa', clientPhone: '0712' });
    expect(prepareRecord('sale', sale('31/02/2026'), ctx(), everything).error).toBe('This date does not exist');
    expect(prepareRecord('sale', sale('12/1'), ctx(), everything).error).toBe('This date does not exist');
    expect(prepareRecord('sale', sale(''), ctx(), everything).error).toBe('Date sold cannot be blank');
    // A field before the date in the spec's order is still said first.
    expect(prepareRecord('sale', { ...sale('31/02/2026'), quantity: '' }, ctx(), everything).error).toBe('Quantity cannot be blank');
  });

  it("no business, or an edit without its id: 'Missing important information' before anything else", () => {
    expect(prepareRecord('sale', emptyForm('sale'), ctx({ businessId: null }), everything).error).toBe('Missing important information');
    expect(prepareRecord('product', emptyForm('product'), ctx({ id: '' }), everything).error).toBe('Missing important information');
  });
});

describe('the record a form builds', () => {
  const saleForm = (): Form => ({
    nature: 'Product',
    variantId: VARIANT,
    quantity: '2',
    revenue: '300.50',
    dateSold: '2026-11-20',
    typeOfSale: 'mpesa',
    clientPhone: ' 0712345678 ',
  });

  it('numbers exactly as typed, blanks null, dates as Nairobi midnights, text tidied by core', () => {
    const prepared = prepareRecord('sale', saleForm(), ctx(), everything);
    expect(prepared.record).toMatchObject({
      nature: 'Product',
      quantity: 2,
      revenue: 300.5,
      dateSold: dayFromInput('2026-11-20'),
      clientPhone: '0712345678',
      dateAdded: NOW_MS / 1000,
      lastEdited: NOW_MS / 1000,
    });
    // 2026-11-20 00:00 in Nairobi is 2026-11-19 21:00 UTC.
    expect(prepared.date).toBe(Date.UTC(2026, 10, 19, 21) / 1000);
    const blank = recordFromForm('product', emptyForm('product', { name: 'Soap' }), ctx());
    expect(blank['price']).toBeNull();
    expect(blank['providerPrice']).toBeNull();
  });

  it('an edit keeps when the record was added and what the form does not show', () => {
    const saved = { ...prepareRecord('sale', saleForm(), ctx(), everything).record, dateAdded: 1_790_000_000 };
    const later = NOW_MS + 60_000;
    const edited = prepareRecord('sale', { ...saleForm(), quantity: '3' }, ctx({ saved, nowMs: later }), everything);
    expect(edited.error).toBeNull();
    expect(edited.record).toMatchObject({ quantity: 3, dateAdded: 1_790_000_000, lastEdited: later / 1000 });
  });

  it('the nature of a saved sale or expense cannot change', () => {
    const saved = prepareRecord('sale', saleForm(), ctx(), everything).record;
    const service = prepareRecord('sale', { ...saleForm(), nature: 'Service' }, ctx({ saved }), everything);
    expect(service.error).toBe('The nature of a saved record cannot be changed');
  });

  it('a picked record this phone does not have is named', () => {
    const none = () => false;
    expect(prepareRecord('sale', saleForm(), ctx(), none).error).toBe('The product variant was not found');
    expect(prepareRecord('sale', { ...saleForm(), nature: 'Service' }, ctx(), none).error).toBe('The service variant was not found');
    const variant = { name: 'Bar', mainProductId: MAIN, unitPrice: '5', startingQuantity: '1' };
    expect(prepareRecord('productVariant', variant, ctx(), none).error).toBe('The main product was not found');
    const asked: string[] = [];
    prepareRecord('inventory', { productVariantId: VARIANT, stocked: '1', stockValue: '1', dateStocked: '2026-11-01' }, ctx(), (entity, id) => {
      asked.push(`${entity}:${id}`);
      return true;
    });
    expect(asked).toEqual([`productVariant:${VARIANT}`]);
  });

  it('only a cost of goods points at a product variant (core says what a record points at)', () => {
    const expense: Form = {
      nature: 'OpEx',
      typeOfExpense: 'stock',
      supplierPhone: '0722000111',
      transactionDate: '2026-11-21',
      name: 'Rent',
      amountSpent: '1200',
      productVariantId: VARIANT,
      lifespanInYears: '',
    };
    const asked = (form: Form) => {
      const seen: string[] = [];
      const prepared = prepareRecord('expense', form, ctx(), (entity, id) => {
        seen.push(`${entity}:${id}`);
        return true;
      });
      expect(prepared.error).toBeNull();
      return seen;
    };
    expect(asked(expense)).toEqual([]);
    expect(asked({ ...expense, nature: 'COG' })).toEqual([`productVariant:${VARIANT}`]);
  });

  it('a saved record fills its edit form back', () => {
    const saved = prepareRecord('sale', saleForm(), ctx(), everything).record ?? {};
    expect(formFromRecord('sale', saved)).toEqual({ ...saleForm(), revenue: '300.5', clientPhone: '0712345678' });
  });

  it('a date out of bounds is core’s message', () => {
    expect(prepareRecord('sale', { ...saleForm(), dateSold: '2026-11-23' }, ctx(), everything).error).toBe('The date cannot be later than today');
    expect(prepareRecord('sale', { ...saleForm(), dateSold: '1999-12-31' }, ctx(), everything).error).toBe(
      'The date cannot be before 1 January 2000',
    );
  });
});
