/**
 * Runs `task` over `items`, `limit` at a time; resolves when all are done, rejects on the first
 * failure. A browser opens 6 HTTP/1.1 connections to a host: a few files at once keep a slow link full
 * without queueing a hundred requests ahead of the screen's own.
 */
export async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Background downloads ask for a low priority, so the browser gives the screen's own requests a connection first. */
export const BACKGROUND: RequestInit = { priority: 'low' };
