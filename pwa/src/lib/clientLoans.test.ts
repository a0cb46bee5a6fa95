import { beforeEach, describe, expect, it, vi } from 'vitest';

const requests: string[] = [];
vi.mock('./api', async (original) => ({
  ...(await original<typeof import('./api')>()),
  apiRequest: vi.fn((path: string) => {
    requests.push(path);
    return Promise.resolve({ data: [{ _id: `answer-${requests.length}` }] });
  }),
}));

const { ApiError } = await import('./api');
const { fetchClientLoans, keepClientLoans, keptClientLoans, prefetchClientLoans, unreachable } = await import('./clientLoans');
const { saveSession, clearSession } = await import('./session');

function signInAs(userId: string): void {
  saveSession({
    token: `token-${userId}`,
    user: { user_id: userId, firstName: 'A', lastName: 'B', email: `${userId}@x.test`, role: 'client' } as never,
  });
}

beforeEach(() => {
  localStorage.clear();
  requests.length = 0;
  clearSession();
});

describe('the client loans kept on the phone', () => {
  it('are kept per user with when they were fetched', () => {
    signInAs('u1');
    keepClientLoans([{ _id: 'l1' }], 1000);
    expect(keptClientLoans()).toEqual({ loans: [{ _id: 'l1' }], fetchedAt: 1000 });
    signInAs('u2');
    expect(keptClientLoans()).toBeNull();
  });

  it('stand in only when the server is out of reach', () => {
    expect(unreachable(new ApiError('offline', 'network'))).toBe(true);
    expect(unreachable(new ApiError('slow', 'timeout'))).toBe(true);
    expect(unreachable(new ApiError('Forbidden', 'http', 403))).toBe(false);
  });
});

describe('the loans request started at sign-in', () => {
  it('answers the first read once, then reads go to the server', async () => {
    signInAs('u1');
    prefetchClientLoans();
    expect(requests).toEqual(['/client/loan/view']);
    expect(await fetchClientLoans()).toEqual({ data: [{ _id: 'answer-1' }] });
    expect(requests).toHaveLength(1);
    expect(await fetchClientLoans()).toEqual({ data: [{ _id: 'answer-2' }] });
    expect(requests).toHaveLength(2);
  });

  it('is not given to another user', async () => {
    signInAs('u1');
    prefetchClientLoans();
    signInAs('u2');
    await fetchClientLoans();
    expect(requests).toHaveLength(2);
  });
});
