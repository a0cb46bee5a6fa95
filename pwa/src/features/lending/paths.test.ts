import { beforeAll, describe, expect, it } from 'vitest';
import { loadCoreForTests } from '../../test/core';
import { filterStatuses, filterParams, readFilter } from './filters';
import { areaBase, csvFilename, loansPath, offerLetterFilename, reportPath } from './paths';
import { orderArrears } from './reports';

beforeAll(loadCoreForTests);

describe('the loan list call', () => {
  it('sends the status and the search, leaving out what is empty', () => {
    expect(loansPath('', '')).toBe('/staff/loans');
    expect(loansPath('pending', '')).toBe('/staff/loans?status=pending');
    expect(loansPath('', ' Amina W ')).toBe('/staff/loans?q=Amina+W');
    expect(loansPath('under_review', '0712&x')).toBe('/staff/loans?status=under_review&q=0712%26x');
  });
});

describe('the loan list filter in the address', () => {
  it('reads a known status and the search; an unknown status means all', () => {
    expect(readFilter(new URLSearchParams('status=recommended&q=ami'))).toEqual({ status: 'recommended', query: 'ami' });
    expect(readFilter(new URLSearchParams('status=nonsense'))).toEqual({ status: '', query: '' });
    expect(readFilter(new URLSearchParams(''))).toEqual({ status: '', query: '' });
  });

  it('writes only what is set, and reads back the same', () => {
    expect(filterParams({ status: '', query: '  ' }).toString()).toBe('');
    const params = filterParams({ status: 'active', query: '2547' });
    expect(params.toString()).toBe('status=active&q=2547');
    expect(readFilter(params)).toEqual({ status: 'active', query: '2547' });
  });

  it('offers the life cycle without drafts', () => {
    expect(filterStatuses()).not.toContain('draft');
    expect(filterStatuses()[0]).toBe('pending');
    expect(filterStatuses()).toContain('written_off');
  });
});

describe('reports', () => {
  it('ask for CSV with ?format=csv', () => {
    expect(reportPath('portfolio', false)).toBe('/reports/portfolio');
    expect(reportPath('arrears', true)).toBe('/reports/arrears?format=csv');
    expect(reportPath('collections', true)).toBe('/reports/collections?format=csv');
  });

  it('name the CSV after the report and the day', () => {
    expect(csvFilename('portfolio', { year: 2026, month: 5, day: 4 })).toBe('portfolio-2026-05-04.csv');
    expect(csvFilename('collections', { year: 2026, month: 12, day: 31 })).toBe('collections-2026-12-31.csv');
    expect(csvFilename('arrears', null)).toBe('arrears.csv');
  });

  it('order the arrears by currency, then from the youngest bucket', () => {
    const rows = [
      { bucket: '90+', currency: 'KES' },
      { bucket: '1-30', currency: 'TZS' },
      { bucket: 'odd', currency: 'KES' },
      { bucket: '31-60', currency: 'KES' },
      { bucket: '1-30', currency: 'KES' },
      { bucket: '61-90', currency: 'KES' },
    ];
    expect(orderArrears(rows).map((row) => `${row.currency} ${row.bucket}`)).toEqual([
      'KES 1-30',
      'KES 31-60',
      'KES 61-90',
      'KES 90+',
      'KES odd',
      'TZS 1-30',
    ]);
  });
});

describe('names and places', () => {
  it('offer letters are named by the short loan id', () => {
    expect(offerLetterFilename('6650ab')).toBe('loan-6650ab-offer-letter.pdf');
  });

  it('the staff area is the first part of the path', () => {
    expect(areaBase('/processor/loan/abc')).toBe('/processor');
    expect(areaBase('/super-admin/reports')).toBe('/super-admin');
    expect(areaBase('/')).toBe('');
  });
});
