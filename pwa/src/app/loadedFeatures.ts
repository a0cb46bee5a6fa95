/**
 * The manifests of the roles loaded so far, a tiny external store the router and the menus read. A
 * role's manifests load when a session of the role starts (at start for a stored session, at each
 * sign-in), or when a screen of its area is opened first; offline they come from the role cache.
 */
import { ROLES, type Feature, type Role } from '../lib/feature';
import { withRetry } from '../lib/retry';
import { getSession, subscribeSession } from '../lib/session';
import { publicFeatures, roleFeatures } from './features';

const byRole = new Map<Role, readonly Feature[]>();
const loading = new Map<Role, Promise<readonly Feature[]>>();
const listeners = new Set<() => void>();
let loaded: readonly Feature[] = publicFeatures;

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

/** Loads `role`'s manifests once; a failed load (offline, not cached) is tried again on the next call. */
export function loadRoleFeatures(role: string): Promise<readonly Feature[]> {
  if (!isRole(role)) return Promise.resolve([]);
  let pending = loading.get(role);
  if (!pending) {
    pending = withRetry(roleFeatures[role])().then(({ features }) => {
      byRole.set(role, features);
      loaded = [...new Set([...loaded, ...features])];
      listeners.forEach((listener) => listener());
      return features;
    });
    pending.catch(() => loading.delete(role));
    loading.set(role, pending);
  }
  return pending;
}

/** `role`'s manifests, or undefined while they are not loaded. */
export const featuresOf = (role: string): readonly Feature[] | undefined => (isRole(role) ? byRole.get(role) : undefined);

/** The public manifests and those of every role loaded so far, each once. */
export const loadedFeatures = (): readonly Feature[] => loaded;

export function subscribeFeatures(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session's role's manifests start loading with the session: before its first screen is asked for. */
export function followSession(): void {
  const load = () => {
    const role = getSession()?.user.role;
    if (role) loadRoleFeatures(role).catch(() => undefined);
  };
  subscribeSession(load);
  load();
}
