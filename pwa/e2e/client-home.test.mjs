// The client's home: today's sales from the phone's own records, a sale added from the home's
// shortcut, the loan card with its next installment, and all of it still there offline. And the
// landing screen's code and data start loading together after sign-in, not one after the other.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, phone, signIn } from './browser.mjs';
import { addProductAndVariant, signInClient, waitSynced } from './sync-support.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// The demo portfolio's showcase client: a year of books and a loan being repaid.
const SHOWCASE = 'wanjiku.kamau@demo.test';
const INSTALLMENT = /^Ksh [\d,]+\.\d\d on \d\d\/\d\d\/\d{4}$/;
const todayInNairobi = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Nairobi', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

const figure = (page, name) => page.locator(`.cash-today__figure[data-figure="${name}"] dd`);
const amountOf = (text) => Number(text.replace(/[^\d.-]/g, ''));
/** An amount as the home shows it ('Ksh 2,070.50'). */
const ksh = (amount) => `Ksh ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a sale added from the home shortcut shows in today\'s figures; offline the figures and the last known loan stay', async () => {
  const { context, page } = await phone(browser);
  await signInClient(page, SHOWCASE);
  await addProductAndVariant(page, 'Home flour', '1 kg bag');

  await page.goto('/dashboard/overview');
  await page.getByRole('heading', { name: 'Your business' }).waitFor();
  // The year of books is on the phone before today's figures are read (on a busy machine the
  // pull's pages may still be arriving).
  await waitSynced(page);
  await figure(page, 'todaySales').getByText(/Ksh/).waitFor();
  const before = amountOf(await figure(page, 'todaySales').innerText());
  const monthBefore = amountOf(await figure(page, 'monthSales').innerText());
  const installment = page.getByTestId('next-installment').getByText(INSTALLMENT);
  await installment.waitFor();
  const nextDue = await installment.innerText();

  // Add sale, the fields, Add: back on the home.
  await page.getByRole('link', { name: 'Add sale' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Sale nature').selectOption({ label: 'Product' });
  await dialog.getByLabel('Main product').selectOption({ label: 'Home flour' });
  await dialog.getByLabel('Product variant').selectOption({ label: '1 kg bag' });
  await dialog.getByLabel('Quantity').fill('2');
  await dialog.getByLabel('Revenue (Ksh)').fill('1250.50');
  await dialog.getByLabel('Date sold').fill(todayInNairobi());
  await dialog.getByLabel('Type of sale').selectOption({ label: 'Cash' });
  await dialog.getByLabel('Client phone').fill('0712345678');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await page.waitForURL('**/dashboard/overview');
  await figure(page, 'todaySales').getByText(ksh(before + 1250.5), { exact: true }).waitFor();
  assert.equal(amountOf(await figure(page, 'monthSales').innerText()), monthBefore + 1250.5);

  // My Loans opened once online, so its screen is on the phone.
  await page.goto('/dashboard/consumer-credit');
  await page.getByRole('heading', { name: 'My Loans', level: 1 }).waitFor();
  await page.goto('/dashboard/overview');
  await page.getByRole('heading', { name: 'Your business' }).waitFor();

  // Offline, from the phone: the figures, the loan as last seen, the state in the header.
  await context.setOffline(true);
  await page.reload();
  await page.locator('.shell__header').getByRole('button', { name: /Offline/ }).waitFor();
  await figure(page, 'todaySales').getByText(ksh(before + 1250.5), { exact: true }).waitFor();
  await page.getByText(/^Offline: as last seen at/).waitFor();
  await page.getByTestId('next-installment').getByText(nextDue, { exact: true }).waitFor();
  await page.getByRole('link', { name: 'Pay Loan' }).waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `the home is ${width}px wide on a 360px phone`);

  // My Loans offline: the last known loans, marked as such, not "could not reach the server".
  await page.locator('.shell__menu-button').click();
  await page.getByRole('navigation', { name: 'Dashboard navigation' }).getByRole('link', { name: 'My Loans' }).click();
  await page.getByText(/^You are offline: your loans as last seen at/).waitFor();
  assert.equal(await page.getByText('Could not reach the server').count(), 0);
  await context.close();
});

test('after sign-in the home\'s layout, code and loans request start together', async () => {
  const { context, page } = await phone(browser);
  await page.goto('/signin');
  // A slow network: every round trip shows.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: 400_000, uploadThroughput: 150_000 });
  const started = new Map();
  const finished = new Map();
  const name = (url) => {
    const path = new URL(url).pathname;
    if (path === '/api/client/loan/view') return 'loans';
    if (path === '/api/user/unbox') return 'unbox';
    return /\/assets\/(DashboardLayout|OverviewPage|CashflowToday)-[\w-]+\.js$/.exec(path)?.[1] ?? null;
  };
  const t0 = Date.now();
  page.on('request', (request) => {
    const key = name(request.url());
    if (key && !started.has(key)) started.set(key, Date.now() - t0);
  });
  page.on('requestfinished', (request) => {
    const key = name(request.url());
    if (key && !finished.has(key)) finished.set(key, Date.now() - t0);
  });
  await signIn(page, SHOWCASE);
  await page.waitForURL('**/dashboard/overview');
  await page.getByRole('heading', { name: 'Your latest loan' }).waitFor({ timeout: 30_000 });
  const log = JSON.stringify({ started: Object.fromEntries(started), finished: Object.fromEntries(finished) });
  for (const key of ['unbox', 'DashboardLayout', 'OverviewPage', 'CashflowToday', 'loans']) assert.ok(started.has(key), `${key} was requested: ${log}`);
  // The layout starts with the sign-in answer, while the user is read.
  assert.ok(started.get('DashboardLayout') < finished.get('unbox'), `the layout does not wait for the user: ${log}`);
  // Once the user (so the landing screen) is known, the screen's code, the code it imports and its
  // data start together: each before any of them has finished, none waiting for another.
  const together = ['OverviewPage', 'CashflowToday', 'loans'];
  const firstDone = Math.min(...together.map((key) => finished.get(key)));
  for (const key of together) assert.ok(started.get(key) < firstDone, `${key} starts with the others: ${log}`);
  const starts = together.map((key) => started.get(key));
  assert.ok(Math.max(...starts) - Math.min(...starts) < 100, `started within 100 ms of each other: ${log}`);
  await context.close();
});
