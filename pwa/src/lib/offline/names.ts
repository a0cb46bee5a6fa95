/** Names the build and the app share (build/offlineAssets.ts, vite.config.ts, roleAssets.ts). */
export const OFFLINE_ASSETS_FILE = 'offline-assets.json';
/** The cache the app fills with the role's files; the service worker serves built files from it. */
export const ROLE_ASSETS_CACHE = 'role-assets';
