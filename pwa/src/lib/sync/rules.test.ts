import { describe, expect, it } from 'vitest';
import {
  BACKOFF_FIRST_MS,
  BACKOFF_MAX_MS,
  PUSH_BATCH,
  afterAck,
  backoffDelay,
  failureKind,
  mergePulled,
  pushBatchSize,
  rejectionsBySeq,
} from './rules';
import type { PulledChange, RecordRow } from './types';
import { ApiError } from '../api';

const business = 'aaaaaaaaaaaaaaaaaaaaaaaa';

function row(overrides: Partial<RecordRow> = {}): RecordRow {
  return {
    id: '65a1b2c3d4e5f60718293a4b',
    entity: 'sale',
    businessId: business,
    record: { id: '65a1b2c3d4e5f60718293a4b', businessId: business, quantity: 2 },
    date: 1_795_200_000,
    state: 'pending',
    message: null,
    updatedAt: 1,
    pendingSeq: 7,
    ...overrides,
  };
}

const change = (overrides: Partial<PulledChange> = {}): PulledChange => ({
  entity: 'sale',
  id: '65a1b2c3d4e5f60718293a4b',
  record: { id: '65a1b2c3d4e5f60718293a4b', businessId: business, quantity: 5 },
  date: 1_795_300_000,
  changeSeq: 40,
  ...overrides,
});

describe('an acknowledgement', () => {
  const none = rejectionsBySeq({ rejected: [] });

  it('makes a record synced once its latest mutation is settled', () => {
    expect(afterAck(row(), 7, none)).toMatchObject({ state: 'synced', message: null, pendingSeq: null });
    expect(afterAck(row(), 9, none)).toMatchObject({ state: 'synced', pendingSeq: null });
  });

  it('leaves a record alone while a newer change of it still waits', () => {
    expect(afterAck(row({ pendingSeq: 8 }), 7, none)).toBeNull();
  });

  it('leaves settled records alone', () => {
    expect(afterAck(row({ state: 'synced', pendingSeq: null }), 7, none)).toBeNull();
  });

  it('marks the record rejected with the server message when its latest mutation was refused', () => {
    const refused = rejectionsBySeq({ rejected: [{ seq: 7, id: 'x', entity: 'sale', message: 'Quantity must be more than 0' }] });
    expect(afterAck(row(), 7, refused)).toMatchObject({
      state: 'rejected',
      message: 'Quantity must be more than 0',
      pendingSeq: null,
      record: { quantity: 2 },
    });
  });

  it('ignores a refusal of an older version that a later accepted one replaced', () => {
    const refused = rejectionsBySeq({ rejected: [{ seq: 3, id: 'x', entity: 'sale', message: 'no' }] });
    expect(afterAck(row({ pendingSeq: 7 }), 7, refused)).toMatchObject({ state: 'synced', message: null });
  });
});

describe('a pulled record', () => {
  it('is stored as synced when the phone does not have it', () => {
    expect(mergePulled(undefined, change(), 99)).toMatchObject({
      state: 'synced',
      businessId: business,
      date: 1_795_300_000,
      record: { quantity: 5 },
      pendingSeq: null,
      updatedAt: 99,
    });
  });

  it('replaces a synced local copy', () => {
    expect(mergePulled(row({ state: 'synced', pendingSeq: null }), change(), 99)).toMatchObject({ record: { quantity: 5 } });
  });

  it('never overwrites a record with a change still in the outbox', () => {
    expect(mergePulled(row(), change(), 99)).toBeNull();
  });

  it('never overwrites a rejected record waiting to be fixed', () => {
    expect(mergePulled(row({ state: 'rejected', message: 'no', pendingSeq: null }), change(), 99)).toBeNull();
  });
});

describe('failures', () => {
  it('retries network trouble and server errors, stops on 401, keeps other refusals', () => {
    expect(failureKind(new ApiError('x', 'network'))).toBe('retry');
    expect(failureKind(new ApiError('x', 'timeout'))).toBe('retry');
    expect(failureKind(new ApiError('x', 'http', 503))).toBe('retry');
    expect(failureKind(new ApiError('x', 'http', 500))).toBe('retry');
    expect(failureKind(new ApiError('x', 'http', 429))).toBe('retry');
    expect(failureKind(new ApiError('x', 'http', 401))).toBe('signedOut');
    expect(failureKind(new ApiError('x', 'http', 400))).toBe('refused');
    expect(failureKind(new ApiError('x', 'http', 403))).toBe('refused');
    expect(failureKind(new Error('IndexedDB broke'))).toBe('retry');
  });

  it('waits twice as long after each failure, up to five minutes, with jitter', () => {
    expect(backoffDelay(1, 0.5)).toBe(BACKOFF_FIRST_MS);
    expect(backoffDelay(2, 0.5)).toBe(2 * BACKOFF_FIRST_MS);
    expect(backoffDelay(4, 0.5)).toBe(8 * BACKOFF_FIRST_MS);
    expect(backoffDelay(40, 0.5)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(1, 0)).toBe(0.75 * BACKOFF_FIRST_MS);
    expect(backoffDelay(1, 0.999)).toBeLessThanOrEqual(1.25 * BACKOFF_FIRST_MS);
  });

  it('pushes in batches no bigger than core allows', () => {
    expect(pushBatchSize(1000)).toBe(PUSH_BATCH);
    expect(pushBatchSize(100)).toBe(100);
  });
});
