import { describe, expect, it } from 'vitest';
import { formatKsh } from '../../lib/core-bookkeeping';
import { loadBookkeepingForTests } from '../../test/bookkeeping';
import type { Column } from './columns';
import { csvField, csvFileText, filterRows, textMatrix, toCsv, toTsv } from './tableText';
import { moneyAmount, plainNumber } from './cellNumbers';

loadBookkeepingForTests();

interface Sale {
  id: string;
  variant: string;
  quantity: number;
  revenue: number;
  phone: string;
}

const columns: Column<Sale>[] = [
  { key: 'id', header: 'Sale ID / Edit', text: (s) => s.id.slice(0, 6) },
  { key: 'variant', header: 'Sale Variant', text: (s) => s.variant },
  { key: 'quantity', header: 'Quantity', text: (s) => String(s.quantity), numeric: true },
  { key: 'revenue', header: 'Revenue', text: (s) => formatKsh(s.revenue), numeric: true },
  { key: 'phone', header: 'Client Phone', text: (s) => s.phone },
];

const sales: Sale[] = [
  { id: 'a1b2c3000000000000000001', variant: 'Maize flour 2kg', quantity: 2, revenue: 1200.5, phone: '0712345678' },
  { id: 'a1b2c3000000000000000002', variant: 'Sugar, brown "Kabras"', quantity: 1, revenue: 150, phone: '0798765432' },
  { id: 'ffeedd000000000000000003', variant: 'Haircut\tkids', quantity: 3, revenue: 900, phone: '' },
];

describe('the Filter: box', () => {
  it('matches any column, ignoring case', () => {
    expect(filterRows(sales, columns, 'MAIZE').map((s) => s.quantity)).toEqual([2]);
    expect(filterRows(sales, columns, '0798').map((s) => s.quantity)).toEqual([1]);
    expect(filterRows(sales, columns, 'ffeedd').map((s) => s.quantity)).toEqual([3]);
  });

  it('matches the text the table shows (core formats the money)', () => {
    expect(formatKsh(1200.5)).toBe('Ksh 1,200.50');
    expect(filterRows(sales, columns, 'ksh 1,200.50')).toEqual([sales[0]]);
    expect(filterRows(sales, columns, '1200.5')).toEqual([]);
  });

  it('needs every word, each anywhere in the row, but a word never spans two cells', () => {
    expect(filterRows(sales, columns, 'sugar 0798')).toEqual([sales[1]]);
    expect(filterRows(sales, columns, 'sugar 0712')).toEqual([]);
    // "2kg" ends one cell and "2" starts the next: joined cells must not make "2kg2".
    expect(filterRows(sales, columns, '2kg2')).toEqual([]);
  });

  it('keeps every row, in order, when blank', () => {
    expect(filterRows(sales, columns, '   ')).toEqual(sales);
    expect(filterRows(sales, columns, '')).toEqual(sales);
  });
});

describe('what the exports carry', () => {
  const matrix = textMatrix(columns, filterRows(sales, columns, 'a1b2c3'));

  it('the headers, then the filtered rows as shown', () => {
    expect(matrix).toEqual([
      ['Sale ID / Edit', 'Sale Variant', 'Quantity', 'Revenue', 'Client Phone'],
      ['a1b2c3', 'Maize flour 2kg', '2', 'Ksh 1,200.50', '0712345678'],
      ['a1b2c3', 'Sugar, brown "Kabras"', '1', 'Ksh 150.00', '0798765432'],
    ]);
  });

  it('Copy: tab-separated lines, a tab inside a cell becomes a space', () => {
    expect(toTsv(matrix).split('\n')).toEqual([
      'Sale ID / Edit\tSale Variant\tQuantity\tRevenue\tClient Phone',
      'a1b2c3\tMaize flour 2kg\t2\tKsh 1,200.50\t0712345678',
      'a1b2c3\tSugar, brown "Kabras"\t1\tKsh 150.00\t0798765432',
    ]);
    expect(toTsv(textMatrix(columns, [sales[2]!])).split('\n')[1]).toBe('ffeedd\tHaircut kids\t3\tKsh 900.00\t');
  });

  it('CSV: quoted only where needed, quotes doubled, CRLF lines', () => {
    expect(toCsv(matrix)).toBe(
      'Sale ID / Edit,Sale Variant,Quantity,Revenue,Client Phone\r\n' +
        'a1b2c3,Maize flour 2kg,2,"Ksh 1,200.50",0712345678\r\n' +
        'a1b2c3,"Sugar, brown ""Kabras""",1,Ksh 150.00,0798765432\r\n',
    );
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
  });

  it('CSV file: a UTF-8 byte-order mark, then the CSV', () => {
    const text = csvFileText(matrix);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe(toCsv(matrix));
  });

  it('Excel: plain numbers become numbers, money and phone-like text stays text', () => {
    expect(plainNumber('2')).toBe(2);
    expect(plainNumber('-3.5')).toBe(-3.5);
    expect(plainNumber('0.25')).toBe(0.25);
    expect(plainNumber('0712345678')).toBeNull();
    expect(plainNumber('Ksh 1,200.50')).toBeNull();
    expect(plainNumber('')).toBeNull();
    expect(plainNumber('1e5')).toBeNull();
  });

  it('Excel: money cells become numbers (shown in Ksh by the cell format), other text stays text', () => {
    expect(moneyAmount('Ksh 1,200.50')).toBe(1200.5);
    expect(moneyAmount('Ksh -695.75')).toBe(-695.75);
    expect(moneyAmount('Ksh 0.00')).toBe(0);
    expect(moneyAmount('Ksh 10,000,000,000.00')).toBe(10_000_000_000);
    expect(moneyAmount('Ksh 12,34')).toBeNull();
    expect(moneyAmount('1,200.50')).toBeNull();
    expect(moneyAmount('Ksh')).toBeNull();
  });
});
