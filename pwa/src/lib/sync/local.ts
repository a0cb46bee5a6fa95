/**
 * Reading and writing the phone's database. Each change is one transaction: a record with its outbox
 * mutation (durable, so a sale confirmed on screen survives the phone dying), an acknowledgement with
 * the records it settles, a pulled page with its cursor.
 */
import type { DataDb, MetaKey, MetaValues } from './db';
import { afterAck, mergePulled, rejectionsBySeq } from './rules';
import type { Cursors, Mutation, PullPage, PushAnswer, RecordInput, RecordRow, StoredRecord } from './types';

/**
 * Stores the record (pending) and its outbox mutation in one durable transaction and returns the
 * mutation's seq. The seq is read and advanced inside the same transaction, so two tabs writing at
 * once still number their changes without a gap or a repeat. With `ifSaved` (core's refusal under the
 * kind's conflict rule), a record whose id is already on the phone is refused with it, nothing written.
 */
export async function writeRecord(
  db: DataDb,
  entity: string,
  input: RecordInput,
  date: number | null,
  now: number,
  ifSaved: string | null = null,
): Promise<number> {
  const record = { ...input } as Record<string, unknown>;
  const tx = db.transaction(['records', 'outbox', 'meta'], 'readwrite', { durability: 'strict' });
  if (ifSaved !== null && (await tx.objectStore('records').getKey(input.id)) !== undefined) {
    tx.abort();
    await tx.done.catch(() => undefined);
    throw new Error(ifSaved);
  }
  const meta = tx.objectStore('meta');
  const seq = Number((await meta.get('nextSeq')) ?? 1);
  const row: RecordRow = {
    id: input.id,
    entity,
    businessId: input.businessId ?? '',
    record,
    date,
    state: 'pending',
    message: null,
    updatedAt: now,
    pendingSeq: seq,
  };
  const mutation: Mutation = { seq, id: input.id, entity, op: 'put', record };
  await Promise.all([
    meta.put(seq + 1, 'nextSeq'),
    tx.objectStore('outbox').add(mutation),
    tx.objectStore('records').put(row),
    tx.done,
  ]);
  return seq;
}

/** The oldest `limit` mutations of the outbox, in seq order. */
export function outboxBatch(db: DataDb, limit: number): Promise<Mutation[]> {
  return db.getAll('outbox', null, limit);
}

export function outboxCount(db: DataDb): Promise<number> {
  return db.count('outbox');
}

/**
 * Applies the server's answer to a push of `batch` in one transaction: the mutations it settled
 * (seq ≤ lastSeq) leave the outbox, and each of their records becomes synced, or rejected with the
 * server's message, unless a newer change of it is still waiting. Nothing above lastSeq is touched.
 * Returns the number of mutations settled.
 */
export async function applyPushAnswer(db: DataDb, batch: readonly Mutation[], answer: PushAnswer): Promise<number> {
  const lastSeq = Number(answer.lastSeq);
  const settled = batch.filter((mutation) => mutation.seq <= lastSeq);
  if (settled.length === 0) return 0;
  const rejections = rejectionsBySeq(answer);
  const settledUpTo = settled[settled.length - 1]!.seq;
  const tx = db.transaction(['records', 'outbox', 'meta'], 'readwrite', { durability: 'strict' });
  const outbox = tx.objectStore('outbox');
  const records = tx.objectStore('records');
  const meta = tx.objectStore('meta');
  const ids = [...new Set(settled.map((mutation) => mutation.id))];
  const work: Promise<unknown>[] = [
    // Only what this push carried (the oldest ones, a run of seqs): a mutation written since waits for
    // its own answer.
    outbox.delete(IDBKeyRange.bound(settled[0]!.seq, settledUpTo)),
    meta.get('lastAckSeq').then((known) => meta.put(Math.max(Number(known ?? 0), settledUpTo), 'lastAckSeq')),
    ...ids.map(async (id) => {
      const row = await records.get(id);
      const next = row ? afterAck(row, settledUpTo, rejections) : null;
      if (next) await records.put(next);
    }),
  ];
  await Promise.all([...work, tx.done]);
  return settled.length;
}

/** Applies one pulled page and its cursors in one transaction (see `mergePulled` for what is kept). */
export async function applyPullPage(db: DataDb, page: PullPage, now: number): Promise<number> {
  const tx = db.transaction(['records', 'meta'], 'readwrite');
  const records = tx.objectStore('records');
  const meta = tx.objectStore('meta');
  let written = 0;
  const work = page.changes.map(async (change) => {
    const next = mergePulled(await records.get(change.id), change, now);
    if (next) {
      written++;
      await records.put(next);
    }
  });
  const cursors = meta.get('cursors').then((known) =>
    meta.put({ ...((known as Cursors | undefined) ?? {}), ...(page.cursors ?? { business: page.cursor }) }, 'cursors'),
  );
  await Promise.all([...work, meta.put(page.cursor, 'cursor'), cursors, tx.done]);
  return written;
}

/** Each scope's change number the phone has (a database of the first version knows the business's only). */
export async function readCursors(db: DataDb): Promise<Cursors> {
  const [cursors, cursor] = await Promise.all([db.get('meta', 'cursors'), db.get('meta', 'cursor')]);
  return (cursors as Cursors | undefined) ?? { business: Number(cursor ?? 0) };
}

export async function readMeta<K extends MetaKey>(db: DataDb, key: K): Promise<MetaValues[K] | undefined> {
  return (await db.get('meta', key)) as MetaValues[K] | undefined;
}

export async function writeMeta<K extends MetaKey>(db: DataDb, key: K, value: MetaValues[K]): Promise<void> {
  await db.put('meta', value, key);
}

/** Every record of `entity`, by id (ids start with their creation time). */
export function recordsOf<T>(db: DataDb, entity: string): Promise<StoredRecord<T>[]> {
  return db.getAllFromIndex('records', 'entity', entity) as Promise<StoredRecord<T>[]>;
}

export function recordById<T>(db: DataDb, id: string): Promise<StoredRecord<T> | undefined> {
  return db.get('records', id) as Promise<StoredRecord<T> | undefined>;
}

export interface Counts {
  pending: number;
  rejected: number;
  lastSyncAt: number | null;
}

export async function counts(db: DataDb): Promise<Counts> {
  const tx = db.transaction(['records', 'meta'], 'readonly');
  const byState = tx.objectStore('records').index('state');
  const [pending, rejected, lastSyncAt] = await Promise.all([
    byState.count('pending'),
    byState.count('rejected'),
    tx.objectStore('meta').get('lastSyncAt'),
  ]);
  return { pending, rejected, lastSyncAt: typeof lastSyncAt === 'number' ? lastSyncAt : null };
}
