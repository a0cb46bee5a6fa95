import { describe, expect, it } from 'vitest';
import { percentOf, UPLOAD_FAILED, UPLOAD_UNKNOWN, UploadError, uploadWithProgress } from './upload';

describe('percentOf', () => {
  it('gives whole percents from 0 to 100', () => {
    expect(percentOf(0, 100)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(percentOf(2000, 1000)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(Number.NaN, 10)).toBe(0);
  });
});

/** A stand-in XMLHttpRequest: records what is sent, then plays the given events. */
class FakeRequest {
  headers: Record<string, string> = {};
  method = '';
  url = '';
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  sent: unknown = null;

  constructor(private readonly play: (request: FakeRequest) => void) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
    queueMicrotask(() => this.play(this));
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

function run(play: (request: FakeRequest) => void) {
  const seen: number[] = [];
  let made: FakeRequest | null = null;
  const promise = uploadWithProgress({
    method: 'PATCH',
    url: '/api/media/identity/u1',
    body: new FormData(),
    token: 'secret',
    onProgress: (percent) => seen.push(percent),
    createRequest: () => {
      made = new FakeRequest(play);
      return made as unknown as XMLHttpRequest;
    },
  });
  return { promise, seen, request: () => made as unknown as FakeRequest };
}

describe('uploadWithProgress', () => {
  it('reports progress and resolves with the message', async () => {
    const { promise, seen, request } = run((r) => {
      r.progress(25, 100);
      r.progress(100, 100);
      r.answer(200, JSON.stringify({ message: 'Details updated', data: {} }));
    });
    await expect(promise).resolves.toMatchObject({ message: 'Details updated' });
    expect(seen).toEqual([25, 100, 100]);
    expect(request().method).toBe('PATCH');
    expect(request().headers.Authorization).toBe('Bearer secret');
  });

  it("shows the server's error, else the spec's texts", async () => {
    const refused = run((r) => r.answer(400, JSON.stringify({ error: 'Upload a JPG or PNG image' })));
    await expect(refused.promise).rejects.toEqual(new UploadError('Upload a JPG or PNG image', 400));
    const broken = run((r) => r.answer(502, '<html>'));
    await expect(broken.promise).rejects.toHaveProperty('message', UPLOAD_FAILED);
    const offline = run((r) => r.onerror?.());
    await expect(offline.promise).rejects.toHaveProperty('message', UPLOAD_FAILED);
    const unknown = run((r) => r.answer(200, 'ok'));
    await expect(unknown.promise).rejects.toHaveProperty('message', UPLOAD_UNKNOWN);
  });
});
