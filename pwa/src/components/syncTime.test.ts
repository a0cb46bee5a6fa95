import { beforeAll, describe, expect, it } from 'vitest';
import { loadCoreForTests } from '../test/core';
import { syncTimeText } from './syncTime';

beforeAll(loadCoreForTests);

describe('the last sync time', () => {
  // 2026-11-23 21:30 UTC is 24 November 00:30 in Nairobi.
  const lateNight = Date.UTC(2026, 10, 23, 21, 30);

  it('is the time alone on the same Nairobi day', () => {
    expect(syncTimeText(lateNight, Date.UTC(2026, 10, 24, 5, 0))).toBe('00:30');
  });

  it('carries the Nairobi date on another day, even when UTC says the same day', () => {
    expect(syncTimeText(lateNight, Date.UTC(2026, 10, 23, 22, 0) - 3 * 3600_000)).toBe('24/11/2026 00:30');
  });
});
