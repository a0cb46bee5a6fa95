// Staff loan screens end to end, against the real server (loans contract): the super admin makes a
// fund (and sees every fund-form message), the demo client's pending loan is reviewed and
// recommended by the processor, approved by the authorizer (the processor may not), disbursed by
// M-Pesa through the simulator; the schedule, the history and the reports show it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { launch, phone, signIn, pathOf } from './browser.mjs';
import { apiFund, pendingLoan, tokenOf } from './loan-support.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const run = Date.now().toString(36);
/** Staff work on tablets and laptops. */
const LAPTOP = { viewport: { width: 1280, height: 900 } };
const CLIENT = { email: 'client@demo.test', name: 'Amina Wanjiru' };
const PROCESSOR = { email: 'processor@demo.test', name: 'Esther Njeri' };
const AUTHORIZER = { email: 'authorizer@demo.test', name: 'Faraji Mwangi' };

const bearer = (token) => ({ Authorization: `Bearer ${token}` });
/** The loan the second test disburses; the last test repays it, so the demo client ends with no open loan. */
const shared = { loanId: null };

async function json(response, status = 200) {
  const text = await response.text();
  assert.equal(response.status(), status, `${response.url()}: ${text}`);
  return JSON.parse(text);
}

async function logOut(page) {
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.waitForURL('**/signin');
}

async function signInAs(page, email, landing) {
  await page.goto('/signin');
  await signIn(page, email);
  await page.waitForURL(`**${landing}`);
}

/** The loan page's title carries the status badge. */
async function statusIs(page, label) {
  await page.getByRole('heading', { level: 1, name: new RegExp(`${label}$`) }).waitFor();
}

/** Takes a decision on the open loan page: the action's button, then its confirmation. */
async function decide(page, action) {
  await page.getByRole('button', { name: action, exact: true }).click();
  await page.getByRole('button', { name: `Confirm: ${action}` }).click();
}

test('the super admin creates a fund, seeing each fund-form message for a bad value, and closes and opens it', async () => {
  const fundName = `E2E Fund ${run}`;
  const { context, page } = await phone(browser, LAPTOP);
  await signInAs(page, 'super@demo.test', '/super-admin/overview');
  await page.getByRole('link', { name: 'Funds' }).click();
  await page.waitForURL('**/super-admin/funds');
  await page.getByRole('heading', { name: 'Loan funds' }).waitFor();

  await page.getByText('Add a fund', { exact: true }).click();
  const form = page.getByRole('form', { name: 'Add a fund' });
  await form.waitFor();
  await form.getByLabel('Largest loan').fill('12.5');
  await form.getByLabel('Website (optional)').fill('fund.example');
  await form.getByLabel('Yearly interest (%)').fill('101');
  await form.getByLabel('Longest period (years)').fill('0.3');
  await form.getByLabel('Days between repayments').fill('0');
  await form.getByLabel('Grace days').fill('400');
  await form.getByLabel('Late penalty fee').fill('10.50');
  await form.getByRole('button', { name: 'Create fund' }).click();
  for (const message of [
    'This field is required',
    'Choose Ksh or Tsh',
    'Enter the largest loan in whole shillings, above zero',
    'Enter the website as an address starting with https://',
    'Enter the yearly interest from 0 to 100 percent',
    'Enter the longest repayment period in quarter years, from 0.25 to 10',
    'Enter the days between repayments, from 1 to 365',
    'Enter the grace days as a whole number up to 365',
    'Enter the penalty fee in whole shillings',
  ]) {
    await form.getByText(message, { exact: true }).waitFor();
  }

  await form.getByLabel('Name', { exact: true }).fill(fundName);
  await form.getByLabel('Currency').selectOption('KES');
  await form.getByLabel('Largest loan').fill('500000');
  await form.getByLabel('Website (optional)').fill('https://fund.example');
  await form.getByLabel('Yearly interest (%)').fill('12');
  await form.getByLabel('Longest period (years)').fill('2');
  await form.getByLabel('Days between repayments').fill('30');
  await form.getByLabel('Grace days').fill('5');
  await form.getByLabel('Late penalty fee').fill('200');
  await form.getByRole('button', { name: 'Create fund' }).click();
  const row = page.getByRole('row').filter({ hasText: fundName });
  await row.waitFor();
  await row.getByText('Ksh 500,000.00').waitFor();
  await row.getByText('Open', { exact: true }).waitFor();

  const token = await tokenOf(page.request, 'super@demo.test');
  const listed = await json(await page.request.get('/api/loan_fund/list', { headers: bearer(token) }));
  assert.ok(listed.data.some((fund) => fund.name === fundName), 'an open fund is offered to clients');

  await page.getByRole('button', { name: `Close ${fundName}` }).click();
  await row.getByText('Closed', { exact: true }).waitFor();
  const closed = await json(await page.request.get('/api/loan_fund/list', { headers: bearer(token) }));
  assert.ok(!closed.data.some((fund) => fund.name === fundName), 'a closed fund is not offered');
  await page.getByRole('button', { name: `Open ${fundName}` }).click();
  await row.getByText('Open', { exact: true }).waitFor();
  await context.close();
});

