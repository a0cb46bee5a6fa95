/**
 * Safe access to localStorage and sessionStorage: private modes and full disks throw, and a failed
 * write must never break the app.
 */

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage ?? null : globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readItem(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Storage full or unavailable: the value lives only in memory for this visit.
  }
}

export function removeItem(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // nothing to do
  }
}

export function readJson<T>(which: Area, key: string): T | null {
  const raw = readItem(which, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Every key of this app starts with this prefix, so log-out can clear them all. */
export const KEY_PREFIX = 'portal.';

/** Removes every item of this app from both storages except the ones listed in `keep`. */
export function clearAppItems(keep: readonly string[] = []): void {
  for (const which of ['local', 'session'] as const) {
    const store = area(which);
    if (!store) continue;
    try {
      const keys: string[] = [];
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (key?.startsWith(KEY_PREFIX) && !keep.includes(key)) keys.push(key);
      }
      keys.forEach((key) => store.removeItem(key));
    } catch {
      // nothing to do
    }
  }
}
