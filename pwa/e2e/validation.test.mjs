// The financial validation on a phone (issue 17; spec 002 sections 2.5, 4.4, 5.4, 8.4; spec 000's
// linked account). Statements come from the repository's generator (core/examples/mpesa_statement.rs:
// made-up names and numbers). The demo client sends an altered M-Pesa statement (refused, nothing
// kept), then a clean PDF ('Success. Await validation report' and no submit button), reads the
// report with its tier, adds an unmatched withdrawal to DigiKua in one tap and sees the discrepancy
// fall; a protected PDF asks its password (a wrong one refused); a bank statement's picture waits for
// the coach, who enters its monthly totals; the linked-account simulator links and feeds a validation.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, phone, screenshots, signIn } from './browser.mjs';
import { images } from './files-support.mjs';
import { apiToken, ownServer, signInClient, waitSynced } from './sync-support.mjs';

const shot = screenshots('validation');

let browser;
let server;
let files;

before(async () => {
  files = await mkdtemp(join(tmpdir(), 'statements-'));
  execFileSync(
    'cargo',
    ['run', '-q', '-p', 'portal-core', '--features', 'pdf-read', '--example', 'mpesa_statement', '--', '--out', files, '--from', '2026-07', '--months', '3', '--transactions', '40', '--password', '4321'],
    { cwd: new URL('../..', import.meta.url).pathname, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  server = await ownServer('validation');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const START = '/dashboard/validation/start';
const REPORT = '/dashboard/validation/report';

async function send(page, institution, file) {
  await page.goto(START);
  await page.getByLabel('Financial institution').selectOption({ label: institution });
  await page.getByLabel('Statement', { exact: true }).setInputFiles(file);
  await page.getByRole('button', { name: 'Submit' }).click();
}

const discrepancy = async (page) =>
  (await page.locator('.validation__summary dl > div').filter({ hasText: 'Discrepancy' }).locator('dd').nth(1).innerText()).trim();

test('a client validates an M-Pesa statement, adds a missing expense in one tap and the discrepancy falls', async () => {
  const { page } = await phone(browser, { baseURL: server.base });
  await signInClient(page);

  // Required fields, then an altered statement: core's message, nothing kept.
  await page.goto(START);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Choose the statement file').first().waitFor();
  await send(page, 'M-Pesa (Safaricom)', join(files, 'statement-altered.csv'));
  await page.locator('.validation__refused').getByText(/balances do not add up: it may have been altered/).waitFor({ timeout: 30_000 });
  await page.getByText(/^Error Occured This statement's balances do not add up/).waitFor();

  // The clean PDF: the form says so and offers no submit button.
  await page.getByRole('button', { name: 'Send another statement' }).click().catch(() => {});
  await send(page, 'M-Pesa (Safaricom)', join(files, 'statement-clean.pdf'));
  await page.locator('.validation__success').getByText('Success. Await validation report').waitFor({ timeout: 30_000 });
  assert.equal(await page.getByRole('button', { name: 'Submit' }).count(), 0);
  await shot(page, 'start');

  // The report: quarter 3 of 2026, a tier, the unmatched transactions.
  await page.goto(REPORT);
  await page.getByText('Quarter 3 of 2026').first().waitFor();
  await page.locator('.validation__tier').first().waitFor();
  const before = await discrepancy(page);
  const unmatched = page.locator('.validation__transaction');
  const count = await unmatched.count();
  assert.ok(count > 0, 'some transactions match no DigiKua record');
  await shot(page, 'report');
  const expense = unmatched.filter({ has: page.getByRole('button', { name: 'Add as expense' }) }).first();
  await expense.getByRole('button', { name: 'Add as expense' }).click();
  await page.getByText('Added to DigiKua as an expense').waitFor();
  await waitSynced(page);
  await page.waitForFunction((was) => {
    const dd = [...document.querySelectorAll('.validation__summary dl > div')].find((d) => d.textContent.includes('Discrepancy'));
    return dd && dd.querySelectorAll('dd')[1]?.textContent.trim() !== was;
  }, before);
  const after = await discrepancy(page);
  const amount = (text) => Number(text.replace(/[^0-9.]/g, ''));
  assert.ok(amount(after) < amount(before), `the discrepancy fell: ${before} → ${after}`);
  assert.equal(await page.locator('.validation__transaction').count(), count - 1);
});

test('a protected statement asks its password; a bank statement picture waits for the coach, who enters its totals', async () => {
  const { page } = await phone(browser, { baseURL: server.base });
  await signInClient(page);
  await send(page, 'M-Pesa (Safaricom)', join(files, 'statement-protected.pdf'));
  const password = page.getByLabel('Statement password');
  await password.waitFor({ timeout: 30_000 });
  await password.fill('0000');
  await page.getByRole('button', { name: 'Open statement' }).click();
  await page.getByText(/password is not right/).first().waitFor();
  await password.fill('4321');
  await page.getByRole('button', { name: 'Open statement' }).click();
  await page.locator('.validation__success').getByText('Success. Await validation report').waitFor();

  await page.getByRole('button', { name: 'Send another statement' }).click();
  const { document: picture } = await images(page, files);
  await send(page, 'Equity Bank', picture.path);
  await page.locator('.validation__success').getByText('Success. Await validation report').waitFor({ timeout: 30_000 });
  await page.goto('/dashboard/validation/home');
  await page.locator('.validation__statement').filter({ hasText: 'Equity Bank' }).getByText('Waiting for your coach').waitFor();

  const coach = await phone(browser, { baseURL: server.base, viewport: { width: 1280, height: 800 } });
  await coach.page.goto('/signin');
  await signIn(coach.page, 'coach@demo.test');
  await coach.page.waitForURL(/\/coach\//);
  await coach.page.goto('/coach/statements');
  const card = coach.page.locator('.reviews__item').filter({ hasText: 'Equity Bank' }).first();
  await card.getByRole('button', { name: 'Enter the monthly totals' }).click();
  await card.getByLabel('Month (yyyy-mm)').fill('2026-13');
  await card.getByLabel('Money in (Ksh)').fill('12000');
  await card.getByLabel('Money out (Ksh)').fill('8,500');
  await card.getByRole('button', { name: 'Save the totals' }).click();
  await card.getByRole('alert').waitFor();
  await card.getByLabel('Month (yyyy-mm)').fill('2026-08');
  await card.getByRole('button', { name: 'Save the totals' }).click();
  await coach.page.getByRole('tab', { name: 'Reviewed' }).click();
  await coach.page.locator('.reviews__item').filter({ hasText: 'Equity Bank' }).first().waitFor();
  await coach.context.close();

  await page.reload();
  await page.locator('.validation__statement').filter({ hasText: 'Equity Bank' }).getByText('Reviewed by your coach').waitFor();
  // The coach's totals count in the client's report, under the bank's name.
  const token = await apiToken(server.base, 'client@demo.test');
  const report = await (await fetch(`${server.base}/api/validation/report?year=2026&quarter=3`, { headers: { authorization: `Bearer ${token}` } })).json();
  assert.deepEqual(
    report.data.byInstitution.find((i) => i.institutionName === 'Equity Bank'),
    { institutionName: 'Equity Bank', moneyIn: '12000.00', moneyOut: '8500.00' },
  );
});

test('the linked-account simulator links an account and feeds a validation without an upload', async () => {
  const { page } = await phone(browser, { baseURL: server.base });
  await signInClient(page, 'wanjiku.kamau@demo.test');
  await page.goto('/dashboard/validation/home');
  await page.getByRole('button', { name: 'Link account' }).click();
  await page.getByText('Your financial account has been successfully linked').waitFor();
  const linked = page.getByRole('button', { name: 'Account Linked' });
  await linked.waitFor();
  assert.equal(await linked.isDisabled(), true);
  await page.getByRole('button', { name: /Validate the last 6 months/ }).click();
  await page.waitForURL(/\/dashboard\/validation\/report/);
  await page.locator('.validation__tier').first().waitFor({ timeout: 30_000 });
  await shot(page, 'linked');
});
