// The investors' pages' own logic: the answers read into decimal text and places, the figures
// formatted by core without a currency, the categories gathered from the profiles, the pages joined.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { loadCommonCoreSync } from '../../lib/core-common';
import { decimalText, placeOf, readMonth, type ProfileSummary } from './api';
import { categoriesOf, categoryName, monthLabel, monthTick, plainAmount, videoAddress } from './display';
import { isNotFound, messageOf } from './failure';
import { appendPage, hasMore } from './useProfileList';

beforeAll(() => {
  loadCommonCoreSync(readFileSync(fileURLToPath(new URL('../../wasm-pkg/common/portal_core_bg.wasm', import.meta.url))));
});

const summary = (id: string, category: number, en: string, sw = ''): ProfileSummary => ({
  id,
  name: id,
  displayName: id,
  businessCategory: category,
  businessCategoryName: en,
  businessCategoryNameSw: sw,
  overview: '',
  businessAddress: '',
  mapLink: '',
  imageUrl: null,
  logoUrl: null,
  dateAdded: 0,
  lastEdited: 0,
});

describe("the map text's place", () => {
  it("keeps core's digits as written", () => {
    expect(placeOf('{"lng":36.9137,"lat":-1.2766}')).toEqual({ lng: '36.9137', lat: '-1.2766' });
    expect(placeOf('{"lng":36.821943,"lat":-1.292066}')).toEqual({ lng: '36.821943', lat: '-1.292066' });
  });

  it('reads any key order, spaces and numbers in text', () => {
    expect(placeOf(' { "lat": "-6.7924", "lng": "39.2083" } ')).toEqual({ lng: '39.2083', lat: '-6.7924' });
    expect(placeOf('{"lng":37,"lat":0}')).toEqual({ lng: '37', lat: '0' });
  });

  it('is none without a place', () => {
    expect(placeOf('')).toBeNull();
    expect(placeOf('{"lng":36.9}')).toBeNull();
    expect(placeOf('https://maps.example/embed?x=1')).toBeNull();
  });
});

describe('the figures', () => {
  it('keeps amounts as decimal text, numbers or text alike', () => {
    expect(decimalText(1250.5)).toBe('1250.5');
    expect(decimalText(-300)).toBe('-300');
    expect(decimalText(' 12.25 ')).toBe('12.25');
    expect(decimalText(null)).toBe('0');
    expect(readMonth({ month: '2026-03', revenue: 84000, grossMarginPercent: 23.45, netCashflow: -1200.1 })).toEqual({
      month: '2026-03',
      revenue: '84000',
      grossMarginPercent: '23.45',
      netCashflow: '-1200.1',
    });
  });

  it('shows them with separators and two decimals, without a currency', () => {
    expect(plainAmount('84000')).toBe('84,000.00');
    expect(plainAmount('-1200.1')).toBe('-1,200.10');
    expect(plainAmount('23.45')).toBe('23.45');
    expect(plainAmount('not a number')).toBe('not a number');
  });

  it('names the months in the language', () => {
    expect(monthLabel('2026-03', 'en')).toBe('Mar 2026');
    expect(monthLabel('2026-03', 'sw')).toBe('Mac 2026');
    expect(monthLabel('March', 'en')).toBe('March');
    expect(monthTick('2026-12', 'en')).toBe('Dec');
  });
});

describe('the list', () => {
  it("gathers the profiles' categories once each, in the language", () => {
    const seen = [summary('a', 2, 'Retail', 'Rejareja'), summary('b', 1, 'Farming', 'Kilimo'), summary('c', 2, 'Retail', 'Rejareja')];
    expect(categoriesOf(seen, 'en')).toEqual([
      { id: 1, name: 'Farming' },
      { id: 2, name: 'Retail' },
    ]);
    expect(categoriesOf(seen, 'sw').map((choice) => choice.name)).toEqual(['Kilimo', 'Rejareja']);
    expect(categoryName(summary('d', 3, 'Services'), 'sw')).toBe('Services');
  });

  it('adds the next page without a profile twice, and knows when more are left', () => {
    const first = [summary('a', 1, 'x'), summary('b', 1, 'x')];
    expect(appendPage(first, [summary('b', 1, 'x'), summary('c', 1, 'x')]).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(hasMore(20, 21)).toBe(true);
    expect(hasMore(21, 21)).toBe(false);
  });
});

describe('a failed read', () => {
  it("says the server's 429 and the connection's messages, else the page's own", () => {
    expect(messageOf(new ApiError('Too many requests, try again in a minute', 'http', 429))).toBe('Too many requests, try again in a minute');
    expect(messageOf(new ApiError('Could not reach the server. Check your connection and try again.', 'network'))).not.toBeNull();
    expect(messageOf(new ApiError('Something went wrong on our side. Please try again.', 'http', 500))).toBeNull();
    expect(isNotFound(new ApiError('Profile not found', 'http', 404))).toBe(true);
  });
});

it('embeds a video from the no-cookie host', () => {
  expect(videoAddress('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
});
