import { BACKGROUND, eachLimited } from './eachLimited';

/** As the role download: 6 at once keep a slow link full. */
const AT_ONCE = 6;

/**
 * On a first visit, fetches the public shell's built files into the HTTP cache (they are `immutable`),
 * so the installing service worker finds them there. Chromium lets an installing worker have only 3
 * requests on the network at once; the page may have 6. Files the page already loaded come from the
 * HTTP cache at no cost; a file both ask for at once crosses the link once. See docs/offline.md.
 */
export async function warmShell(publicFiles: readonly string[]): Promise<void> {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
  const files = publicFiles.filter((file) => file.startsWith('assets/'));
  await eachLimited(files, AT_ONCE, async (file) => {
    const response = await fetch(`/${file}`, BACKGROUND);
    // Read to the end: only a whole answer is kept in the HTTP cache.
    await response.arrayBuffer();
  });
}