test('a pending loan is reviewed, recommended, approved and disbursed by M-Pesa, with its schedule and history', async () => {
  const setup = await browser.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080' });
  const fund = await apiFund(setup.request, `E2E Disbursement Fund ${run}`);
  const { loan, user, installments } = await pendingLoan(setup.request, fund);
  await setup.close();
  const short = loan._id.slice(-6);
  shared.loanId = loan._id;

  // The processor finds the loan by its id prefix, opens the proposal, reviews and recommends.
  const { context, page } = await phone(browser, LAPTOP);
  await signInAs(page, PROCESSOR.email, '/processor/overview');
  await page.getByRole('heading', { name: 'Loans by status' }).waitFor();
  await page.getByRole('link', { name: 'Loans', exact: true }).first().click();
  await page.waitForURL('**/processor/loans');
  await page.getByLabel('Search loans').fill(short);
  // The list shows the short id; the loan's link is named by its client, amount and date.
  // On a laptop the loans are a table whose last column is whole.
  const edges = await page.locator('.rl-table-box').evaluate((box) => ({
    last: [...box.querySelectorAll('thead th')].at(-1).getBoundingClientRect().right,
    box: box.getBoundingClientRect().right,
    scroll: box.scrollWidth - box.clientWidth,
  }));
  assert.ok(edges.last <= edges.box + 0.5 && edges.scroll === 0, JSON.stringify(edges));
  await page.getByRole('row').filter({ hasText: short }).getByRole('link', { name: /^Open loan: / }).click();
  await page.waitForURL(`**/processor/loan/${loan._id}`);
  await statusIs(page, 'Pending');
  await page.getByText(fund.name).first().waitFor();

  const [proposal] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Open proposal' }).click()]);
  await proposal.waitForURL(/^blob:/);
  await proposal.close();

  await decide(page, 'Review');
  await statusIs(page, 'Under Review');
  await decide(page, 'Recommend');
  await statusIs(page, 'Recommended');

  // The processor may not approve: no button, and the server refuses.
  assert.equal(await page.getByRole('button', { name: 'Approve', exact: true }).count(), 0);
  await page.getByRole('button', { name: 'Return to client' }).waitFor();
  const processorToken = await page.evaluate(() => localStorage.getItem('token'));
  const refused = await page.request.post(`/api/user/loan/action/${loan._id}`, {
    headers: bearer(processorToken),
    data: { action: 'approve' },
  });
  assert.equal(refused.status(), 403);
  assert.ok((await refused.json()).error, 'the refusal says why');
  await logOut(page);

  // The authorizer approves, downloads the offer letter, and disburses by M-Pesa.
  await signInAs(page, AUTHORIZER.email, '/authorizer/overview');
  await page.goto(`/authorizer/loan/${loan._id}`);
  await statusIs(page, 'Recommended');
  await decide(page, 'Approve');
  await statusIs(page, 'Approved');

  const [letter] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download offer letter' }).click()]);
  assert.match(letter.suggestedFilename(), /\.pdf$/);
  assert.equal((await readFile(await letter.path())).subarray(0, 5).toString('latin1'), '%PDF-');

  const disburse = page.getByRole('form', { name: 'Disburse' });
  assert.equal(await disburse.getByLabel('Method').inputValue(), 'mpesa');
  assert.equal(await disburse.getByLabel('M-Pesa phone').inputValue(), user.mpesaPhone, "the client's M-Pesa phone by default");
  await disburse.getByRole('button', { name: /^Disburse Ksh / }).click();
  await statusIs(page, 'Active');

  // The schedule is written from today, one row per installment.
  const schedule = page.getByRole('table', { name: 'Repayment schedule' });
  await schedule.waitFor();
  assert.equal(await schedule.locator('tbody tr').count(), installments);
  await schedule.locator('tbody tr').first().getByText('Due', { exact: true }).waitFor();

  // The history lists every step, with who (name and role) and when.
  const history = page.locator('.lend-history__item');
  const when = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;
  for (const [step, who] of [
    ['Submitted', `${CLIENT.name} (client)`],
    ['Taken for review', `${PROCESSOR.name} (processor)`],
    ['Recommended', `${PROCESSOR.name} (processor)`],
    ['Approved', `${AUTHORIZER.name} (authorizer)`],
    ['Disbursed', `${AUTHORIZER.name} (authorizer)`],
  ]) {
    const item = history.filter({ has: page.locator('.lend-strong', { hasText: new RegExp(`^${step}$`) }) }).filter({ hasText: who });
    await item.first().waitFor();
    assert.match(await item.first().locator('time').innerText(), when, `${step} says when`);
  }

  // The client's page lists the proposal and the loan.
  await page.getByRole('link', { name: CLIENT.name }).click();
  await page.waitForURL(`**/authorizer/client/${user.user_id}`);
  await page.getByRole('heading', { name: CLIENT.name, level: 1 }).waitFor();
  await page.getByRole('row').filter({ hasText: short }).getByRole('link', { name: /^Open loan: / }).waitFor();
  await context.close();
});

