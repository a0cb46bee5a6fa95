import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR, RESPONSE_ERROR, SERVER_ERROR, TIMEOUT_ERROR, apiRequest, errorText, successText } from './api';
import { getSession, resetSessionCache, saveSession } from './session';

function answer(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  localStorage.clear();
  resetSessionCache();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('errorText', () => {
  it('reads error first, then message', () => {
    expect(errorText({ error: 'Invalid email or password', message: 'other' })).toBe('Invalid email or password');
    expect(errorText({ message: 'User read error' })).toBe('User read error');
    expect(errorText({ error: true, message: 'Passwords do not match' })).toBe('Passwords do not match');
    expect(errorText({ error: '  ', message: '' })).toBeNull();
    expect(errorText({ error: true, msg: 'Response is needed to submit' })).toBe('Response is needed to submit');
    expect(errorText('text')).toBeNull();
    expect(errorText(null)).toBeNull();
  });
});

describe('apiRequest', () => {
  it('sends JSON to /api with the bearer token and returns the answer', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { token: 'abc' }));
    vi.stubGlobal('fetch', fetchMock);
    saveSession({ token: 'tok', user: { user_id: 'u', role: 'client' } as never });
    const result = await apiRequest<{ token: string }>('/client/signin', { body: { email: 'a@b.co' } });
    expect(result).toEqual({ token: 'abc' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/client/signin');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.co"}');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('leaves the token out when asked', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    saveSession({ token: 'tok', user: { user_id: 'u', role: 'client' } as never });
    await apiRequest('/client/signin', { body: {}, auth: false });
    const headers = (fetchMock.mock.calls[0] as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it("gives the server's error, then message, for a 4xx", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(400, { error: 'Invalid email or password' })));
    await expect(apiRequest('/x')).rejects.toMatchObject({ message: 'Invalid email or password', status: 400, kind: 'http' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(422, { message: 'This Email already exist' })));
    await expect(apiRequest('/x')).rejects.toMatchObject({ message: 'This Email already exist' });
  });

  it('keeps the answer of a refusal that carries data', async () => {
    const body = { error: 'complete your previuos loan request', data: { loanId: 'abc', stage: 'calculated' } };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(409, body)));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 409, body });
  });

  it('falls back to a plain message when the answer has no text', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(500, 'oops')));
    await expect(apiRequest('/x')).rejects.toMatchObject({ message: SERVER_ERROR, status: 500 });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(404, '')));
    await expect(apiRequest('/x')).rejects.toMatchObject({ message: RESPONSE_ERROR, status: 404 });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, '<html>')));
    await expect(apiRequest('/x')).rejects.toMatchObject({ message: RESPONSE_ERROR, kind: 'response' });
  });

  it('explains a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: NETWORK_ERROR, kind: 'network' });
  });

  it('gives up after the timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    await expect(apiRequest('/x', { timeoutMs: 10 })).rejects.toMatchObject({ message: TIMEOUT_ERROR, kind: 'timeout' });
  });

  it('ends the session when the server rejects the token', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(401, { error: 'Unauthorized' })));
    saveSession({ token: 'tok', user: { user_id: 'u', role: 'client' } as never });
    await expect(apiRequest('/user/unbox')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
  });

  it('keeps a new session when the 401 answers a request made with the token before it', async () => {
    let answerOld: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answerOld = resolve))));
    saveSession({ token: 'old', user: { user_id: 'u', role: 'client' } as never });
    const slow = apiRequest('/sync/push', { body: {} });
    saveSession({ token: 'new', user: { user_id: 'u', role: 'client' } as never }); // signed in again meanwhile
    answerOld(answer(401, { error: 'Unauthorized' }));
    await expect(slow).rejects.toMatchObject({ status: 401 });
    expect(getSession()?.token).toBe('new');
  });
});

describe('answers that carry `error`', () => {
  it('treats `error: false` as a success and reads its message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, { error: false, message: 'Password changed' })));
    const result = await apiRequest('/user/change_password', { body: {} });
    expect(result).toEqual({ error: false, message: 'Password changed' });
    expect(successText(result)).toBe('Password changed');
  });

  it('treats a text in `error` as a refusal even with a 2xx status', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, { error: 'Passwords do not match' })));
    await expect(apiRequest('/x', { body: {} })).rejects.toMatchObject({ message: 'Passwords do not match', status: 200 });
  });

  it('gives the text of an error answer whose `error` is text', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(429, { error: 'Wait a minute before asking for another code' })));
    await expect(apiRequest('/otp/3/a%40b.co')).rejects.toMatchObject({
      message: 'Wait a minute before asking for another code',
      status: 429,
    });
  });

  it('reads no message from answers without one', () => {
    expect(successText({ message: '  ' })).toBeNull();
    expect(successText({ error: false, msg: 'Feedback submitted' })).toBe('Feedback submitted');
    expect(successText({ data: {} })).toBeNull();
    expect(successText(null)).toBeNull();
  });
});
