/**
 * The offline lists the build writes (build/offlineAssets.ts) and the app reads (roleAssets.ts).
 *
 * `offline-assets.json` is precached for everyone, so it holds only what the public shell needs: its
 * files, and per role the name of the role's own list. A role's list, `offline/<role>-<hash>.json`, is
 * fetched after sign-in by a person of that role only: its packs and its areas. It is named by its
 * content, so a new build's list has a new name and the name the page reads is that of its own build.
 * See docs/offline.md.
 */
/**
 * A download of several built files (pack.ts): its file and the files it holds, largest first; or a
 * file bigger than a pack, listed as itself (`isOwnFile`), which is fetched by its own name.
 */
export interface Pack {
  file: string;
  files: string[];
}

/**
 * An area only for some people of a role: who (a manifest's `when`, the user's yes-or-no fields and
 * the values it needs; kept as plain names here, as the build reads this file too), and its further
 * files in packs.
 */
export interface Area {
  when: Record<string, boolean>;
  packs: Pack[];
  /** Its Kiswahili texts, kept only while the app is read in Kiswahili. */
  swahili?: Pack[];
}

/**
 * A role's list. Its files are those of its packs (`filesOf`): every file is in exactly one pack, so
 * the list does not name them twice. An area's files are those beyond the role's.
 */
export interface RoleList {
  packs: Pack[];
  /** The Kiswahili texts of the role's screens, kept only while the app is read in Kiswahili. */
  swahili?: Pack[];
  areas: Record<string, Area>;
}

/** What the precached `offline-assets.json` holds: file names relative to the site's root. */
export interface OfflineAssets {
  /** The public shell, precached by the service worker. */
  public: string[];
  /** Per role, its list's file (`offline/<role>-<hash>.json`). */
  lists: Record<string, string>;
}

/**
 * The files of `packs`, largest first. The build cuts the files, largest first, into packs and then
 * puts the smallest pack first (the screen's own code should not wait behind a big one), so the packs
 * in reverse give back that order.
 */
export function filesOf(packs: readonly Pack[]): string[] {
  return [...packs].reverse().flatMap((pack) => pack.files);
}

/** A role's list as the build writes it: one line, no area or Kiswahili key when there is none. */
export function writeRoleList(list: RoleList): string {
  const withoutEmpty = <T extends { swahili?: Pack[] }>({ swahili, ...rest }: T) =>
    swahili && swahili.length > 0 ? { ...rest, swahili } : rest;
  const areas = Object.fromEntries(Object.entries(list.areas).map(([name, area]) => [name, withoutEmpty(area)]));
  const named = Object.keys(areas).length > 0 ? { areas } : {};
  const { packs, swahili } = list;
  return `${JSON.stringify({ ...withoutEmpty({ packs, swahili }), ...named })}\n`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isPacks = (value: unknown): value is Pack[] =>
  Array.isArray(value) &&
  value.every((pack) => isObject(pack) && typeof pack.file === 'string' && Array.isArray(pack.files) && pack.files.every((file) => typeof file === 'string'));
const hasPacks = (value: Record<string, unknown>) =>
  isPacks(value.packs) && (value.swahili === undefined || isPacks(value.swahili));
const isArea = (area: unknown): area is Area =>
  isObject(area) && isObject(area.when) && Object.values(area.when).every((flag) => typeof flag === 'boolean') && hasPacks(area);

/** Reads a role's list; throws on anything else (a broken kept copy is then fetched again). */
export function parseRoleList(value: unknown): RoleList {
  const areas = isObject(value) ? (value.areas ?? {}) : null;
  if (!isObject(value) || !hasPacks(value) || !isObject(areas) || !Object.values(areas).every(isArea)) {
    throw new Error('offline list: not { packs, swahili?, areas: { name: { when, packs, swahili? } } }');
  }
  const swahili = value.swahili as Pack[] | undefined;
  return { packs: value.packs as Pack[], ...(swahili ? { swahili } : {}), areas: areas as Record<string, Area> };
}

/** Reads `offline-assets.json`; throws on anything else (an older build's list, say). */
export function parseOfflineAssets(value: unknown): OfflineAssets {
  if (!isObject(value) || !Array.isArray(value.public) || !isObject(value.lists)) {
    throw new Error('offline assets: not { public, lists }');
  }
  return value as unknown as OfflineAssets;
}
