// A record the server refuses for good is kept and shown, never dropped: the phone's clock runs two
// days ahead, so a sale dated "today" on the phone is in the future for the server. The person
// opens the refused sale, corrects its date and saves; it syncs, once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import {
  addProductAndVariant,
  addSale,
  apiToken,
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
  server = await ownServer('sync-refused');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** The date input's value for `ms` in Nairobi (UTC+3). */
const nairobiDay = (ms) => new Date(ms + 3 * 3600_000).toISOString().slice(0, 10);

test('a refused sale is shown with the server message, corrected and then synced once', async () => {
  const context = await browser.newContext({ baseURL: server.base, viewport: { width: 360, height: 740 } });
  await context.clock.setFixedTime(Date.now() + 2 * 86_400_000);
  const page = await context.newPage();
  await signInClient(page);
  await addProductAndVariant(page);
  await waitSynced(page);

  await openSales(page);
  await addSale(page, 601); // dated the phone's today: two days ahead of the server
  await indicator(page).getByText('Refused: 1').waitFor({ timeout: 30_000 });
  assert.equal(await indicator(page).getByText(/Not synced/).count(), 0, 'nothing else waits');
  await page.locator('.rl-card').getByText('Refused', { exact: true }).waitFor();

  const token = await apiToken(server.base, 'client@demo.test');
  assert.equal(salesOf((await serverRecords(server.base, token)).changes).count, 0, 'the server did not take it');

  // The sale is still on the phone; open it, read why, put the right date and save again.
  await page.reload();
  await openSales(page);
  // Tapping the refused sale's card opens it.
  await page.locator('.rl-card').filter({ hasText: 'Refused' }).getByRole('link').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('The date cannot be later than today').waitFor();
  await dialog.getByLabel('Date sold').fill(nairobiDay(Date.now()).split('-').reverse().join('/'));
  await dialog.getByRole('button', { name: 'Update' }).click();
  await dialog.waitFor({ state: 'detached' });
  await waitSynced(page);
  assert.equal(await indicator(page).getByText(/Refused/).count(), 0);

  const phone = await phoneSync(page);
  const { changes, lastSeq } = await serverRecords(server.base, token, phone.clientId);
  const sales = changes.filter((c) => c.entity === 'sale');
  assert.equal(sales.length, 1, 'the corrected sale, once');
  assert.equal(Number(sales[0].record.revenue), 601);
  assert.equal(lastSeq, 4, 'product, variant, the refused sale and its correction all settled');
  assert.equal(phone.outbox, 0);
  await context.close();
});
