// Two tabs of the same phone recording sales at the same moment: every sale reaches the server once,
// the phone numbers its changes without a gap or a repeat, and each tab shows the other's sales.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import {
  addProductAndVariant,
  addSale,
  apiToken,
  appliedOnce,
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
  server = await ownServer('sync-tabs');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test('two tabs writing at once: every sale once, seqs without a gap', async () => {
  const context = await browser.newContext({ baseURL: server.base, viewport: { width: 360, height: 740 } });
  const first = await context.newPage();
  await signInClient(first);
  await addProductAndVariant(first);
  await waitSynced(first);
  const second = await context.newPage();
  await openSales(first);
  await openSales(second);

  // Both tabs save at the same moment, online (each write also starts a sync in its tab)...
  await Promise.all([
    (async () => {
      for (const revenue of [301, 303, 305, 307]) await addSale(first, revenue);
    })(),
    (async () => {
      for (const revenue of [302, 304, 306, 308]) await addSale(second, revenue);
    })(),
  ]);
  // ...and offline, so their outbox entries interleave before one push.
  await context.setOffline(true);
  await Promise.all([addSale(first, 309), addSale(second, 310)]);
  await context.setOffline(false);

  await Promise.all([waitSynced(first), waitSynced(second)]);
  const phone = await phoneSync(first);
  assert.equal(phone.nextSeq - 1, 2 + 10, 'one seq per write: product, variant and ten sales');
  assert.equal(phone.outbox, 0);

  const token = await apiToken(server.base, 'client@demo.test');
  const { changes, lastSeq } = await serverRecords(server.base, token, phone.clientId);
  const sales = salesOf(changes);
  assert.deepEqual(sales.revenues, [301, 302, 303, 304, 305, 306, 307, 308, 309, 310]);
  assert.equal(sales.ids, 10, 'each sale once');
  assert.ok(appliedOnce(changes), 'no change applied twice');
  assert.equal(lastSeq, 12, 'the server applied seqs 1…12: none missing, so none was skipped as a gap');

  // Each tab lists all ten sales (the other tab's came through the broadcast or the pull).
  for (const page of [first, second]) {
    await page.getByText(/of 10 entries/).waitFor();
  }
  await context.close();
});