test('the reports show the portfolio and download as CSV; on a phone their rows are cards', async () => {
  const { context, page } = await phone(browser, LAPTOP);
  await signInAs(page, 'super@demo.test', '/super-admin/overview');
  await page.getByRole('link', { name: 'Reports' }).click();
  await page.waitForURL('**/super-admin/reports');
  const portfolio = page.getByRole('table', { name: 'Portfolio by fund and status' });
  const row = portfolio.getByRole('row').filter({ hasText: `E2E Disbursement Fund ${run}` }).filter({ hasText: 'Active' });
  await row.first().waitFor();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Portfolio by fund and status as CSV' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^portfolio-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  assert.ok(csv.includes(`E2E Disbursement Fund ${run}`), 'the CSV has the fund');

  for (const report of ['Arrears ageing', 'Collections by month']) {
    const [other] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download ${report} as CSV` }).click()]);
    assert.match(other.suggestedFilename(), /\.csv$/);
  }

  // On a 360 px phone each report row is a card: nothing scrolls sideways, nothing is cut.
  await page.setViewportSize({ width: 360, height: 740 });
  const cards = page.getByRole('list', { name: 'Portfolio by fund and status' });
  const card = cards.getByRole('listitem').filter({ hasText: `E2E Disbursement Fund ${run}` }).filter({ hasText: 'Active' });
  await card.first().waitFor();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    widest: Math.max(...[...document.querySelectorAll('.rl-card')].map((c) => c.getBoundingClientRect().right)),
  }));
  assert.ok(widths.page <= 360, `the page is ${widths.page} px wide`);
  assert.ok(widths.widest <= 360, `a card ends at ${widths.widest} px`);
  assert.equal(pathOf(page), '/super-admin/reports');
  await context.close();
});

test('the client repays the disbursed loan through the simulator and it closes; a repeated callback changes nothing', async () => {
  assert.ok(shared.loanId, 'the disbursement test made a loan');
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080' });
  const token = await tokenOf(context.request, CLIENT.email);
  const view = async () => (await json(await context.request.get(`/api/client/loan/view/${shared.loanId}`, { headers: bearer(token) }))).data;
  const balance = Number((await view()).balance);
  const started = await json(
    await context.request.post('/api/payments/mpesa/initiate', {
      headers: bearer(token),
      data: { loanId: shared.loanId, amount: Math.ceil(balance), mpesa_phone: '254712000001' },
    }),
  );
  const checkout = started.data.checkoutRequestId;
  let status = 'pending';
  for (let i = 0; i < 100 && status === 'pending'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    status = (await json(await context.request.get(`/api/payments/mpesa/status/${checkout}`, { headers: bearer(token) }))).data.status;
  }
  assert.equal(status, 'paid');
  const closed = await view();
  assert.equal(closed.status, 'closed');
  assert.equal(Number(closed.balance), 0);

  // M-Pesa delivering the same result again changes nothing: the receipt is applied once.
  const secret = process.env.E2E_MPESA_CALLBACK_SECRET;
  assert.ok(secret, 'scripts/e2e sets the callback secret');
  const paid = (await json(await context.request.get(`/api/payments/mpesa/status/${checkout}`, { headers: bearer(token) }))).data;
  const again = await context.request.post(`/api/payments/mpesa/callback/${secret}`, {
    data: {
      Body: {
        stkCallback: {
          MerchantRequestID: 'e2e-duplicate',
          CheckoutRequestID: checkout,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: Math.ceil(balance) },
              { Name: 'MpesaReceiptNumber', Value: paid.receipt },
              { Name: 'PhoneNumber', Value: 254712000001 },
            ],
          },
        },
      },
    },
  });
  assert.equal(again.status(), 200, await again.text());
  const after = await view();
  assert.equal(after.status, 'closed');
  assert.equal(Number(after.balance), 0);
  assert.equal(Number(after.credit), Number(closed.credit), 'no second credit');
  assert.equal(after.repayments.length, closed.repayments.length, 'one repayment per receipt');
  await context.close();
});
