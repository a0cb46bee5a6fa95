// A slow mobile link between Chromium and the server: a TCP proxy whose two directions are each one
// queue at a fixed bit rate (shared by every connection, as a phone's radio link is shared by the page
// and its service worker) with half the round trip added each way.
import { createServer, connect } from 'node:net';

/** One direction of the link: bytes leave in order at `bitsPerSecond` and arrive `delayMs` later. */
function direction(bitsPerSecond, delayMs) {
  const bytesPerMs = bitsPerSecond / 8 / 1000;
  let freeAt = 0;
  return (socket, chunk) => {
    const now = performance.now();
    const start = Math.max(now, freeAt);
    freeAt = start + chunk.length / bytesPerMs;
    const arrive = freeAt + delayMs - now;
    setTimeout(() => {
      if (!socket.destroyed) socket.write(chunk);
    }, arrive);
  };
}

/**
 * Listens on a free local port and forwards to `target` ({host, port}) through the slow link.
 * Returns { url, close, bytes() }: bytes() is what went down the link so far.
 */
export async function slowLink(target, { kbps = 400, rttMs = 400 } = {}) {
  const down = direction(kbps * 1000, rttMs / 2);
  const up = direction(kbps * 1000, rttMs / 2);
  let downBytes = 0;
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => up(upstream, chunk));
    upstream.on('data', (chunk) => {
      downBytes += chunk.length;
      down(client, chunk);
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
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
