/**
 * The pair the entrepreneur chose on My Advisors (spec 001 section 4.3: remembered locally and
 * reused), kept per user in localStorage under the app's prefix, so log-out removes it with the
 * other per-user items (lib/storage `clearAppItems`).
 */
import { KEY_PREFIX, readItem, removeItem, writeItem } from '../../lib/storage';

export const pairKey = (userId: string): string => `${KEY_PREFIX}playbook-pair.${userId}`;

export function readSavedPair(userId: string): string | null {
  if (!userId) return null;
  const saved = readItem('local', pairKey(userId));
  return saved && saved.trim() ? saved.trim() : null;
}

export function savePair(userId: string, pairId: string): void {
  if (userId) writeItem('local', pairKey(userId), pairId);
}

export function forgetPair(userId: string): void {
  removeItem('local', pairKey(userId));
}

/** The time between choosing an advisor and the playbooks list (spec 001 section 9: about 0.9 s). */
export const PAIR_REDIRECT_MS = 900;
