// The server is killed (a crash, SIGKILL) and started again on the same database twice during one
// sync: once as the phone pushes its offline sales, once in the middle of pulling another phone's
// 1,500 sales. Afterwards the server has every sale once and the phone has every record, synced.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import {
  addProductAndVariant,
  addSale,
  apiToken,
  appliedOnce,
  indicator,
  newClientId,
  openSales,
  ownServer,
  phoneSync,
  pushAs,
  salesOf,
  serverRecords,
  signInClient,
  waitSynced,
} from './sync-support.mjs';

let browser;
let server;

before(async () => {
  server = await ownServer('sync-restart');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const SEEDED = 1500;

/** Another phone of the same user records `count` sales of `variantId` and pushes them. */
async function seedFromAnotherPhone(token, businessId, variantId, count) {
  const clientId = newClientId();
  const now = Math.floor(Date.now() / 1000);
  // Midnight in Nairobi (UTC+3) today, as the date inputs store it.
  const day = Math.floor((now + 3 * 3600) / 86400) * 86400 - 3 * 3600;
  const mutations = Array.from({ length: count }, (_, n) => {
    const id = now.toString(16).padStart(8, '0') + (n + 1).toString(16).padStart(16, '0');
    const record = { id, businessId, nature: 'Product', variantId, quantity: 1, revenue: 1000 + n, dateSold: day,
      typeOfSale: 'mpesa', clientPhone: '0722000000', dateAdded: now, lastEdited: now };
    return { seq: n + 1, id, entity: 'sale', op: 'put', record };
  });
  for (let start = 0; start < count; start += 500) {
    const answer = await pushAs(server.base, token, clientId, mutations.slice(start, start + 500));
    assert.equal(answer.rejected.length, 0, JSON.stringify(answer.rejected[0]));
  }
}

test('a server restart during sync: nothing lost, nothing twice', async () => {
  const context = await browser.newContext({ baseURL: server.base, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signInClient(page);
  await addProductAndVariant(page);
  await waitSynced(page);

  await context.setOffline(true);
  await openSales(page);
  for (const revenue of [401, 402, 403]) await addSale(page, revenue);
  await indicator(page).getByText('Not synced: 3').waitFor();

  const token = await apiToken(server.base, 'client@demo.test');
  const seen = await serverRecords(server.base, token);
  const variant = seen.changes.find((c) => c.entity === 'productVariant');
  await seedFromAnotherPhone(token, variant.record.businessId, variant.id, SEEDED);

  // Kill the server when the phone's push goes out, and again when it asks for its second pull page.
  const crashes = [];
  let pulls = 0;
  page.on('request', async (request) => {
    const url = request.url();
    const crash = (url.includes('/api/sync/push') && crashes.length === 0) ||
      (url.includes('/api/sync/pull') && ++pulls === 2 && crashes.length === 1);
    if (!crash) return;
    crashes.push(url.includes('push') ? 'push' : 'pull');
    await server.stop('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await server.start();
  });
  await context.setOffline(false);
  await waitSynced(page, 90_000);
  await page.getByText(new RegExp(`of ${(SEEDED + 3).toLocaleString('en-US')} entries|of ${SEEDED + 3} entries`)).waitFor();
  assert.deepEqual(crashes, ['push', 'pull'], 'the server was killed during the push and during the pull');

  const phone = await phoneSync(page);
  const { changes, lastSeq } = await serverRecords(server.base, token, phone.clientId);
  const sales = salesOf(changes);
  assert.equal(sales.count, SEEDED + 3);
  assert.equal(sales.ids, SEEDED + 3, 'each sale once');
  assert.deepEqual(sales.revenues.slice(0, 3), [401, 402, 403]);
  assert.ok(appliedOnce(changes), 'no change applied twice');
  assert.equal(lastSeq, 5, 'the phone\'s product, variant and three sales, each applied');
  assert.equal(phone.outbox, 0);
  assert.equal(phone.states.length, SEEDED + 3 + 2, 'the phone has every record');
  assert.ok(phone.states.every((state) => state === 'synced'));
  await context.close();
});
