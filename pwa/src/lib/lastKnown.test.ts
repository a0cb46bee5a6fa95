// The server's last answer kept per user: shown when the network fails, not when the server refuses;
// forgotten at log-out; one user's copy is never another's.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from './api';
import { forgetKnown, keepKnown, loadOrKept, oldestKept, readKnown } from './lastKnown';

const offline = () => Promise.reject(new ApiError(NETWORK_ERROR, 'network'));

describe('the last known answers', () => {
  it('keeps the answer and shows it when the network fails, with when it was kept', async () => {
    expect(await loadOrKept('u1', 'state', () => Promise.resolve({ step: 3 }))).toEqual({ value: { step: 3 }, keptAt: null });
    const kept = await loadOrKept('u1', 'state', offline);
    expect(kept.value).toEqual({ step: 3 });
    expect(typeof kept.keptAt).toBe('number');
    // A 5xx or a timeout is the network's too.
    expect((await loadOrKept('u1', 'state', () => Promise.reject(new ApiError('busy', 'http', 503)))).value).toEqual({ step: 3 });
  });

  it("throws a refusal, and a network failure when nothing was kept, as they came; keeps users apart", async () => {
    await keepKnown('u2', 'state', 'mine', 42);
    const refused = new ApiError('Forbidden', 'http', 403);
    await expect(loadOrKept('u2', 'state', () => Promise.reject(refused))).rejects.toBe(refused);
    await expect(loadOrKept('u3', 'state', offline)).rejects.toThrow(NETWORK_ERROR);
    expect(await readKnown('u2', 'state')).toEqual({ value: 'mine', at: 42 });
    expect(await readKnown('u2', 'other')).toBeNull();
  });

  it('forgets everything of the user at log-out', async () => {
    await keepKnown('u4', 'state', 'x');
    await keepKnown('u5', 'state', 'y');
    forgetKnown('u4');
    expect(await readKnown('u4', 'state')).toBeNull();
    expect((await readKnown('u5', 'state'))?.value).toBe('y');
  });

  it('a page of several reads says the oldest kept copy, and nothing when every answer is the server\'s now', () => {
    expect(oldestKept(null, undefined, null)).toBeNull();
    expect(oldestKept()).toBeNull();
    expect(oldestKept(null, 5_000, undefined, 2_000)).toBe(2_000);
    // 0 is a time, not "none".
    expect(oldestKept(0, 7)).toBe(0);
  });
});
