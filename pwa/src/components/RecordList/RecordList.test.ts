import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cardFields, listState, rowName, screenColumns } from './cardFields';
import type { Column } from './columns';
import { RecordCards } from './RecordCards';
import { RecordTable } from './RecordTable';
import { filterRows, textMatrix } from './tableText';

interface Sale {
  id: string;
  variant: string;
  quantity: string;
  revenue: string;
  date: string;
  phone: string;
}

const columns: Column<Sale>[] = [
  { key: 'id', header: 'Sale ID', text: (s) => s.id, screen: false },
  { key: 'variant', header: 'Sale Variant', text: (s) => s.variant, card: 'title' },
  { key: 'quantity', header: 'Quantity', text: (s) => s.quantity, numeric: true, card: 'detail' },
  { key: 'revenue', header: 'Revenue', text: (s) => s.revenue, numeric: true, card: 'amount' },
  { key: 'date', header: 'Date Sold', text: (s) => s.date, card: 'date' },
  { key: 'phone', header: 'Client Phone', text: (s) => s.phone },
];

const sales: Sale[] = [
  { id: 'e8be9c6a00000001', variant: 'Soap bar', quantity: '3', revenue: 'Ksh 450.00', date: '12/03/2026', phone: '0712345678' },
  { id: 'e8be9c6a00000002', variant: 'Soap bar', quantity: '1', revenue: 'Ksh 150.00', date: '12/03/2026', phone: '0722000111' },
];

const parts = {
  rowKey: (s: Sale) => s.id,
  open: (s: Sale) => ({ to: { search: `?edit=${s.id}` }, label: 'Edit sale' }),
};

const html = (node: ReactElement) => renderToStaticMarkup(createElement(MemoryRouter, null, node));
const cards = () => html(createElement(RecordCards<Sale>, { label: 'Sales', columns, rows: sales, ...parts }));
const table = () => html(createElement(RecordTable<Sale>, { caption: 'Sales', columns, rows: sales, ...parts }));
const text = (markup: string) => markup.replace(/<[^>]+>/g, '');

describe('a card', () => {
  it('shows what, how much and when, then the detail columns; not the id or the other columns', () => {
    const fields = cardFields(columns);
    expect([fields.title?.key, fields.amount?.key, fields.date?.key, fields.details.map((c) => c.key)]).toEqual([
      'variant', 'revenue', 'date', ['quantity'],
    ]);
    const markup = cards();
    expect(markup).toContain('Soap bar');
    expect(markup).toContain('Ksh 450.00');
    expect(markup).toContain('12/03/2026');
    expect(markup).toContain('Quantity');
    expect(markup).not.toContain('0712345678');
    expect(text(markup)).not.toContain('e8be9c6a');
  });

  it('falls back to the first column on screen for its title', () => {
    const plain: Column<Sale>[] = columns.map(({ card: _card, ...c }) => c);
    expect(cardFields(plain).title?.key).toBe('variant');
    expect(cardFields(plain).amount).toBeUndefined();
  });

  it('is one link whose name is its label and what it shows, unique per sale', () => {
    const markup = cards();
    const links = [...markup.matchAll(/<a [^>]*>(.*?)<\/a>/g)].map((m) => text(m[1] ?? ''));
    expect(links).toEqual(['Edit sale: Soap bar Ksh 450.00 12/03/2026', 'Edit sale: Soap bar Ksh 150.00 12/03/2026']);
  });
});

describe('the table', () => {
  it('shows every column but the id on screen; the id column is printed only', () => {
    expect(screenColumns(columns).map((c) => c.key)).toEqual(['variant', 'quantity', 'revenue', 'date', 'phone']);
    const markup = table();
    expect(markup).toMatch(/<th scope="col" class="rl-print-only">Sale ID<\/th>/);
    expect(markup).toMatch(/<td class="rl-print-only">e8be9c6a00000001<\/td>/);
  });

  it('names the title link like the card, so both say the same and each sale is unique', () => {
    const markup = table();
    const names = [...markup.matchAll(/<a [^>]*aria-label="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(names).toEqual([
      ['Edit sale: Soap bar Ksh 450.00 12/03/2026', 'Soap bar'],
      ['Edit sale: Soap bar Ksh 150.00 12/03/2026', 'Soap bar'],
    ]);
    expect(rowName(cardFields(columns), sales[0]!)).toBe('Soap bar Ksh 450.00 12/03/2026');
  });
});

describe('the exports', () => {
  it('carry every column, those only printed too, for the rows the filter leaves', () => {
    expect(textMatrix(columns, filterRows(sales, columns, '0722'))).toEqual([
      ['Sale ID', 'Sale Variant', 'Quantity', 'Revenue', 'Date Sold', 'Client Phone'],
      ['e8be9c6a00000002', 'Soap bar', '1', 'Ksh 150.00', '12/03/2026', '0722000111'],
    ]);
  });
});

describe('the state of a list', () => {
  it('loading, error, empty, nothing matching the filter, or rows', () => {
    expect(listState(null, [], null)).toBe('loading');
    expect(listState(null, [], 'Offline')).toBe('error');
    expect(listState([], [], null)).toBe('empty');
    expect(listState(sales, [], null)).toBe('noMatch');
    expect(listState(sales, filterRows(sales, columns, 'nothing like this'), null)).toBe('noMatch');
    expect(listState(sales, sales, null)).toBe('rows');
  });
});
