// The database side of the sync over fake-indexeddb (node has no IndexedDB); the same code runs in
// Chromium in the browser tests (pwa/e2e/sync*.test.mjs).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDataDb, type DataDb } from './db';
import { applyPullPage, applyPushAnswer, counts, outboxBatch, readMeta, recordById, recordsOf, writeRecord } from './local';
import type { PushAnswer } from './types';

const business = 'bbbbbbbbbbbbbbbbbbbbbbbb';
let dbCount = 0;
let clientIds = 0;

async function freshDb(): Promise<{ db: DataDb; name: string }> {
  const name = `portal-data-test-${++dbCount}`;
  return { db: await openDataDb(name, { newClientId: () => `client${++clientIds}` }), name };
}

const id = (n: number) => n.toString(16).padStart(24, '0');
const sale = (n: number, quantity = 1) => ({ id: id(n), businessId: business, quantity, revenue: 100 });
const answer = (lastSeq: number, rejected: PushAnswer['rejected'] = []): PushAnswer => ({
  lastSeq,
  applied: 0,
  skipped: 0,
  rejected,
  gapAt: null,
});

describe('the phone database', () => {
  it('is made with a client id and seq 1 next', async () => {
    const { db } = await freshDb();
    expect(await readMeta(db, 'clientId')).toMatch(/^client\d+$/);
    expect(await readMeta(db, 'nextSeq')).toBe(1);
    expect(await readMeta(db, 'cursor')).toBe(0);
  });

  it('keeps its client id when opened again', async () => {
    const { db, name } = await freshDb();
    const first = await readMeta(db, 'clientId');
    db.close();
    const again = await openDataDb(name, { newClientId: () => 'another' });
    expect(await readMeta(again, 'clientId')).toBe(first);
  });

  it('stores a record as pending with its outbox mutation', async () => {
    const { db } = await freshDb();
    expect(await writeRecord(db, 'sale', sale(1), 1_795_200_000, 5)).toBe(1);
    expect(await recordById(db, id(1))).toMatchObject({
      entity: 'sale',
      businessId: business,
      state: 'pending',
      date: 1_795_200_000,
      updatedAt: 5,
    });
    expect(await outboxBatch(db, 10)).toEqual([{ seq: 1, id: id(1), entity: 'sale', op: 'put', record: sale(1) }]);
    expect(await counts(db)).toEqual({ pending: 1, rejected: 0, lastSyncAt: null });
  });

  it('numbers writes from two connections at once without a gap or a repeat', async () => {
    const { db, name } = await freshDb();
    const other = await openDataDb(name, { newClientId: () => 'unused' });
    const seqs = await Promise.all(
      Array.from({ length: 60 }, (_, n) => writeRecord(n % 2 ? db : other, 'sale', sale(n + 1), null, n)),
    );
    expect([...seqs].sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, n) => n + 1));
    const outbox = await outboxBatch(db, 100);
    expect(outbox.map((m) => m.seq)).toEqual(Array.from({ length: 60 }, (_, n) => n + 1));
    expect(new Set(outbox.map((m) => m.id)).size).toBe(60);
    expect(await readMeta(db, 'nextSeq')).toBe(61);
  });

  it('gives the outbox in seq order, oldest first, in batches', async () => {
    const { db } = await freshDb();
    for (let n = 1; n <= 7; n++) await writeRecord(db, 'sale', sale(n), null, n);
    expect((await outboxBatch(db, 3)).map((m) => m.seq)).toEqual([1, 2, 3]);
  });
});

