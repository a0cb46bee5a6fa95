/** Names the build and the app share (build/offlineAssets.ts, vite.config.ts, roleAssets.ts). */
export const OFFLINE_ASSETS_FILE = 'offline-assets.json';
/** The cache the app fills with the role's files; the service worker serves built files from it. */
export const ROLE_ASSETS_CACHE = 'role-assets';
/** A trainee's kept course audio: `lms-audio-<userId>` (features/lms/download.ts); the service worker serves it first. */
export const LMS_AUDIO_CACHE_PREFIX = 'lms-audio-';
