import { describe, expect, it } from 'vitest';
import { isIsoDay, maskTyped, outOfBounds, readTyped, typedFromIso } from './typedDate';

describe('dates typed as dd/mm/yyyy', () => {
  it('shows a kept date as day/month/year and reads it back', () => {
    expect(typedFromIso('2026-11-22')).toBe('22/11/2026');
    expect(readTyped('22/11/2026')).toEqual({ iso: '2026-11-22' });
    expect(readTyped(' 1/3/2026 ')).toEqual({ iso: '2026-03-01' });
    expect(typedFromIso('')).toBe('');
  });

  it('says why a typed date is no date instead of dropping it', () => {
    expect(readTyped('')).toBe('');
    expect(readTyped('22/11')).toEqual({ problem: 'incomplete' });
    expect(readTyped('22/11/26')).toEqual({ problem: 'incomplete' });
    expect(readTyped('2026-11-22')).toEqual({ problem: 'incomplete' });
    expect(readTyped('31/02/2026')).toEqual({ problem: 'notADay' });
    expect(readTyped('29/02/2025')).toEqual({ problem: 'notADay' });
    expect(readTyped('29/02/2024')).toEqual({ iso: '2024-02-29' });
    expect(readTyped('00/01/2026')).toEqual({ problem: 'notADay' });
    expect(readTyped('12/13/2026')).toEqual({ problem: 'notADay' });
  });

  it('knows a real yyyy-mm-dd day', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('22/11/2026')).toBe(false);
    expect(isIsoDay('')).toBe(false);
  });

  /** Types `keys` one by one as a person would, each through the mask. */
  const type = (keys: string, start = '') => [...keys].reduce((text, key) => maskTyped(text, text + key), start);

  it('writes the slashes while the digits are typed', () => {
    expect(type('22')).toBe('22/');
    expect(type('2211')).toBe('22/11/');
    expect(type('22112026')).toBe('22/11/2026');
    expect(type('221120261')).toBe('22/11/2026');
    // The number keyboard's dot, dash or space stand for the slash; a one-digit day is fine.
    expect(type('1.3.2026')).toBe('1/3/2026');
    expect(type('1-3 2026')).toBe('1/3/2026');
    expect(type('1/')).toBe('1/');
    expect(type('ab12')).toBe('12/');
  });

  it('lets a slash be deleted, and takes a pasted date whole', () => {
    expect(maskTyped('22/', '22')).toBe('22');
    expect(maskTyped('22/11/', '22/11')).toBe('22/11');
    expect(maskTyped('', '22112026')).toBe('22/11/2026');
    expect(maskTyped('', '22/11/2026')).toBe('22/11/2026');
    expect(maskTyped('22/11/2026', '2/11/2026')).toBe('2/11/2026');
  });
});

describe('the bounds of a date', () => {
  it('tells a day before the first or after the last allowed one', () => {
    expect(outOfBounds('1999-12-31', '2000-01-01', '2026-11-22')).toBe('early');
    expect(outOfBounds('2000-01-01', '2000-01-01', '2026-11-22')).toBeNull();
    expect(outOfBounds('2026-11-22', '2000-01-01', '2026-11-22')).toBeNull();
    expect(outOfBounds('2026-11-23', '2000-01-01', '2026-11-22')).toBe('late');
    // A stocking date has a maximum only; a blank bound is no bound.
    expect(outOfBounds('1990-01-01', undefined, '2026-11-22')).toBeNull();
    expect(outOfBounds('2030-01-01', '', '')).toBeNull();
  });
});
