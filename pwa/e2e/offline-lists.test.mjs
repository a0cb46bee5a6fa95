// Each phone downloads only its own role's offline list: the precached offline-assets.json names each
// role's list (offline/<role>-<hash>.json), the signed-in client fetches the client's only, keeps it in
// the role cache with the files it names, and a restart in airplane mode still knows the install from
// the kept list: "Ready to work offline" comes again with no network (docs/offline.md).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, phone, signIn } from './browser.mjs';

const READY = 'Ready to work offline';
/** The key OfflineReady keeps the roles it has announced under (app/OfflineReady.tsx). */
const ANNOUNCED_KEY = 'portal.offline-ready';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The paths in the role cache. */
const roleCache = (page) =>
  page.evaluate(async () => {
    const cache = await caches.open('role-assets');
    return (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
  });

test("a client's phone fetches the client's list only, keeps it, and knows its install after a restart offline", async () => {
  const { context, page } = await phone(browser);
  const lists = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/offline\/[^/]+\.json$/.test(pathname)) lists.push(pathname);
  });
  await page.goto('/signin');
  const assets = await page.evaluate(async () => (await fetch('/offline-assets.json')).json());
  assert.deepEqual(Object.keys(assets).sort(), ['lists', 'public'], 'the precached list holds the shell and the lists\' names');
  assert.match(assets.lists.client, /^offline\/client-[\w-]+\.json$/);
  assert.ok(Object.keys(assets.lists).length >= 8, 'every role has a list');

  await signIn(page, 'client@demo.test');
  await page.waitForURL('**/dashboard/overview');
  await page.getByText(READY).waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  assert.deepEqual(lists, [`/${assets.lists.client}`], "the client's list, once, and no other role's");

  const list = await page.evaluate(async (file) => (await fetch(`/${file}`)).json(), assets.lists.client);
  assert.ok(!('roles' in list), 'the role list does not name its files twice');
  const roleFiles = list.packs.flatMap((pack) => pack.files).map((file) => `/${file}`);
  const kept = await roleCache(page);
  assert.ok(kept.includes(`/${assets.lists.client}`), 'the list is kept in the role cache');
  for (const file of roleFiles) assert.ok(kept.includes(file), `${file} is cached`);
  assert.ok(!kept.some((path) => path.endsWith('.pack')), 'packs are unpacked, not kept');

  // A restart in airplane mode: the install is known from the kept list and found complete.
  await context.setOffline(true);
  await page.evaluate((key) => localStorage.removeItem(key), ANNOUNCED_KEY);
  lists.length = 0;
  await page.reload();
  await page.getByText(READY).waitFor({ timeout: 30_000 });
  assert.deepEqual(lists, [], 'the list came from the role cache');
  assert.deepEqual(await roleCache(page), kept, 'the cleanup after the offline run keeps the list and its files');

  // A screen not opened yet comes from the role cache.
  await page.evaluate(() => {
    history.pushState(null, '', '/dashboard/digikua/client/cashflow-summary-detailed/products');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
  await context.close();
});

test('a phone read in English keeps no Kiswahili texts; chosen online, they are fetched and the screens open offline in Kiswahili', async (t) => {
  t.after(async () => {
    // The demo client reads English in the other tests: the choice made here went to the server.
    const { context } = await phone(browser);
    const signin = await context.request.post('/api/client/signin', { data: { email: 'client@demo.test', password: 'Demo-2026!' } });
    const { token } = await signin.json();
    await context.request.put('/api/user/language', { headers: { Authorization: `Bearer ${token}` }, data: { language: 'en' } });
    await context.close();
  });
  const { context, page } = await phone(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto('/signin');
  const assets = await page.evaluate(async () => (await fetch('/offline-assets.json')).json());
  await signIn(page, 'client@demo.test');
  await page.waitForURL('**/dashboard/overview');
  await page.getByText(READY).waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  const list = await page.evaluate(async (file) => (await fetch(`/${file}`)).json(), assets.lists.client);
  const swahili = (list.swahili ?? []).flatMap((pack) => pack.files).map((file) => `/${file}`);
  assert.ok(swahili.length > 5, "the client's list has its Kiswahili texts apart");
  assert.ok(swahili.every((file) => /-sw-/.test(file)), `only Kiswahili texts: ${swahili.join(' ')}`);
  const english = await roleCache(page);
  assert.deepEqual(swahili.filter((file) => english.includes(file)), [], 'read in English, the phone keeps none of them');

  // Offline, Kiswahili cannot come: the person is told why, and the app stays in English.
  await context.setOffline(true);
  await page.locator('#language-dashboard').selectOption('sw');
  await page.getByText('Kiswahili is downloaded the first time it is chosen').waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');

  // Online, chosen again: the Kiswahili texts of every screen are fetched into the install.
  await context.setOffline(false);
  await page.locator('#language-dashboard').selectOption('sw');
  await page.waitForFunction(() => document.documentElement.lang === 'sw');
  const deadline = Date.now() + 30_000;
  let missing = swahili;
  while (missing.length > 0 && Date.now() < deadline) {
    await page.waitForTimeout(500);
    const kept = await roleCache(page);
    missing = swahili.filter((file) => !kept.includes(file));
  }
  assert.deepEqual(missing, [], 'read in Kiswahili, the phone keeps its Kiswahili texts');

  // In airplane mode a screen never opened shows its Kiswahili.
  await context.setOffline(true);
  await page.evaluate(() => {
    history.pushState(null, '', '/dashboard/digikua/client/cashflow-summary-detailed/products');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('heading', { level: 1, name: 'Bidhaa' }).waitFor();
  await context.close();
});
