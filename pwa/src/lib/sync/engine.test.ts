// The offline engine through its public calls (saveRecord, requestSync, listRecords) over
// fake-indexeddb and the real core, with kinds this test registers: a user's own records for
// someone without a business, the append-only rule on the phone, core's check before saving, and
// pulls that carry every scope's cursor. The server's side is proven in server/tests/sync_scopes.rs.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCoreForTests } from '../../test/core';
import { checkRequired } from '../core';
import { clearSession, resetSessionCache, saveSession, type User } from '../session';
import { currentConnection } from './connection';
import { requestSync } from './engine';
import { listRecords, registerEntity, saveRecord } from './index';
import { outboxBatch, readMeta } from './local';
import type { PullPage, PushAnswer } from './types';

const coach: User = {
  user_id: '65a1b2c3d4e5f60718293c01',
  firstName: 'Neema',
  lastName: 'Mushi',
  email: 'neema@example.com',
  phoneNumber: '0712345678',
  role: 'processor',
  profilePhoto: null,
  useNewOnboarding: true,
  onboardingComplete: false,
  mpesaPhone: null,
  language: 'en',
  businessId: null,
  businessName: null,
  playbookPaired: false,
  lmsTrainee: false,
};
const amina: User = {
  ...coach,
  user_id: '65a1b2c3d4e5f60718293c02',
  role: 'client',
  businessId: '65a1b2c3d4e5f60718293c03',
  businessName: 'Amina Otieno',
};

const textOf = (record: Readonly<Record<string, unknown>>) => (typeof record.text === 'string' ? record.text : '');

beforeAll(() => {
  loadCoreForTests();
  registerEntity({ name: 'note', scope: 'user', conflict: 'serverOrder', validate: (r) => checkRequired(textOf(r)) });
  registerEntity({ name: 'message', scope: 'user', conflict: 'appendOnly', validate: (r) => checkRequired(textOf(r)) });
  registerEntity({ name: 'invoice', scope: 'business', conflict: 'serverOrder', validate: () => null });
});

/** A server that takes every pushed change and answers pulls with the pages given to it. */
function fakeServer(pages: PullPage[]) {
  const pushes: Array<{ clientId: string; mutations: Array<{ seq: number; entity: string; id: string }> }> = [];
  const pulls: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (url.startsWith('/api/sync/push')) {
      const body = JSON.parse(String(init.body)) as (typeof pushes)[number];
      pushes.push(body);
      const lastSeq = Math.max(0, ...body.mutations.map((m) => m.seq));
      return json({ lastSeq, applied: body.mutations.length, skipped: 0, rejected: [], gapAt: null } satisfies PushAnswer);
    }
    if (url.startsWith('/api/sync/pull')) {
      pulls.push(new URLSearchParams(url.slice(url.indexOf('?') + 1)));
      return json(pages.shift() ?? { changes: [], cursor: 0, cursors: {}, more: false, lastSeq: 0 });
    }
    return new Response('{}', { status: 404 });
  });
  return { pushes, pulls };
}

let n = 0;
const newId = () => (0x65f00000_0000 + ++n).toString(16).padStart(24, '0');

beforeEach(() => {
  localStorage.clear();
  resetSessionCache();
  clearSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a user-scoped kind', () => {
  it('gives someone without a business records of their own, checked by core and synced with their cursor', async () => {
    saveSession({ token: 't', user: coach });
    expect(currentConnection()?.name).toBe(`portal-data-${coach.user_id}`);
    const mine = newId();
    const pulled = newId();
    const server = fakeServer([
      {
        changes: [{ entity: 'note', id: pulled, record: { id: pulled, text: 'From the tablet' }, date: null, changeSeq: 2 }],
        cursor: 0,
        cursors: { user: 2 },
        more: false,
        lastSeq: 1,
      },
    ]);

    await saveRecord('note', { id: mine, text: 'Visit Amina on Monday' }, null);
    await expect(saveRecord('note', { id: newId(), text: '   ' }, null)).rejects.toThrow('This field is required');
    await expect(saveRecord('invoice', { id: newId() }, null)).rejects.toThrow('Sign in to continue');
    await expect(saveRecord('diary', { id: newId(), text: 'x' }, null)).rejects.toThrow(/No kind of record/);

    await requestSync();
    expect(server.pushes).toHaveLength(1);
    expect(server.pushes[0]!.mutations).toEqual([
      { seq: 1, id: mine, entity: 'note', op: 'put', record: { id: mine, text: 'Visit Amina on Monday' } },
    ]);
    expect(server.pulls[0]!.get('cursors')).toBe('user:0');
    expect(server.pulls[0]!.get('cursor')).toBeNull();
    const notes = await listRecords<{ text: string }>('note');
    expect(notes.map((r) => [r.id, r.record.text, r.state, r.businessId])).toEqual([
      [mine, 'Visit Amina on Monday', 'synced', ''],
      [pulled, 'From the tablet', 'synced', ''],
    ]);
    const db = await currentConnection()!.db();
    expect(await readMeta(db, 'cursors')).toEqual({ user: 2 });

    // The next sync asks from where the last one stopped.
    await requestSync();
    expect(server.pulls[1]!.get('cursors')).toBe('user:2');
  });

  it('is pulled beside the business for someone who keeps books', async () => {
    saveSession({ token: 't', user: amina });
    const server = fakeServer([
      { changes: [], cursor: 7, cursors: { business: 7, user: 3 }, more: true, lastSeq: 0 },
      { changes: [], cursor: 9, cursors: { business: 9, user: 3 }, more: false, lastSeq: 0 },
    ]);
    await requestSync();
    expect(server.pulls.map((q) => q.get('cursors'))).toEqual(['business:0,user:0', 'business:7,user:3']);
    const db = await currentConnection()!.db();
    expect(await readMeta(db, 'cursors')).toEqual({ business: 9, user: 3 });
    expect(await readMeta(db, 'cursor')).toBe(9);
  });
});

describe('an append-only kind', () => {
  it('is saved once: a second save of the same id is refused with core\'s message and nothing is queued', async () => {
    saveSession({ token: 't', user: amina });
    fakeServer([]);
    const id = newId();
    await saveRecord('message', { id, text: 'Thank you, coach' }, null);
    await expect(saveRecord('message', { id, text: 'Thanks, coach!' }, null)).rejects.toThrow(
      'This was recorded once and cannot be changed',
    );
    // A record kind is saved over as often as the person likes.
    const note = newId();
    await saveRecord('note', { id: note, text: 'First' }, null);
    await saveRecord('note', { id: note, text: 'Second' }, null);
    const db = await currentConnection()!.db();
    expect((await outboxBatch(db, 10)).map((m) => [m.entity, m.record.text])).toEqual([
      ['message', 'Thank you, coach'],
      ['note', 'First'],
      ['note', 'Second'],
    ]);
    expect((await listRecords<{ text: string }>('message'))[0]?.record.text).toBe('Thank you, coach');
  });
});
