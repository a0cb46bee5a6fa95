/**
 * The service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js). It precaches the
 * public shell, serves it and the role's files from the caches, and waits for the Update prompt.
 *
 * Workbox's own install fetches the precache one file at a time: on a 400 ms round trip that alone
 * took over ten seconds for the shell's ~50 files. This install asks for 6 at a time, at low priority
 * so the page's own requests go first (Chromium lets an installing worker have 3 requests on the
 * network at once; the page warms the HTTP cache for it, shellWarmup.ts). See docs/offline.md.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { createPartialResponse } from 'workbox-range-requests';
import { CacheFirst } from 'workbox-strategies';
import { BACKGROUND, eachLimited } from './eachLimited';
import { LMS_AUDIO_CACHE_PREFIX, ROLE_ASSETS_CACHE } from './names';

declare global {
  interface ExtendableEvent extends Event {
    waitUntil(promise: Promise<unknown>): void;
  }
}
interface ServiceWorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  skipWaiting(): Promise<void>;
}
declare const self: ServiceWorkerScope;

/** Precache files fetched at once: as the page's role download (roleAssets.ts). */
const AT_ONCE = 6;

const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);

self.addEventListener('install', (event) => {
  // As workbox's install, but a few files at a time. An entry with a revision (not named by its
  // content, index.html say) has a cache key of its own and is fetched past the HTTP cache.
  const entries = [...precache.getURLsToCacheKeys()];
  const install = eachLimited(entries, AT_ONCE, async ([url, cacheKey]) => {
    const request = new Request(url, {
      ...BACKGROUND,
      cache: cacheKey === url ? 'default' : 'reload',
      credentials: 'same-origin',
    });
    await Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }));
  });
  event.waitUntil(install);
});
self.addEventListener('activate', (event) => {
  precache.activate(event);
});
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
cleanupOutdatedCaches();

registerRoute(new PrecacheRoute(precache));
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('index.html'), { denylist: [/^\/api(\/|$)/] }),
);
// Built files are named by their content: once cached they never change. Those of the role's areas
// are served from the cache the app filled after sign-in, or fetched and kept there.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ROLE_ASSETS_CACHE }),
);
// A course's audio the trainee downloaded (features/lms/download.ts) plays from their cache, a part
// at a time as the player asks; the rest goes to the network as before. Only the portal's own audio is
// kept (its CSP reads no other site), so others never pass here.
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.destination === 'audio',
  async ({ request }) => {
    for (const name of await caches.keys()) {
      if (!name.startsWith(LMS_AUDIO_CACHE_PREFIX)) continue;
      const kept = await (await caches.open(name)).match(request.url);
      if (kept) return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
    }
    return fetch(request);
  },
);
