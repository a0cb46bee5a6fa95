/**
 * After sign-in, the code of the signed-in role's areas is cached so that every area opens in
 * airplane mode; the service worker precaches only the public shell. The lists come from the build:
 * offline-assets.json, itself precached (so it matches the code the page runs), names each role's
 * list, which only a person of that role fetches and keeps in the role cache (lists.ts). See
 * docs/offline.md.
 */
import type { Lang } from '../i18n';
import type { User } from '../session';
import { BACKGROUND, eachLimited } from './eachLimited';
import { installOf, namedBy } from './install';
import { parseOfflineAssets, parseRoleList, type OfflineAssets, type RoleList } from './lists';
import { OFFLINE_ASSETS_FILE, ROLE_ASSETS_CACHE } from './names';
import { decodePack, isOwnFile, typeOf } from './pack';

export type { OfflineAssets } from './lists';

const LIST_URL = `/${OFFLINE_ASSETS_FILE}`;
/** Files fetched at once: enough to fill a slow link, few enough to leave room for the screen's own calls. */
const AT_ONCE = 6;
/** Packs fetched at once: each (~20 KB brotli) about fills a round trip of the link, so two keep it full. */
const PACKS_AT_ONCE = 2;

let reading: Promise<OfflineAssets> | null = null;

/**
 * The shell's list of this build, read once per page (from the precache once the service worker has
 * it). The app asks at start, so a sign-in need not wait a round trip for it; a failed read is tried
 * again.
 */
export function readOfflineAssets(): Promise<OfflineAssets> {
  reading ??= (async () => {
    const response = await fetch(LIST_URL, BACKGROUND);
    if (!response.ok) throw new Error(`${LIST_URL}: ${response.status}`);
    return parseOfflineAssets(await response.json());
  })();
  reading.catch(() => {
    reading = null;
  });
  return reading;
}

/** A role's list kept in the role cache, or null when it is not there (or not readable). */
async function keptList(cache: Cache, url: string): Promise<RoleList | null> {
  const kept = await cache.match(url);
  if (!kept) return null;
  try {
    return parseRoleList(await kept.json());
  } catch {
    return null;
  }
}

/**
 * The role's list `file` (offline/<role>-<hash>.json): from the role cache, where it is kept so that a
 * restart in airplane mode still knows the install, or fetched and kept there. Named by its content,
 * a kept copy is always the one this build names. Fetched at the default priority, not in the
 * background: the whole install waits for this one small file, and a low-priority request waits until
 * the screen's own code is in (docs/offline.md).
 */
export async function readRoleList(cache: Cache, file: string): Promise<RoleList> {
  const url = `/${file}`;
  const kept = await keptList(cache, url);
  if (kept) return kept;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${file}: ${response.status}`);
  const text = await response.text();
  const list = parseRoleList(JSON.parse(text));
  await cache.put(url, new Response(text, { headers: { 'content-type': 'application/json' } }));
  return list;
}

/**
 * What the role cache keeps: the lists of this build on the phone (the signed-in role's, and another
 * role's kept by someone who used the phone before) and every file they name, their areas' included.
 */
async function keptPaths(cache: Cache, assets: OfflineAssets, role: string, own: RoleList): Promise<Set<string>> {
  const kept = new Set<string>();
  for (const [listRole, file] of Object.entries(assets.lists)) {
    const list = listRole === role ? own : await keptList(cache, `/${file}`);
    if (!list) continue;
    kept.add(`/${file}`);
    for (const named of namedBy(list)) kept.add(`/${named}`);
  }
  return kept;
}

/**
 * Puts every file of `user`'s install (install.ts) in `lang` that is not cached yet into the role cache, then
 * drops files no list of this build names (older versions). Resolves when the files are all there;
 * rejects when one could not be fetched (offline, say): the next call continues with what is still
 * missing.
 */
export async function cacheRoleAssets(user: User, lang: Lang, assets: OfflineAssets): Promise<void> {
  const cache = await caches.open(ROLE_ASSETS_CACHE);
  const file = assets.lists[user.role];
  const list = file ? await readRoleList(cache, file) : { packs: [], areas: {} };
  const install = installOf(user, list, lang);
  const wanted = install.files.map((name) => `/${name}`);
  const cached = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const missing = new Set(wanted.filter((url) => !cached.has(url)));
  // A pack none of whose files is cached is one download (a first sign-in); what is missing from a
  // partly cached pack (a new version changed a few files) comes file by file, and so does a file
  // listed as a pack of its own (a WASM package): by its own name, the HTTP cache then serves both it
  // and the screen that asked for it at the same moment with one download.
  const packs = install.packs.filter(
    (pack) => !isOwnFile(pack) && pack.files.every((name) => missing.has(`/${name}`)),
  );
  for (const pack of packs) for (const name of pack.files) missing.delete(`/${name}`);
  await Promise.all([
    eachLimited(packs, PACKS_AT_ONCE, async (pack) => {
      const response = await fetch(`/${pack.file}`, BACKGROUND);
      if (!response.ok) throw new Error(`${pack.file}: ${response.status}`);
      const files = decodePack(await response.arrayBuffer());
      await Promise.all(
        files.map(({ file, bytes }) =>
          cache.put(`/${file}`, new Response(bytes, { headers: { 'content-type': typeOf(file) } })),
        ),
      );
    }),
    eachLimited([...missing], AT_ONCE, async (url) => {
      const response = await fetch(url, BACKGROUND);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      await cache.put(url, response);
    }),
  ]);
  // Files of an area the person has left (the onboarding, once complete) stay until a new version.
  const kept = await keptPaths(cache, assets, user.role, list);
  for (const request of await cache.keys()) {
    if (!kept.has(new URL(request.url).pathname)) await cache.delete(request);
  }
}
