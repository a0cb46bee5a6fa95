import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBlob, storedFileId } from './fileDownload';
import { resetSessionCache, saveSession } from './session';

beforeEach(() => {
  localStorage.clear();
  resetSessionCache();
});
afterEach(() => vi.unstubAllGlobals());

describe('stored file links', () => {
  it('give the file id of /api/files/{id}, with or without the host', () => {
    expect(storedFileId('/api/files/6650ab000000000000000001')).toBe('6650ab000000000000000001');
    expect(storedFileId('https://portal.example/api/files/abc_1-2?download=1')).toBe('abc_1-2');
    expect(storedFileId('https://elsewhere.example/proposal.pdf')).toBeNull();
    expect(storedFileId('/api/files/')).toBeNull();
    expect(storedFileId(null)).toBeNull();
  });
});

describe('fetchBlob', () => {
  it('sends the bearer token and returns the body', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('a,b\n1,2\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    vi.stubGlobal('fetch', fetchMock);
    saveSession({ token: 'tok', user: { user_id: 'u', role: 'super' } as never });
    const blob = await fetchBlob('/reports/portfolio?format=csv');
    expect(await blob.text()).toBe('a,b\n1,2\n');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/reports/portfolio?format=csv');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it("fails with the server's error text, or a plain one", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ error: 'You do not have access to this' }), { status: 403 })));
    await expect(fetchBlob('/files/x')).rejects.toMatchObject({ message: 'You do not have access to this', status: 403 });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('%PDF', { status: 500 })));
    await expect(fetchBlob('/files/x', { method: 'POST' })).rejects.toMatchObject({ status: 500, message: 'Something went wrong on our side. Please try again.' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(fetchBlob('/files/x')).rejects.toMatchObject({ kind: 'network' });
  });
});
