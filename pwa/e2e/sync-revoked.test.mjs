// A sign-in revoked on the server while the phone holds sales the server has not seen: the sync's
// 401 ends the session once (no storm of requests, no loop of redirects), the person lands on
// sign-in, the sales and their outbox stay on the phone, and after signing in again they reach the
// server exactly once. The same when the 401 answers the pull that follows a successful push.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, pathOf, phone, signIn } from './browser.mjs';
import {
  addProductAndVariant,
  addSale,
  apiToken,
  appliedOnce,
  indicator,
  openSales,
  ownServer,
  phoneSync,
  salesOf,
  serverRecords,
  signInClient,
  waitSynced,
} from './sync-support.mjs';

/** How long the page is watched after the 401 for requests that should not come. */
const QUIET_MS = 4_000;

let browser;
let server;

before(async () => {
  server = await ownServer('sync-revoked');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const newPhone = () => phone(browser, { baseURL: server.base });

/** Logs the token out on the server, as another device or an administrator ending the session would. */
async function revoke(token) {
  const response = await fetch(`${server.base}/api/client/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  assert.equal(response.status, 200, 'the log-out was taken');
  const unbox = await fetch(`${server.base}/api/user/unbox`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(unbox.status, 401, 'the token no longer works');
}

/** Every sync request of the page and the answer's status, and the page's navigations. */
function watch(page) {
  const seen = { sync: [], navigations: [] };
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/api/sync/')) seen.sync.push(`${path} ${response.status()}`);
  });
  page.on('requestfailed', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/sync/')) seen.sync.push(`${path} failed`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.navigations.push(new URL(frame.url()).pathname);
  });
  return seen;
}

/** Starts noting every text the indicator's count shows; returns the function that reads them. */
async function watchIndicator(page) {
  await page.evaluate(() => {
    const texts = (window.__indicatorTexts = []);
    new MutationObserver(() => {
      const text = document.querySelector('.sync-indicator [role="status"]')?.textContent;
      if (text && texts.at(-1) !== text) texts.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => window.__indicatorTexts);
}

/** The session as the page keeps it. */
const stored = (page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userId: JSON.parse(localStorage.getItem('portal.user') ?? 'null')?.user_id ?? null,
  }));

/** After the 401: on sign-in, staying there, with a bounded number of sync requests and navigations. */
async function endsOnSignIn(page, seen) {
  await page.waitForURL(/\/signin$/);
  const at = { sync: seen.sync.length, navigations: seen.navigations.length };
  await page.waitForTimeout(QUIET_MS);
  assert.equal(pathOf(page), '/signin', 'still on sign-in');
  assert.equal((await stored(page)).token, null, 'the revoked token is forgotten');
  assert.ok(seen.sync.length <= 3, `a few sync requests, not a storm: ${seen.sync.join(', ')}`);
  assert.deepEqual(seen.sync.slice(at.sync), [], `no sync request once signed out: ${seen.sync.join(', ')}`);
  assert.deepEqual(seen.navigations.slice(at.navigations), [], `no redirect after sign-in was reached: ${seen.navigations}`);
  assert.equal(await indicator(page).count(), 0, 'no sync indicator on the sign-in page');
}

test('a 401 on the push: on sign-in once, the sales kept, pushed once after signing in again', async () => {
  const { context, page } = await newPhone();
  await signInClient(page);
  await addProductAndVariant(page);
  await waitSynced(page);
  const { token, userId } = await stored(page);

  await context.setOffline(true);
  await openSales(page);
  for (const revenue of [301, 302, 303]) await addSale(page, revenue);
  await indicator(page).getByText('Not synced: 3').waitFor();
  await revoke(token);

  const seen = watch(page);
  await context.setOffline(false);
  await endsOnSignIn(page, seen);
  assert.deepEqual(seen.sync, ['/api/sync/push 401'], 'one push, refused, and nothing after it');

  const kept = await phoneSync(page, userId);
  assert.equal(kept.outbox, 3, 'the outbox keeps the three sales');
  assert.equal(kept.states.filter((state) => state === 'pending').length, 3, 'the sales wait on the phone');

  seen.sync.length = 0;
  const shown = await watchIndicator(page);
  await signIn(page, 'client@demo.test');
  await page.waitForURL(/\/sales$/); // back where the session ended
  await waitSynced(page);
  const texts = await shown();
  assert.ok(
    texts.indexOf('Not synced: 3') >= 0 && texts.indexOf('Not synced: 3') < texts.indexOf('All synced'),
    `the indicator read the sales before it said all synced: ${texts.join(' → ')}`,
  );
  await page.waitForTimeout(1_000);
  assert.deepEqual(
    seen.sync.filter((entry) => entry.startsWith('/api/sync/push')),
    ['/api/sync/push 200'],
    'pushed once after signing in again',
  );

  const phone = await phoneSync(page);
  assert.equal(phone.clientId, kept.clientId, 'the same install');
  const { changes, lastSeq } = await serverRecords(server.base, await apiToken(server.base, 'client@demo.test'), phone.clientId);
  const sales = salesOf(changes);
  assert.deepEqual(sales.revenues, [301, 302, 303], 'every sale on the server');
  assert.equal(sales.ids, 3, 'each sale once');
  assert.ok(appliedOnce(changes), 'no change applied twice');
  assert.equal(lastSeq, phone.nextSeq - 1, 'every seq of the phone settled');
  assert.equal(phone.outbox, 0);
  assert.ok(phone.states.every((state) => state === 'synced'));
  await context.close();
});

test('a 401 on the pull after a push: on sign-in once, nothing pushed twice, synced after signing in again', async () => {
  const { context, page } = await newPhone();
  await signInClient(page, 'applicant@demo.test');
  await addProductAndVariant(page);
  await waitSynced(page);
  const { token, userId } = await stored(page);

  await context.setOffline(true);
  await openSales(page);
  for (const revenue of [401, 402]) await addSale(page, revenue);
  await indicator(page).getByText('Not synced: 2').waitFor();

  // The session is ended on the server between the push and the pull that follows it.
  let revoked = false;
  await page.route('**/api/sync/pull**', async (route) => {
    if (!revoked) {
      revoked = true;
      await revoke(token);
    }
    await route.continue();
  });
  const seen = watch(page);
  await context.setOffline(false);
  await endsOnSignIn(page, seen);
  assert.deepEqual(seen.sync, ['/api/sync/push 200', '/api/sync/pull 401'], 'the push taken, the pull refused');

  const kept = await phoneSync(page, userId);
  assert.equal(kept.outbox, 0, 'the push was acknowledged before the 401');
  assert.ok(kept.states.every((state) => state === 'synced'), 'the pushed sales are synced on the phone');

  await page.unroute('**/api/sync/pull**');
  seen.sync.length = 0;
  await signIn(page, 'applicant@demo.test');
  await page.waitForURL(/\/sales$/);
  await waitSynced(page);
  await page.waitForTimeout(1_000);
  assert.deepEqual(seen.sync.filter((entry) => entry.startsWith('/api/sync/push')), [], 'nothing left to push');
  assert.ok(seen.sync.includes('/api/sync/pull 200'), 'the pull ran again');

  const phone = await phoneSync(page);
  const { changes, lastSeq } = await serverRecords(server.base, await apiToken(server.base, 'applicant@demo.test'), phone.clientId);
  const sales = salesOf(changes);
  assert.deepEqual(sales.revenues, [401, 402]);
  assert.equal(sales.ids, 2, 'each sale once');
  assert.ok(appliedOnce(changes), 'no change applied twice');
  assert.equal(lastSeq, phone.nextSeq - 1);
  await context.close();
});

test('a slow push answered 401 after signing in again: the new session stays, its sync runs at once', async () => {
  const { context, page } = await newPhone();
  await signInClient(page, 'digiprime@demo.test');
  await addProductAndVariant(page);
  await waitSynced(page);
  const { token } = await stored(page);

  await context.setOffline(true);
  await openSales(page);
  for (const revenue of [501, 502]) await addSale(page, revenue);
  await indicator(page).getByText('Not synced: 2').waitFor();
  await revoke(token);

  // Pushes with the revoked token hang (a slow line) until let go; the app's start-up check of the
  // user waits until such a push is on its way, then ends the session with its 401.
  let held = [];
  let pushHeld;
  let pushIsHeld = new Promise((resolve) => (pushHeld = resolve));
  await page.route('**/api/sync/push', async (route) => {
    if (route.request().headers().authorization !== `Bearer ${token}`) return route.continue();
    held.push(route);
    pushHeld();
  });
  let unboxes = 0;
  await page.route('**/api/user/unbox', async (route) => {
    if (unboxes++ === 0) await Promise.race([pushIsHeld, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await route.continue();
  });
  await context.setOffline(false);
  await pushIsHeld; // coming online pushes at once; the reload below drops that push
  held = [];
  pushIsHeld = new Promise((resolve) => (pushHeld = resolve));
  await page.reload(); // the app starts again online with the revoked token
  await page.waitForURL(/\/signin$/);
  assert.equal(held.length, 1, 'a push with the revoked token is on its way');

  const seen = watch(page);
  await signIn(page, 'digiprime@demo.test');
  await page.waitForURL(/\/sales$/);
  // The slow push now gets its 401: it was the old token's, the new session is not ended by it.
  await held.at(-1).continue();
  await page.waitForTimeout(1_000);
  assert.match(pathOf(page), /\/sales$/, 'still signed in');
  assert.notEqual((await stored(page)).token, null, 'the new session is kept');
  await waitSynced(page, 10_000); // at once, not at the next minute's sync
  assert.deepEqual(
    seen.sync.filter((entry) => entry.startsWith('/api/sync/push')),
    ['/api/sync/push 401', '/api/sync/push 200'],
    'the old push refused, the sales pushed once with the new session',
  );

  const phone = await phoneSync(page);
  const { changes, lastSeq } = await serverRecords(server.base, await apiToken(server.base, 'digiprime@demo.test'), phone.clientId);
  const sales = salesOf(changes);
  assert.deepEqual(sales.revenues, [501, 502]);
  assert.equal(sales.ids, 2, 'each sale once');
  assert.ok(appliedOnce(changes), 'no change applied twice');
  assert.equal(lastSeq, phone.nextSeq - 1);
  await context.close();
});
