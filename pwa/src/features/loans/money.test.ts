import { beforeAll, describe, expect, it } from 'vitest';
import { loadCoreForTests } from '../../test/core';
import { decimalText, dueDateText, money, wholeShillings, wireNumber } from './money';

beforeAll(loadCoreForTests);

describe('amounts from the wire', () => {
  it('become decimal text, formatted by core', () => {
    expect(decimalText(1234.5)).toBe('1234.5');
    expect(decimalText('5900.00')).toBe('5900.00');
    expect(decimalText(null)).toBe('');
    expect(decimalText(Number.NaN)).toBe('');
    expect(money(1234.5)).toBe('Ksh 1,234.50');
    expect(money(0.1)).toBe('Ksh 0.10');
    expect(money('2000000', 'TZS')).toBe('Tsh 2,000,000.00');
    expect(money(null)).toBe('—');
    expect(money(5900, null)).toBe('Ksh 5,900.00');
  });

  it('go back as JSON numbers', () => {
    expect(wireNumber('5900.00')).toBe(5900);
    expect(wireNumber('1,234.56')).toBe(1234.56);
    expect(wireNumber(' 70000 ')).toBe(70000);
    // What core cannot read goes as typed: the server answers with the field's message.
    expect(wireNumber('12,34')).toBe('12,34');
    expect(wireNumber('')).toBe('');
  });

  it('whole shillings for the M-Pesa amount', () => {
    expect(wholeShillings(324)).toBe('324');
    expect(wholeShillings('324.00')).toBe('324');
    expect(wholeShillings(324.5)).toBe('');
    expect(wholeShillings(null)).toBe('');
  });

  it('due dates as dd/MM/yyyy', () => {
    expect(dueDateText('2026-03-07')).toBe('07/03/2026');
    expect(dueDateText('soon')).toBe('soon');
  });
});
