import { useEffect, useSyncExternalStore } from 'react';
import { toast } from '../lib/toast';
import { useI18n } from '../lib/i18n';
import { installKey } from '../lib/offline/install';
import { getReadiness, readyFor, subscribeReadiness } from '../lib/offline/readiness';
import { useRoleCache } from '../lib/offline/useRoleCache';
import { readItem, writeItem, KEY_PREFIX } from '../lib/storage';
import { useSession } from '../lib/useSession';

const ANNOUNCED_KEY = `${KEY_PREFIX}offline-ready`;

/**
 * Caches the signed-in person's install (the role's code and the areas they use), and says "Ready to
 * work offline" once everything the person needs is on the phone: the first time for each role on
 * this phone (until then a screen not opened yet needs the network).
 */
export function OfflineReady() {
  const { t, lang } = useI18n();
  useRoleCache();
  const user = useSession()?.user ?? null;
  const role = user?.role ?? null;
  const readiness = useSyncExternalStore(subscribeReadiness, getReadiness, getReadiness);
  const ready = readyFor(readiness, user ? installKey(user, lang) : null);
  useEffect(() => {
    // For a signed-in person "ready" includes their install: the message said for the public shell
    // (a sign-in may come while it shows) must not stand for it. Removed at once, not faded out.
    if (role !== null && !ready) toast.dismiss('offline-ready');
  }, [role, ready]);
  useEffect(() => {
    if (!ready) return;
    const who = role ?? 'public';
    const announced = (readItem('local', ANNOUNCED_KEY) ?? '').split(',');
    if (announced.includes(who)) return;
    writeItem('local', ANNOUNCED_KEY, [...announced.filter(Boolean), who].join(','));
    toast.success(t('update.offlineReady'), { id: 'offline-ready' });
  }, [ready, role, t]);
  return null;
}
