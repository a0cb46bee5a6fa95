// Sales recorded with no network are kept on the phone through reloads, a closed page and a
// sign-out, and reach the server exactly once when the network is back; a page closed in the
// middle of a push loses nothing and duplicates nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, phone, logOut } from './browser.mjs';
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

let browser;
let server;

before(async () => {
  server = await ownServer('sync-offline');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const newPhone = () => phone(browser, { baseURL: server.base });

test('sales recorded offline survive a reload, a closed page and a sign-out, then reach the server once', async () => {
  const { context, page } = await newPhone();
  await signInClient(page);
  await addProductAndVariant(page);
  await waitSynced(page);

  await context.setOffline(true);
  await openSales(page);
  for (const revenue of [101, 102, 103]) await addSale(page, revenue);
  await indicator(page).getByText('Not synced: 3').waitFor();
  await indicator(page).getByText('Offline').waitFor();

  // Reload with no network: the app opens from the phone and the sales are still there, unsynced.
  await page.reload();
  await openSales(page);
  await indicator(page).getByText('Not synced: 3').waitFor();
  // Each sale's card on the phone says it waits to sync.
  assert.equal(await page.locator('.rl-card').getByText('Not synced').count(), 3);

  // Close the page and open a new one, still offline; record one more sale there.
  await page.close();
  const second = await context.newPage();
  await openSales(second);
  await indicator(second).getByText('Not synced: 3').waitFor();
  await addSale(second, 104);
  await indicator(second).getByText('Not synced: 4').waitFor();

  // Sign out (still offline): the unsynced sales stay on the phone for this user.
  await logOut(second);
  await second.waitForURL(/\/signin/);

  await context.setOffline(false);
  const { signIn } = await import('./browser.mjs');
  await signIn(second, 'client@demo.test');
  await second.waitForURL(/\/dashboard\//);
  await waitSynced(second);

  const token = await apiToken(server.base, 'client@demo.test');
  const phone = await phoneSync(second);
  const { changes, lastSeq } = await serverRecords(server.base, token, phone.clientId);
  const sales = salesOf(changes);
  assert.deepEqual(sales.revenues, [101, 102, 103, 104], 'every sale on the server');
  assert.equal(sales.ids, 4, 'each sale once');
  assert.ok(appliedOnce(changes), 'no change applied twice');
  assert.equal(lastSeq, phone.nextSeq - 1, 'the server applied every seq of the phone, none missing');
  assert.equal(phone.outbox, 0, 'the outbox is empty');
  assert.ok(phone.states.every((state) => state === 'synced'));
  await context.close();
});

test('a page closed while its push was on the way: the sales reach the server once', async () => {
  const { context, page } = await newPhone();
  await signInClient(page, 'applicant@demo.test');
  await addProductAndVariant(page);
  await openSales(page);
  await waitSynced(page);
  const token = await apiToken(server.base, 'applicant@demo.test');

  // 1. The server applies the push, but its answer never reaches the page, which is then closed.
  let delivered;
  const applied = new Promise((resolve) => (delivered = resolve));
  await page.route('**/api/sync/push', async (route) => {
    const response = await route.fetch();
    delivered(response.status());
    // The answer is dropped: the page is closed before it arrives.
  });
  await addSale(page, 201);
  await addSale(page, 202);
  assert.equal(await applied, 200, 'the server took the push');
  await page.close();

  // 2. The next push is cut before it reaches the server, and that page is closed too.
  const second = await context.newPage();
  let cut;
  const wasCut = new Promise((resolve) => (cut = resolve));
  await second.route('**/api/sync/push', async (route) => {
    cut();
    await route.abort('connectionreset');
  });
  await openSales(second);
  await addSale(second, 203);
  await wasCut;
  await indicator(second).getByText(/Not synced: \d/).waitFor();
  await second.close();

  // 3. A new page pushes again: what the server already has is skipped, the rest applied.
  const third = await context.newPage();
  await openSales(third);
  await waitSynced(third);
  const phone = await phoneSync(third);
  const { changes, lastSeq } = await serverRecords(server.base, token, phone.clientId);
  const sales = salesOf(changes);
  assert.deepEqual(sales.revenues, [201, 202, 203]);
  assert.equal(sales.ids, 3, 'each sale once');
  assert.ok(appliedOnce(changes), 'the replayed push applied nothing twice');
  assert.equal(lastSeq, phone.nextSeq - 1);
  assert.equal(phone.outbox, 0);
  await context.close();
});
