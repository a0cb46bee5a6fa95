/**
 * "Remember the page, come back after signing in": the guard remembers where a signed-out (or
 * wrong-role) user wanted to go; after signing in, the user returns there if the role may open it,
 * else lands on the role's landing page. The access rules themselves come from core.
 */
import * as core from './core';
import { readItem, removeItem, writeItem, KEY_PREFIX } from './storage';

export const RETURN_KEY = `${KEY_PREFIX}returnTo`;

/** Only same-site absolute paths are remembered (never "//host" or a full URL). */
export function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

function pathname(pathWithSearch: string): string {
  const end = pathWithSearch.search(/[?#]/);
  return end === -1 ? pathWithSearch : pathWithSearch.slice(0, end);
}

/** Remembers `pathWithSearch` (e.g. "/dashboard/overview?tab=1") to return to after signing in. */
export function rememberReturn(pathWithSearch: string): void {
  if (!isSafePath(pathWithSearch) || pathname(pathWithSearch) === '/signin') return;
  writeItem('session', RETURN_KEY, pathWithSearch);
}

export function peekReturn(): string | null {
  return readItem('session', RETURN_KEY);
}

export interface AccessRules {
  mayOpen: (role: string, path: string) => boolean;
  landingPath: (role: string) => string | null;
}

const coreRules: AccessRules = { mayOpen: core.mayOpen, landingPath: core.landingPath };

/**
 * Where to go after signing in as `role`: the remembered page if the role may open it, else the
 * role's landing page ("/" for an unknown role). The remembered page is used up either way.
 */
export function takeReturn(role: string, rules: AccessRules = coreRules): string {
  const remembered = peekReturn();
  removeItem('session', RETURN_KEY);
  if (remembered && isSafePath(remembered) && rules.mayOpen(role, pathname(remembered))) return remembered;
  return rules.landingPath(role) ?? '/';
}
