/**
 * The name of a user's database of last known answers (lastKnown.ts), and its deletion at log-out:
 * apart from lastKnown.ts so that log-out (in the entry) does not load the IndexedDB helper.
 */
import { LMS_AUDIO_CACHE_PREFIX } from './offline/names';

export const knownDbName = (userId: string): string => `portal-known-${userId}`;

/** Deletes everything kept for the user (at log-out): the answers and downloaded audio; best effort. */
export function forgetKnown(userId: string): void {
  try {
    globalThis.indexedDB?.deleteDatabase(knownDbName(userId));
  } catch {
    // No IndexedDB here: nothing was kept.
  }
  // The course audio the user downloaded (features/lms/download.ts) goes with the rest.
  void globalThis.caches?.delete(`${LMS_AUDIO_CACHE_PREFIX}${userId}`).catch(() => undefined);
}
