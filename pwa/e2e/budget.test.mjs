// The milestone budget on a phone (issue 17; spec 002 section 2.3): the demo client budgets four
// periods (a fifth that overlaps is refused with core's message) and a line of operating expenses,
// records expenses in DigiKua and sees actual and variance move (an expense of a type no line covers
// shows as Unbudgeted), adds a period in airplane mode (kept and sent when back online), hides the
// Actual columns with the toggle, and downloads the CSV export.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { launch, phone, screenshots, signIn } from './browser.mjs';
import { apiToken, newClientId, ownServer, pushAs, signInClient, waitSynced } from './sync-support.mjs';

const shot = screenshots('budget');

let browser;
let server;

before(async () => {
  server = await ownServer('budget');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const PAGE = '/dashboard/budget';
const QUARTERS = [
  ['01/01/2026', '31/03/2026'],
  ['01/04/2026', '30/06/2026'],
  ['01/07/2026', '30/09/2026'],
  ['01/10/2026', '31/12/2026'],
];

async function addPeriod(page, { number, from, to }) {
  await page.getByRole('button', { name: 'Add Period' }).click();
  const dialog = page.getByRole('dialog');
  if (number) await dialog.getByLabel('Period number').fill(number);
  if (from) await dialog.getByLabel('From date').fill(from);
  await dialog.getByLabel('To date').fill(to);
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}

const day = (y, m, d) => Math.floor(Date.UTC(y, m - 1, d, 9) / 1000);

function expense(businessId, nature, type, amount, when) {
  return {
    id: newClientId(),
    businessId,
    nature,
    name: 'Spent',
    amountSpent: amount,
    transactionDate: day(...when),
    typeOfExpense: type,
    supplierPhone: '0733000000',
    productVariantId: '',
    lifespanInYears: nature === 'CapEx' ? 3 : null,
    dateAdded: day(...when),
    lastEdited: day(...when),
  };
}

const cardOf = (page, title) => page.locator('.budget__totals > div').filter({ hasText: title }).locator('dd').first();

test('a client budgets four periods, sees actual and variance follow DigiKua, works offline and exports', async () => {
  const { context, page } = await phone(browser, { baseURL: server.base, acceptDownloads: true });
  await signInClient(page);
  await page.goto(PAGE);
  await page.getByText('No periods yet').waitFor();

  // Four quarters: the first typed whole, the next ones numbered and started by the page.
  for (const [at, [from, to]] of QUARTERS.entries()) {
    const dialog = await addPeriod(page, { from: at === 0 ? from : null, to });
    await dialog.waitFor({ state: 'detached' });
  }
  // A fifth inside the fourth: core's message, nothing saved.
  const refused = await addPeriod(page, { number: '5', from: '01/12/2026', to: '31/12/2026' });
  await refused.getByRole('alert').getByText('This period overlaps another period').waitFor();
  await refused.getByRole('button', { name: 'Cancel' }).click();

  // A line with no expense type: core's message; then a good one of 20,000 a quarter.
  await page.getByRole('button', { name: 'Add Expense' }).click();
  const line = page.getByRole('dialog');
  await line.getByLabel('Expense name').fill('Shop rent');
  await line.getByLabel('Operating expense').check();
  await line.getByRole('button', { name: 'Save' }).click();
  await line.getByRole('alert').getByText('Choose at least one expense type').waitFor();
  await line.getByLabel('Rent').check();
  for (const box of await line.getByLabel(/^Period \d/).all()) await box.fill('20000');
  await line.getByRole('button', { name: 'Save' }).click();
  await line.waitFor({ state: 'detached' });
  await waitSynced(page);
  assert.equal(await cardOf(page, 'Total budget').innerText(), 'Ksh 80,000.00');
  assert.equal(await cardOf(page, 'Total actual').innerText(), 'Ksh 0.00');

  // DigiKua expenses recorded on another phone of the same client: rent in the first quarter, and
  // marketing, which no line covers.
  const token = await apiToken(server.base, 'client@demo.test');
  const businessId = await page.evaluate(() => JSON.parse(localStorage.getItem('portal.user')).businessId);
  const spent = [expense(businessId, 'OpEx', 'rent', 15000, [2026, 2, 1]), expense(businessId, 'OpEx', 'marketing', 2500, [2026, 5, 3])];
  const pushed = await pushAs(
    server.base,
    token,
    newClientId(),
    spent.map((record, at) => ({ seq: at + 1, id: record.id, entity: 'expense', op: 'put', record })),
  );
  assert.deepEqual(pushed.rejected ?? [], []);
  await page.reload();
  await cardOf(page, 'Total actual').getByText('Ksh 17,500.00').waitFor();
  assert.equal(await cardOf(page, 'Variance').innerText(), 'Ksh 62,500.00');
  const operating = page.getByRole('region', { name: 'Operating Expense' });
  // Period 1 of the line: budget, actual, variance and variance %, then periods 2 to 4 untouched.
  const rent = (await operating.getByRole('row', { name: /Shop rent/ }).innerText()).split(/\s*\t\s*|\n/).filter(Boolean);
  assert.deepEqual(rent.slice(0, 9), ['Shop rent', 'Ksh 20,000.00', 'Ksh 15,000.00', 'Ksh 5,000.00', '25.00%', 'Ksh 20,000.00', 'Ksh 0.00', 'Ksh 20,000.00', '100.00%']);
  const marketing = await operating.getByRole('row', { name: /Unbudgeted: Marketing/ }).innerText();
  assert.match(marketing, /^Unbudgeted: Marketing(\tKsh 0\.00){3}\t–\tKsh 0\.00\tKsh 2,500\.00\tKsh -2,500\.00\t–/);
  await shot(page, 'phone');

  // Airplane mode: a fifth period is kept on the phone, shown at once, and sent when back online.
  await context.setOffline(true);
  const offline = await addPeriod(page, { to: '31/03/2027' });
  await offline.waitFor({ state: 'detached' });
  await page.getByText('Changes not synced yet').waitFor();
  await operating.getByRole('button', { name: 'Period 5' }).waitFor();
  await context.setOffline(false);
  await waitSynced(page);
  const budget = await (await fetch(`${server.base}/api/budget`, { headers: { authorization: `Bearer ${token}` } })).json();
  assert.deepEqual(
    budget.periods.map((p) => [p.number, p.from, p.to]),
    [
      [1, '2026-01-01', '2026-03-31'],
      [2, '2026-04-01', '2026-06-30'],
      [3, '2026-07-01', '2026-09-30'],
      [4, '2026-10-01', '2026-12-31'],
      [5, '2027-01-01', '2027-03-31'],
    ],
  );
  assert.equal(budget.report.total.actual, '17500.00');

  // The Actual toggle off: only Budget columns, no Variance.
  await page.getByRole('button', { name: 'Actual', exact: true }).click();
  assert.equal(await operating.getByRole('columnheader', { name: 'Variance' }).count(), 0);
  assert.ok((await operating.getByRole('columnheader', { name: 'Budget' }).count()) >= 6);
  await page.getByRole('button', { name: 'Actual', exact: true }).click();

  // The CSV export from the server, with the line and the Unbudgeted row.
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV' }).click()]);
  assert.equal(file.suggestedFilename(), 'budget.csv');
  const csv = await readFile(await file.path(), 'utf8');
  assert.match(csv, /\r\nOperating Expense,Shop rent,Period 1 \(2026-01-01 – 2026-03-31\),20000\.00,15000\.00,5000\.00,25\.00\r\n/);
  assert.match(csv, /\r\nOperating Expense,Unbudgeted: Marketing,Total,0\.00,2500\.00,-2500\.00,\r\n/);
  assert.match(csv, /\r\nOperating Expense,Total,Total,80000\.00,17500\.00,62500\.00,78\.13\r\n/);
});

test('the business coach finds the client and reads their budget against actual, read only', async () => {
  const { page } = await phone(browser, { baseURL: server.base, viewport: { width: 1280, height: 800 } });
  await page.goto('/signin');
  await signIn(page, 'coach@demo.test');
  await page.waitForURL(/\/coach\//);
  await page.getByRole('link', { name: 'Budgets' }).click();
  await page.getByLabel('Name, e-mail or phone').fill('Amina');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('link', { name: 'Amina Wanjiru' }).click();
  await page.getByText('You are reading this budget; only its owner can change it.').waitFor();
  await cardOf(page, 'Total actual').getByText('Ksh 17,500.00').waitFor();
  assert.equal(await cardOf(page, 'Total budget').innerText(), 'Ksh 80,000.00');
  // Read only: nothing to add, no line or period to open.
  assert.equal(await page.getByRole('button', { name: 'Add Period' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: /Edit Shop rent/ }).count(), 0);
  await page.getByRole('region', { name: 'Operating Expense' }).getByRole('row', { name: /Shop rent/ }).waitFor();
});