describe('an answer to a push', () => {
  it('drops only the settled mutations and marks their records synced or rejected', async () => {
    const { db } = await freshDb();
    for (let n = 1; n <= 5; n++) await writeRecord(db, 'sale', sale(n), null, n);
    const batch = await outboxBatch(db, 5);
    // The server stopped after seq 3 (say the answer was cut short by a gap); seq 2 was refused.
    const settled = await applyPushAnswer(
      db,
      batch,
      answer(3, [{ seq: 2, id: id(2), entity: 'sale', message: 'Quantity must be more than 0' }]),
    );
    expect(settled).toBe(3);
    expect((await outboxBatch(db, 10)).map((m) => m.seq)).toEqual([4, 5]);
    expect((await recordById(db, id(1)))?.state).toBe('synced');
    expect(await recordById(db, id(2))).toMatchObject({ state: 'rejected', message: 'Quantity must be more than 0' });
    expect((await recordById(db, id(3)))?.state).toBe('synced');
    expect((await recordById(db, id(4)))?.state).toBe('pending');
    expect(await counts(db)).toMatchObject({ pending: 2, rejected: 1 });
    expect(await readMeta(db, 'lastAckSeq')).toBe(3);
  });

  it('keeps a record pending when it was changed again while its push was on the way', async () => {
    const { db } = await freshDb();
    await writeRecord(db, 'sale', sale(1, 1), null, 1);
    const batch = await outboxBatch(db, 10);
    await writeRecord(db, 'sale', sale(1, 9), null, 2); // edited during the push
    await applyPushAnswer(db, batch, answer(1));
    expect(await recordById(db, id(1))).toMatchObject({ state: 'pending', record: { quantity: 9 } });
    expect((await outboxBatch(db, 10)).map((m) => m.seq)).toEqual([2]);
  });

  it('changes nothing when the server settled none of the batch', async () => {
    const { db } = await freshDb();
    await writeRecord(db, 'sale', sale(1), null, 1);
    const batch = await outboxBatch(db, 10);
    expect(await applyPushAnswer(db, batch, answer(0))).toBe(0);
    expect(await outboxBatch(db, 10)).toHaveLength(1);
    expect((await recordById(db, id(1)))?.state).toBe('pending');
  });

  it('never drops a mutation the answer does not cover, even one written after the push', async () => {
    const { db } = await freshDb();
    await writeRecord(db, 'sale', sale(1), null, 1);
    const batch = await outboxBatch(db, 10);
    await writeRecord(db, 'sale', sale(2), null, 2);
    // An answer settling more than this push carried (another tab pushed too) settles only what it carried.
    await applyPushAnswer(db, batch, answer(2));
    expect((await outboxBatch(db, 10)).map((m) => m.seq)).toEqual([2]);
    expect((await recordById(db, id(2)))?.state).toBe('pending');
  });

  it('lets a rejected record be fixed: saving it again makes it pending, then synced', async () => {
    const { db } = await freshDb();
    await writeRecord(db, 'sale', sale(1, 0), null, 1);
    await applyPushAnswer(db, await outboxBatch(db, 10), answer(1, [{ seq: 1, id: id(1), entity: 'sale', message: 'no' }]));
    expect((await recordById(db, id(1)))?.state).toBe('rejected');
    await writeRecord(db, 'sale', sale(1, 3), null, 2);
    expect(await recordById(db, id(1))).toMatchObject({ state: 'pending', message: null });
    await applyPushAnswer(db, await outboxBatch(db, 10), answer(2));
    expect(await recordById(db, id(1))).toMatchObject({ state: 'synced', record: { quantity: 3 } });
  });
});

describe('a pulled page', () => {
  it('adds new records, replaces synced ones, keeps pending and rejected ones, and stores its cursor', async () => {
    const { db } = await freshDb();
    await writeRecord(db, 'sale', sale(1, 1), null, 1); // pending
    await writeRecord(db, 'sale', sale(2, 1), null, 2);
    await writeRecord(db, 'sale', sale(3, 0), null, 3);
    await applyPushAnswer(db, await outboxBatch(db, 2), answer(2)); // 1, 2 synced
    await writeRecord(db, 'sale', sale(1, 4), null, 4); // 1 pending again
    await applyPushAnswer(db, [(await outboxBatch(db, 1))[0]!], answer(3, [{ seq: 3, id: id(3), entity: 'sale', message: 'no' }]));
    expect((await recordById(db, id(3)))?.state).toBe('rejected');

    const server = (n: number, quantity: number) => ({ entity: 'sale', id: id(n), record: sale(n, quantity), date: 7, changeSeq: n });
    const written = await applyPullPage(db, { changes: [server(1, 50), server(2, 50), server(3, 50), server(4, 50)], cursor: 4, more: false, lastSeq: 3 }, 9);
    expect(written).toBe(2);
    expect(await recordById(db, id(1))).toMatchObject({ state: 'pending', record: { quantity: 4 } });
    expect(await recordById(db, id(2))).toMatchObject({ state: 'synced', record: { quantity: 50 }, date: 7 });
    expect(await recordById(db, id(3))).toMatchObject({ state: 'rejected', record: { quantity: 0 } });
    expect(await recordById(db, id(4))).toMatchObject({ state: 'synced', record: { quantity: 50 }, businessId: business });
    expect(await readMeta(db, 'cursor')).toBe(4);
    expect((await recordsOf(db, 'sale')).map((r) => r.id)).toEqual([id(1), id(2), id(3), id(4)]);
    expect(await recordsOf(db, 'expense')).toEqual([]);
  });
});
