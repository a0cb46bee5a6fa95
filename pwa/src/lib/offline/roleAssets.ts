/**
 * After sign-in, the code of the signed-in role's areas is cached so that every area opens in
 * airplane mode; the service worker precaches only the public shell. The lists come from the build
 * (offline-assets.json, itself precached, so it matches the code the page runs). See docs/offline.md.
 */
import type { User } from '../session';
import { BACKGROUND, eachLimited } from './eachLimited';
import { installOf, type RoleLists } from './install';
import { OFFLINE_ASSETS_FILE, ROLE_ASSETS_CACHE } from './names';
import { decodePack, typeOf } from './pack';

const LIST_URL = `/${OFFLINE_ASSETS_FILE}`;
/** Files fetched at once: enough to fill a slow link, few enough to leave room for the screen's own calls. */
const AT_ONCE = 6;
/** Packs fetched at once: each (~20 KB brotli) about fills a round trip of the link, so two keep it full. */
const PACKS_AT_ONCE = 2;

export interface OfflineAssets extends RoleLists {
  public: string[];
}

let reading: Promise<OfflineAssets> | null = null;

/**
 * The lists of this build, read once per page (from the precache once the service worker has it). The
 * app asks at start, so a sign-in need not wait a round trip for them; a failed read is tried again.
 */
export function readOfflineAssets(): Promise<OfflineAssets> {
  reading ??= (async () => {
    const response = await fetch(LIST_URL, BACKGROUND);
    if (!response.ok) throw new Error(`${LIST_URL}: ${response.status}`);
    return (await response.json()) as OfflineAssets;
  })();
  reading.catch(() => {
    reading = null;
  });
  return reading;
}

/**
 * Puts every file of `user`'s install (install.ts) that is not cached yet into the role cache, then
 * drops files no list of this build names (older versions). Resolves when the files are all there;
 * rejects when one could not be fetched (offline, say): the next call continues with what is still
 * missing.
 */
export async function cacheRoleAssets(user: User, assets: OfflineAssets): Promise<void> {
  const cache = await caches.open(ROLE_ASSETS_CACHE);
  const install = installOf(user, assets);
  const wanted = install.files.map((file) => `/${file}`);
  const cached = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const missing = new Set(wanted.filter((url) => !cached.has(url)));
  // A pack none of whose files is cached is one download (a first sign-in); what is missing from a
  // partly cached pack (a new version changed a few files) comes file by file.
  const packs = install.packs.filter((pack) => pack.files.every((file) => missing.has(`/${file}`)));
  for (const pack of packs) for (const file of pack.files) missing.delete(`/${file}`);
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
  const areaFiles = Object.values(assets.areas ?? {}).flatMap((areas) => Object.values(areas).flatMap((area) => area.files));
  const current = new Set([...Object.values(assets.roles).flat(), ...areaFiles].map((file) => `/${file}`));
  for (const request of await cache.keys()) {
    if (!current.has(new URL(request.url).pathname)) await cache.delete(request);
  }
}
