/**
 * Whether this phone can work offline: the service worker's precache of the public shell is in
 * place, and, for a signed-in user, the role's code is cached too. A tiny external store; the app
 * says "Ready to work offline" once per role and build when both are true.
 */
export interface Readiness {
  /** The service worker controls the page: the public shell is precached. */
  shell: boolean;
  /** The signed-in role whose code is cached, or null. */
  roleCached: string | null;
}

let state: Readiness = { shell: false, roleCached: null };
const listeners = new Set<() => void>();

export function getReadiness(): Readiness {
  return state;
}

export function subscribeReadiness(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function update(next: Partial<Readiness>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export const setShellReady = (): void => update({ shell: true });
export const setRoleCached = (role: string | null): void => update({ roleCached: role });

/** Whether everything the person at `role` (null: signed out) needs offline is on this phone. */
export function readyFor(readiness: Readiness, role: string | null): boolean {
  return readiness.shell && (role === null || readiness.roleCached === role);
}
