/**
 * The upload benchmark's part of the bench page: the real file queue (pwa/src/lib/files) sending a
 * file and then the request that names it, driven by pwa/bench/uploads.mjs through
 * `window.uploadBench`. Times come from the page's resource timing; the chunks' bytes are counted
 * as the page hands them to XMLHttpRequest (the cut one included).
 */
import { queueSubmission, sendFilesNow } from '../../src/lib/files';
import { currentQueue, onFilesChanged } from '../../src/lib/files/driver';
import { latestSubmission } from '../../src/lib/files/queue';

export interface UploadRequest {
  kind: string;
  name: string;
  method: 'POST' | 'PATCH' | 'PUT';
  /** The API path of the request that needs the file. */
  path: string;
  body: Record<string, unknown>;
  /** The body field that gets the upload id. */
  field: string;
}

/** One request, ms on the page's clock (0: queueing). */
export interface Timed {
  what: 'start' | 'chunk' | 'finish' | 'request';
  path: string;
  /** The answer's status; 0: none came (the cut chunk). */
  status: number;
  start: number;
  end: number;
}

export interface UploadRun {
  size: number;
  state: string;
  message: string | null;
  /** ms from queueing to the queue holding it (stored in IndexedDB). */
  storedMs: number;
  /** The file queue's requests (PUT, PATCH, finish) and the request that needs the file. */
  requests: Timed[];
  /** Body bytes of every chunk the page sent or tried to send. */
  chunkBytes: number;
  chunksSent: number;
}

interface UploadBench {
  /** Fetches the file to send (the benchmark serves it); its size. */
  load(url: string): Promise<number>;
  /** Queues the file loaded with its request and waits until the request is settled (sent or refused). */
  submit(request: UploadRequest): Promise<UploadRun>;
  /** The queue's "send now" (what coming back online or to the app does). */
  sendNow(): Promise<void>;
}

declare global {
  interface Window {
    uploadBench: UploadBench;
  }
}

const GROUP = 'bench-upload';

let loaded: Blob | null = null;
let chunkBytes = 0;
let chunksSent = 0;
const methods = new WeakMap<XMLHttpRequest, string>();
const { open, send } = XMLHttpRequest.prototype;
XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, ...rest: unknown[]) {
  methods.set(this, method);
  return Reflect.apply(open, this, [method, ...rest]) as void;
} as XMLHttpRequest['open'];
XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
  if (methods.get(this) === 'PATCH' && body instanceof Blob) {
    chunkBytes += body.size;
    chunksSent++;
  }
  return send.call(this, body);
};

async function settled(): Promise<{ state: string; message: string | null }> {
  const queue = currentQueue();
  if (!queue) throw new Error('Sign in to continue');
  for (;;) {
    const submission = await latestSubmission(await queue.db(), GROUP);
    if (submission && submission.state !== 'waiting') return submission;
    await new Promise<void>((resolve) => {
      const stop = onFilesChanged(() => {
        stop();
        resolve();
      });
      setTimeout(() => {
        stop();
        resolve();
      }, 1000);
    });
  }
}

/** What a request of the queue was: chunks go with XMLHttpRequest, the other calls with fetch. */
function whatOf(entry: PerformanceResourceTiming, path: string): Timed['what'] {
  if (!path.startsWith('/api/uploads/')) return 'request';
  if (entry.initiatorType === 'xmlhttprequest') return 'chunk';
  return path.endsWith('/finish') ? 'finish' : 'start';
}

/** The API requests made since `from`, in order, relative to it. */
function apiRequests(from: number): Timed[] {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.startTime >= from && new URL(entry.name).pathname.startsWith('/api/'))
    .map((entry) => {
      const path = new URL(entry.name).pathname;
      const status = (entry as PerformanceResourceTiming & { responseStatus?: number }).responseStatus ?? 0;
      return { what: whatOf(entry, path), path, status, start: entry.startTime - from, end: entry.responseEnd - from };
    });
}

window.uploadBench = {
  async load(url) {
    loaded = await (await fetch(url)).blob();
    return loaded.size;
  },
  async submit(request) {
    const blob = loaded;
    if (!blob) throw new Error('Load the file first');
    performance.clearResourceTimings();
    performance.setResourceTimingBufferSize(10_000);
    chunkBytes = 0;
    chunksSent = 0;
    const start = performance.now();
    await queueSubmission({
      group: GROUP,
      files: [{ kind: request.kind, name: request.name, blob }],
      method: request.method,
      path: request.path,
      body: request.body,
      fileFields: { [request.field]: 0 },
    });
    const storedMs = performance.now() - start;
    const { state, message } = await settled();
    return { size: blob.size, state, message, storedMs, requests: apiRequests(start), chunkBytes, chunksSent };
  },
  sendNow: () => sendFilesNow(),
};
