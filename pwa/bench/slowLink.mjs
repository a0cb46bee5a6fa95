// A slow mobile link between Chromium and the server: a TCP proxy whose two directions are each one
// queue at a fixed bit rate (shared by every connection, as a phone's radio link is shared by the page
// and its service worker) with half the round trip added each way. It also reads the HTTP/1.1 heads
// that cross it, so a benchmark can print which request used the link when (`exchanges()`).
import { createServer, connect } from 'node:net';

/** One direction of the link: bytes leave in order at `bitsPerSecond` and arrive `delayMs` later. */
function direction(bitsPerSecond, delayMs) {
  const bytesPerMs = bitsPerSecond / 8 / 1000;
  let freeAt = 0;
  /** Queues `chunk` for `socket`; returns the time (performance.now()) it arrives. */
  return (socket, chunk) => {
    const now = performance.now();
    const start = Math.max(now, freeAt);
    freeAt = start + chunk.length / bytesPerMs;
    const arrive = freeAt + delayMs;
    setTimeout(() => {
      if (!socket.destroyed) socket.write(chunk);
    }, arrive - now);
    return arrive;
  };
}

const header = (head, name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';

/**
 * Listens on a free local port and forwards to `target` ({host, port}) through the slow link.
 * Returns { url, close, bytes(), exchanges() }: bytes() is what went down the link so far;
 * exchanges() lists each request with the times (performance.now()) it was sent and its answer
 * arrived, the bytes of the answer and its Content-Encoding.
 */
export async function slowLink(target, { kbps = 400, rttMs = 400 } = {}) {
  const down = direction(kbps * 1000, rttMs / 2);
  const up = direction(kbps * 1000, rttMs / 2);
  let downBytes = 0;
  let connections = 0;
  const sockets = new Set();
  const exchanges = [];
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const connection = ++connections;
    /** This connection's requests whose answer has not started yet, and the one being answered. */
    const waiting = [];
    let answering = null;
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => {
      const sentAt = performance.now();
      const arrives = up(upstream, chunk);
      const head = chunk.toString('latin1', 0, Math.min(chunk.length, 4096));
      const line = /^([A-Z]+) (\S+) HTTP\/1\.[01]\r\n/.exec(head);
      if (!line) return;
      const exchange = {
        connection, method: line[1], path: line[2], sentAt, requestArrives: arrives,
        dest: header(head, 'sec-fetch-dest'), acceptEncoding: header(head, 'accept-encoding'),
        status: 0, encoding: '', bytes: 0, firstByteAt: 0, doneAt: 0,
      };
      exchanges.push(exchange);
      waiting.push(exchange);
    });
    upstream.on('data', (chunk) => {
      downBytes += chunk.length;
      const arrives = down(client, chunk);
      const head = chunk.toString('latin1', 0, Math.min(chunk.length, 4096));
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      if (status && waiting.length) {
        answering = waiting.shift();
        answering.status = Number(status[1]);
        answering.encoding = header(head, 'content-encoding');
        answering.firstByteAt = arrives;
      }
      if (answering) {
        answering.bytes += chunk.length;
        answering.doneAt = arrives;
      }
    });
    const end = () => {
      // Let what is still on the link arrive before closing the other side.
      setTimeout(() => {
        client.destroy();
        upstream.destroy();
      }, rttMs);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    bytes: () => downBytes,
    exchanges: () => exchanges.slice(),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
