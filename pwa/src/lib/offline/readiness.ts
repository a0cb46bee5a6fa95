/**
 * Whether this phone can work offline: the service worker's precache of the public shell is in
 * place, and, for a signed-in user, their install (the role's code and the areas they use,
 * install.ts) is cached too. A tiny external store; the app
 * says "Ready to work offline" once per role and build when both are true.
 */
export interface Readiness {
  /** The service worker controls the page: the public shell is precached. */
  shell: boolean;
  /** The install (its installKey) whose files are all cached, or null. */
  installed: string | null;
}

let state: Readiness = { shell: false, installed: null };
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
export const setInstalled = (install: string | null): void => update({ installed: install });

/** Whether everything the person with `install` (null: signed out) needs offline is on this phone. */
export function readyFor(readiness: Readiness, install: string | null): boolean {
  return readiness.shell && (install === null || readiness.installed === install);
}
