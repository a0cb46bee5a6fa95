/**
 * Which built files a signed-in person's phone keeps: everything of their role, and each area only
 * for some people of it (a manifest's `when`) when its condition holds for their user (docs/offline.md).
 */
import type { UserCondition } from '../feature';
import type { User } from '../session';

export interface Pack {
  file: string;
  files: string[];
}

/** The lists of offline-assets.json the install reads. */
export interface RoleLists {
  roles: Record<string, string[]>;
  /** The same files in a few downloads (pack.ts); an older list may have none. */
  packs?: Record<string, Pack[]>;
  /** Per role, each area only for some of its people: who, its further files and their packs. */
  areas?: Record<string, Record<string, { when: UserCondition; files: string[]; packs: Pack[] }>>;
}

/** Whether `user` has every value of `when`. */
export function meets(user: User, when: UserCondition): boolean {
  return Object.entries(when).every(([field, value]) => user[field as keyof UserCondition] === value);
}

/** The files and packs `user`'s install holds (beyond the public shell). */
export function installOf(user: User, lists: RoleLists): { files: string[]; packs: Pack[] } {
  const areas = Object.values(lists.areas?.[user.role] ?? {}).filter((area) => meets(user, area.when));
  return {
    files: [...new Set([...(lists.roles[user.role] ?? []), ...areas.flatMap((area) => area.files)])],
    packs: [...(lists.packs?.[user.role] ?? []), ...areas.flatMap((area) => area.packs)],
  };
}

/**
 * What the install depends on: the role and the user's yes-or-no fields, which the areas' conditions
 * read. When it changes (enrolled in the onboarding, say), the role cache fetches what is missing.
 */
export function installKey(user: User): string {
  const flags = Object.entries(user).filter(([, value]) => typeof value === 'boolean');
  return [user.role, ...flags.sort(([a], [b]) => (a < b ? -1 : 1)).map(([field, value]) => `${field}=${value}`)].join(' ');
}
