/**
 * Which built files a signed-in person's phone keeps: everything of their role, and each area only
 * for some people of it (a manifest's `when`) when its condition holds for their user; the Kiswahili
 * texts of both only while the app is read in Kiswahili (docs/offline.md).
 */
import type { UserCondition } from '../feature';
import type { Lang } from '../i18n';
import type { User } from '../session';
import { filesOf, type Pack, type RoleList } from './lists';

/** Whether `user` has every value of `when`. */
export function meets(user: User, when: UserCondition): boolean {
  return Object.entries(when).every(([field, value]) => user[field as keyof UserCondition] === value);
}

/**
 * The files and packs `user`'s install holds (beyond the public shell), from their role's list, when
 * the app is read in `lang`.
 */
export function installOf(user: User, list: RoleList, lang: Lang): { files: string[]; packs: Pack[] } {
  const parts = [list, ...Object.values(list.areas).filter((area) => meets(user, area.when))];
  const packs = parts.flatMap((part) => [...part.packs, ...(lang === 'sw' ? (part.swahili ?? []) : [])]);
  const files = parts.flatMap((part) => [...filesOf(part.packs), ...(lang === 'sw' ? filesOf(part.swahili ?? []) : [])]);
  return { files: [...new Set(files)], packs };
}

/**
 * Every file a role's list names, its areas' included: the role cache keeps them all, so a person
 * who left an area (the onboarding, once complete) keeps its files until a new version.
 */
export function namedBy(list: RoleList): string[] {
  return [list, ...Object.values(list.areas)].flatMap((part) => [...filesOf(part.packs), ...filesOf(part.swahili ?? [])]);
}

/**
 * What the install depends on: the role, the language and the user's yes-or-no fields, which the
 * areas' conditions read. When it changes (enrolled in the onboarding, or Kiswahili chosen), the role
 * cache fetches what is missing.
 */
export function installKey(user: User, lang: Lang): string {
  const flags = Object.entries(user).filter(([, value]) => typeof value === 'boolean');
  return [user.role, lang, ...flags.sort(([a], [b]) => (a < b ? -1 : 1)).map(([field, value]) => `${field}=${value}`)].join(' ');
}
