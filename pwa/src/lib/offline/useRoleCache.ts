import { useEffect } from 'react';
import { useSession } from '../useSession';
import { setRoleCached } from './readiness';
import { cacheRoleAssets, readOfflineAssets } from './roleAssets';
import { warmShell } from './shellWarmup';

const RETRY_MS = 30_000;

/**
 * Keeps the signed-in role's code cached: at start, at each sign-in and whenever the connection comes
 * back until it is complete. Marks the role cached when every file is in place.
 */
export function useRoleCache(): void {
  const role = useSession()?.user.role ?? null;
  useEffect(() => {
    // The lists are read at start: a sign-in then starts the download at once. On a first visit the
    // page also helps the service worker's install (shellWarmup.ts).
    if (typeof caches === 'undefined') return;
    readOfflineAssets()
      .then((assets) => warmShell(assets.public))
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    setRoleCached(null);
    if (role === null || typeof caches === 'undefined') return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    const attempt = async () => {
      if (running || !live) return;
      running = true;
      clearTimeout(timer);
      try {
        await cacheRoleAssets(role, await readOfflineAssets());
        if (live) setRoleCached(role);
        window.removeEventListener('online', attempt);
      } catch {
        // Offline or a file failed: try again when the connection returns, or in a while.
        if (live) timer = setTimeout(() => void attempt(), RETRY_MS);
      } finally {
        running = false;
      }
    };
    window.addEventListener('online', attempt);
    void attempt();
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('online', attempt);
    };
  }, [role]);
}
