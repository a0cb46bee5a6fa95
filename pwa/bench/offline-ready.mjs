// Offline-ready benchmark: a first-time client on a slow link (400 kbps, 400 ms round trip, shared by
// the page and its service worker) opens /signin, signs in at once, and waits for "Ready to work
// offline". Prints the seconds from pressing Login to that message and the bytes that crossed the
// link, then goes offline and opens every area of the client's menu to show that the code is there.
// Exits non-zero when the reach is missed or a screen does not open offline: the figure depends on the
// link (simulated here) more than on the machine: 9.5-10.7 s at a load of 10-12 on 2 cores.
// Needs the built PWA served by a server with the demo accounts (scripts/bench-offline does it).
// Usage: node bench/offline-ready.mjs BASE_URL [--timeline]
// --timeline prints each request over the link (sent, answered, bytes, encoding, Sec-Fetch-Dest:
// `script` is the page, `empty` a fetch() of the page or the service worker).
import { launch, DEMO_PASSWORD, signIn } from '../e2e/browser.mjs';
import { slowLink } from './slowLink.mjs';

const base = new URL(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'http://127.0.0.1:8080');
const TIMELINE = process.argv.includes('--timeline');
const REACH_SECONDS = 15;
const READY = 'Ready to work offline';
/** The client's screens, one per area of its menu and each screen that loads code of its own. */
const CLIENT_ROUTES = [
  '/dashboard/overview',
  '/dashboard/consumer-credit',
  '/dashboard/consumer-credit/history',
  '/dashboard/consumer-credit/pay',
  '/dashboard/consumer-credit/apply/calculator',
  '/dashboard/digikua/client/cashflow-summary',
  '/dashboard/digikua/client/cashflow-summary-detailed/sales',
  '/dashboard/digikua/client/cashflow-summary-detailed/expenses',
  '/dashboard/digikua/client/cashflow-summary-detailed/products',
  '/dashboard/digikua/client/cashflow-summary-detailed/product-variants',
  '/dashboard/digikua/client/cashflow-summary-detailed/services',
  '/dashboard/digikua/client/cashflow-summary-detailed/investments',
  '/dashboard/digikua/client/cashflow-summary-detailed/inventory',
  '/dashboard/profile/user',
];
const SCREEN_FAILED = 'This screen could not be loaded';
/** The page a path that names no screen shows: a wrong path in the list above must not pass. */
const NO_SUCH_SCREEN = 'This page is not available yet';

const link = await slowLink({ host: base.hostname, port: Number(base.port) });
const browser = await launch();
try {
  const context = await browser.newContext({ baseURL: link.url, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const opened = performance.now();
  await page.goto('/signin');
  await page.getByLabel('Email').waitFor({ timeout: 120_000 });
  const formSeconds = (performance.now() - opened) / 1000;
  const ready = page.getByText(READY).first().waitFor({ timeout: 300_000 }).then(() => performance.now());
  const bytesBefore = link.bytes();
  const pressed = performance.now();
  await signIn(page, 'client@demo.test', DEMO_PASSWORD);
  const readyAt = await ready;
  const seconds = Math.max(0, readyAt - pressed) / 1000;
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  const exchanges = link.exchanges();
  const afterLogin = exchanges.filter((e) => e.sentAt >= pressed && e.sentAt <= readyAt);
  // The page's own code (scripts and styles it loads itself) for the screen it opens after sign-in.
  const screenAt = Math.max(pressed, ...afterLogin.filter((e) => ['script', 'style'].includes(e.dest)).map((e) => e.doneAt));
  const reached = seconds <= REACH_SECONDS;
  console.log(`slow link: 400 kbps each way, 400 ms round trip, shared by the page and the service worker`);
  console.log(`/signin form shown after ${formSeconds.toFixed(1)} s (${kb(bytesBefore)} over the link)`);
  console.log(`after pressing Login:`);
  console.log(`  the first screen's code arrived after ${((screenAt - pressed) / 1000).toFixed(1)} s`);
  console.log(
    `  "${READY}" after ${seconds.toFixed(1)} s: ${afterLogin.length} requests, ` +
      `${kb(afterLogin.reduce((total, e) => total + e.bytes, 0))} over the link (${kb(link.bytes())} since /signin)`,
  );
  console.log(`REACH ${reached ? 'reached' : 'NOT REACHED'}: ready ${seconds.toFixed(1)} s after Login, reach <= ${REACH_SECONDS} s`);
  if (!reached) process.exitCode = 1;

  if (TIMELINE) printTimeline(exchanges, opened, pressed, readyAt);

  await context.setOffline(true);
  const failed = [];
  for (const route of CLIENT_ROUTES) {
    try {
      await page.goto(route, { timeout: 15_000 });
      await page.locator('main').first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      for (const text of [SCREEN_FAILED, NO_SUCH_SCREEN]) {
        if (await page.getByText(text).count()) failed.push(`${route}: ${text}`);
      }
    } catch (error) {
      failed.push(`${route}: ${error.message.split('\n')[0]}`);
    }
  }
  console.log(
    `offline afterwards: ${CLIENT_ROUTES.length - failed.length} of ${CLIENT_ROUTES.length} client screens opened` +
      (failed.length ? `; failed:\n  ${failed.join('\n  ')}` : ''),
  );
  if (failed.length) process.exitCode = 1;
} finally {
  await browser.close();
  await link.close();
}

/** Each request over the link, in seconds from pressing Login, and the bytes per phase. */
function printTimeline(exchanges, opened, pressed, readyAt) {
  const at = (time) => ((time - pressed) / 1000).toFixed(2).padStart(6);
  console.log(`\ntimeline (s from pressing Login; /signin opened at ${at(opened)}, ready at ${at(readyAt)}):`);
  console.log('  sent  → answered     bytes enc  dest      conn  request');
  for (const e of exchanges.sort((a, b) => a.sentAt - b.sentAt)) {
    console.log(
      `${at(e.sentAt)} → ${e.doneAt ? at(e.doneAt) : '   ...'}  ${String(e.bytes).padStart(8)} ${(e.encoding || '-').padEnd(4)} ` +
        `${(e.dest || '-').padEnd(9)} ${String(e.connection).padStart(4)}  ${e.status} ${e.method} ${e.path}`,
    );
  }
  const before = exchanges.filter((e) => e.sentAt < pressed);
  const after = exchanges.filter((e) => e.sentAt >= pressed && e.sentAt <= readyAt);
  const sum = (list) => list.reduce((total, e) => total + e.bytes, 0);
  const paths = after.map((e) => e.path);
  const twice = [...new Set(paths.filter((path, i) => paths.indexOf(path) !== i || before.some((e) => e.path === path)))];
  console.log(
    `${before.length} requests (${(sum(before) / 1024).toFixed(0)} KB) before Login, ${after.length} (${(sum(after) / 1024).toFixed(0)} KB) ` +
      `from Login to ready; fetched twice: ${twice.length ? twice.join(', ') : 'none'}`,
  );
  console.log(`Accept-Encoding sent: ${[...new Set(exchanges.map((e) => e.acceptEncoding))].join(' | ')}\n`);
}
