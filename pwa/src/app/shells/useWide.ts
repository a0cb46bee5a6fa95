import { useSyncExternalStore } from 'react';

/** The width from which the side menu is always shown and the header has room for everything. */
const WIDE = '(min-width: 900px)';

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Whether the screen is a laptop's (the header holds language, log-out and the staff's extras) or a phone's (the menu does). */
export function useWide(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches, () => false);
}
