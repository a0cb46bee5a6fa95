import { useEffect, useRef } from 'react';
import { useI18n } from '../i18n';
import { useSession } from '../useSession';
import { installKey } from './install';
import { setInstalled } from './readiness';
import { cacheRoleAssets, readOfflineAssets } from './roleAssets';
import { warmShell } from './shellWarmup';

const RETRY_MS = 30_000;

/**
 * Keeps the signed-in person's install cached (the role's code and the areas they use, install.ts):
 * at start, at each sign-in, when their user changes what they use (enrolled in the onboarding, say)
 * and whenever the connection comes back until it is complete. Marks it installed when every file is
 * in place.
 */
export function useRoleCache(): void {
  const user = useSession()?.user ?? null;
  const { lang } = useI18n();
  const install = user ? installKey(user, lang) : null;
  const current = useRef({ user, lang });
  current.current = { user, lang };
  useEffect(() => {
    // The lists are read at start: a sign-in then starts the download at once. On a first visit the
    // page also helps the service worker's install (shellWarmup.ts).
    if (typeof caches === 'undefined') return;
    readOfflineAssets()
      .then((assets) => warmShell(assets.public))
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    setInstalled(null);
    if (install === null || typeof caches === 'undefined') return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    const attempt = async () => {
      const { user, lang } = current.current;
      if (running || !live || !user) return;
      running = true;
      clearTimeout(timer);
      try {
        await cacheRoleAssets(user, lang, await readOfflineAssets());
        if (live) setInstalled(install);
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
  }, [install]);
}
