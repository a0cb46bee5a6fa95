// The indicator's status knows its counts only once they were read for the signed-in user: never a
// 0 before the read, and nothing of the previous account after a sign-out or a change of account.
import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCoreForTests } from '../../test/core';
import { clearSession, resetSessionCache, saveSession, type User } from '../session';
import { currentConnection } from './connection';
import { writeRecord } from './local';
import { getSyncStatus, recount, subscribeSyncStatus } from './status';
import type { SyncStatus } from './types';

const amina: User = {
  user_id: '65a1b2c3d4e5f60718293b01',
  firstName: 'Amina',
  lastName: 'Otieno',
  email: 'amina@example.com',
  phoneNumber: '0712345678',
  role: 'client',
  profilePhoto: null,
  useNewOnboarding: true,
  onboardingComplete: false,
  mpesaPhone: null,
  language: 'en',
  businessId: '65a1b2c3d4e5f60718293b02',
  businessName: 'Amina Otieno',
  playbookPaired: false,
  lmsTrainee: false,
};
const baraka: User = { ...amina, user_id: '65a1b2c3d4e5f60718293b03', businessId: '65a1b2c3d4e5f60718293b04' };

let n = 0;
async function writeSales(user: User, count: number): Promise<void> {
  const db = await currentConnection()!.db();
  for (let i = 0; i < count; i++) {
    const id = (++n).toString(16).padStart(24, '0');
    await writeRecord(db, 'sale', { id, businessId: user.businessId!, revenue: 100 }, null, n);
  }
}

/** Every status the store announced, in order. */
const seen: SyncStatus[] = [];

beforeAll(() => {
  loadCoreForTests();
  // What the indicator does: once subscribed, the store follows the signed-in account.
  subscribeSyncStatus(() => seen.push(getSyncStatus()));
});

beforeEach(async () => {
  localStorage.clear();
  resetSessionCache();
  clearSession();
  await recount();
  seen.length = 0;
});

describe('the counts are known', () => {
  it('not while nobody is signed in', () => {
    expect(getSyncStatus()).toMatchObject({ known: false, pending: 0, rejected: 0 });
  });

  it('not at sign-in, only once read from the database; then with what it holds', async () => {
    saveSession({ token: 't', user: amina });
    await writeSales(amina, 2);
    clearSession();
    seen.length = 0;
    saveSession({ token: 't', user: amina });
    expect(getSyncStatus().known).toBe(false);
    await vi.waitFor(() => expect(getSyncStatus()).toMatchObject({ known: true, pending: 2 }));
    // No status claimed a count before the database was read.
    expect(seen.filter((status) => status.known).every((status) => status.pending === 2)).toBe(true);
  });

  it('no more at sign-out: forgotten at once, with the counts', async () => {
    saveSession({ token: 't', user: amina });
    await vi.waitFor(() => expect(getSyncStatus().known).toBe(true));
    clearSession();
    expect(getSyncStatus()).toMatchObject({ known: false, pending: 0, rejected: 0, lastSyncAt: null });
    await recount();
    expect(getSyncStatus().known).toBe(false);
  });

  it('again only after reading the next account\'s, never from the previous one\'s database', async () => {
    saveSession({ token: 't', user: amina });
    await vi.waitFor(() => expect(getSyncStatus()).toMatchObject({ known: true, pending: 2 }));
    seen.length = 0;

    // Amina's counts are being read when Baraka signs in on this phone.
    const reading = recount();
    saveSession({ token: 'u', user: baraka });
    expect(getSyncStatus()).toMatchObject({ known: false, pending: 0 });
    await reading;
    await vi.waitFor(() => expect(getSyncStatus()).toMatchObject({ known: true, pending: 0 }));
    expect(seen.some((status) => status.pending === 2), 'Amina\'s count shown for Baraka').toBe(false);

    await writeSales(baraka, 1);
    await recount();
    expect(getSyncStatus()).toMatchObject({ known: true, pending: 1 });
  });
});
