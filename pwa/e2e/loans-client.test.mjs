// The client's loans end to end, against the real server (the shared loans contract): the demo client
// applies through the fund flow with a real PDF proposal and sees the loan pending in history; the
// demo staff take it through review, recommendation, approval and disbursement over the API; the
// client downloads the offer letter and repays by M-Pesa through the built-in simulator (a cancelled
// prompt first, then paid) and sees the balance fall, then clears it. A new client goes through the
// staged flow (calculator, contact, business, bank) with the 'Continue Application' modal, and cannot
// open the demo client's loan. Every screen is used on a 360×740 phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, phone, signIn, pathOf, DEMO_PASSWORD } from './browser.mjs';

let browser;
let dir;
before(async () => {
  browser = await launch();
  dir = await mkdtemp(join(tmpdir(), 'loans-e2e-'));
});
after(async () => {
  await browser?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const APPLY = '/dashboard/consumer-credit/apply';
const run = Date.now().toString(36);
let serial = 0;
const uniqueEmail = (who) => `${who}-${run}-${++serial}@e2e.test`;
const uniqueDigits = (length) => String((Date.now() * 7 + ++serial * 7919) % 10 ** length).padStart(length, '0');

/** Shared between the tests of this file, in order. */
const shared = { loanId: null, fund: null };

/** Waits for a toast (components/Toaster renders each in role=status) with this text. */
async function toast(page, text) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

/** `Ksh 1,234.00` as core formats it. */
function ksh(value) {
  return `Ksh ${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Nothing on the page is wider than the phone. */
async function fitsThePhone(page, what) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `${what}: the page is ${width}px wide on a 360px phone`);
}

async function tokenOf(request, email, password = DEMO_PASSWORD) {
  const response = await request.post('/api/client/signin', { data: { email, password } });
  assert.equal(response.status(), 200, await response.text());
  return (await response.json()).token;
}

async function api(request, method, path, token, data) {
  const response = await request.fetch(path, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
  });
  const text = await response.text();
  let body = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status(), body };
}

/** A Kenyan fund the client may choose: one of the active funds, or one the super admin adds. */
async function kenyanFund(request) {
  const token = await tokenOf(request, 'client@demo.test');
  const listed = await api(request, 'GET', '/api/loan_fund/list', token);
  assert.equal(listed.status, 200, JSON.stringify(listed.body));
  const fund = listed.body.data.find((item) => item.currency === 'KES' && item.active && Number(item.maxLoan) >= 20000);
  if (fund) return fund;
  const superToken = await tokenOf(request, 'super@demo.test');
  const created = await api(request, 'POST', '/api/loan_fund', superToken, {
    name: `E2E Biashara Fund ${run}`,
    description: 'A fund for the browser tests',
    currency: 'KES',
    maxLoan: 500000,
    website: null,
    annualInterest: 12,
    banded: false,
    maxRepayDurationYears: 2,
    repaymentIntervalDays: 30,
    graceDays: 3,
    penaltyFee: 100,
    active: true,
  });
  assert.ok(created.status === 200 || created.status === 201, JSON.stringify(created.body));
  return created.body.data;
}

/** A minimal real PDF, padded (inside a comment) so the upload takes long enough to show progress. */
function pdfBytes(padding = 400 * 1024) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null, // the content stream, below
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = 'BT /F1 18 Tf 20 70 Td (Business proposal) Tj ET';
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    const content = body ?? `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    out += `${index + 1} 0 obj\n${content}\nendobj\n`;
  });
  out += `%${'x'.repeat(padding)}\n`;
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A verified client made by the super admin (the outbox code verifies it), for the tests of a fresh account. */
async function freshClient(request) {
  const email = uniqueEmail('loans');
  const password = `Pass-${run}-1`;
  const token = await tokenOf(request, 'super@demo.test');
  const created = await api(request, 'POST', '/api/client/signup', token, {
    firstName: 'Zawadi',
    lastName: `Loans${serial}`,
    email,
    mobileNumber: `07${uniqueDigits(8)}`,
    password,
    confirmPassword: password,
    referralChoice: 'Other',
    role: 'client',
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.equal((await api(request, 'GET', `/api/otp/3/${encodeURIComponent(email)}`)).status, 200);
  let code = null;
  for (let i = 0; i < 50 && !code; i++) {
    const outbox = await api(request, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    for (const message of outbox.body?.messages ?? []) code ??= /^Code: (\d{6})$/m.exec(message.body ?? '')?.[1] ?? null;
    if (!code) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.ok(code, `no code in the outbox for ${email}`);
  const verified = await api(request, 'POST', `/api/otp/3/verify/${encodeURIComponent(email)}`, null, { code });
  assert.equal(verified.status, 200, JSON.stringify(verified.body));
  return { email, password };
}

test('the demo client applies through the fund flow and sees the loan pending in history', async () => {
  const { context, page } = await phone(browser);
  const fund = await kenyanFund(page.request);
  shared.fund = fund;
  await page.goto('/signin');
  await signIn(page, 'client@demo.test');
  await page.waitForURL('**/dashboard/overview');

  // My Loans: Apply for loan opens the application where the server says (a new one: the proposal).
  await page.goto('/dashboard/consumer-credit');
  await page.getByRole('heading', { name: 'My Loans' }).waitFor();
  await page.getByRole('link', { name: 'History' }).waitFor();
  await fitsThePhone(page, 'My Loans');
  await page.getByRole('button', { name: 'Apply for loan' }).click();
  await page.waitForURL(`**${APPLY}/proposal`);

  // Proposal: the 4-step list, core's checks by content, the upload with progress.
  const steps = page.getByRole('list', { name: 'Loan application steps' });
  await steps.waitFor();
  assert.deepEqual(
    (await steps.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()),
    ['1 Proposal', '2 Fund', '3 Amount', '4 Complete'],
  );
  assert.match(await steps.locator('[aria-current="step"]').innerText(), /Proposal/);
  await page.getByRole('button', { name: 'Upload and continue' }).click();
  await toast(page, 'Select your loan proposal to continue');
  const notPdf = join(dir, 'proposal.pdf');
  const pdf = join(dir, 'business-proposal.pdf');
  await writeFile(notPdf, 'plain text, whatever the name says\n');
  await writeFile(pdf, pdfBytes());
  await page.getByLabel('Loan proposal').setInputFiles(notPdf);
  await page.locator('#proposal-file-message', { hasText: 'Upload your proposal as a Word or PDF document' }).waitFor();
  await page.getByLabel('Loan proposal').setInputFiles(pdf);
  await page.locator('#proposal-file-message', { hasText: 'Word (.doc, .docx) or PDF' }).waitFor();
  await fitsThePhone(page, 'proposal');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: 1_000_000, uploadThroughput: 150_000 });
  await page.getByRole('button', { name: 'Upload and continue' }).click();
  await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
  await page.getByText(/Uploading… \d+%/).first().waitFor();
  await page.waitForURL(`**${APPLY}/fund`, { timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  // Fund: nothing chosen is refused; the partner is chosen from the active funds.
  await page.getByRole('heading', { name: 'Choose a loan partner' }).waitFor();
  await page.getByRole('radio').first().waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await toast(page, 'Select a loan partner to continue');
  await page.locator(`input[type="radio"][value="${fund._id}"]`).check();
  await fitsThePhone(page, 'fund');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`**${APPLY}/amount`);

  // Amount: core's messages, digits only with separators, a draft that survives a reload, the live quote.
  await page.getByRole('heading', { name: 'Loan Amount & Additional Details' }).waitFor();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await toast(page, 'Enter Loan amount and select Repayment Period to continue');
  const period = page.getByLabel('Repayment period');
  const years = (await period.locator('option').evaluateAll((options) => options.map((o) => o.value))).filter(Boolean);
  assert.ok(years.length > 0, 'the fund offers repayment periods');
  assert.equal(years[0], '0.25', 'periods go in quarter years');
  assert.match(await period.locator('option[value="0.25"]').innerText(), /^3 months$/);
  const chosenYears = years.includes('1') ? '1' : years[years.length - 1];
  await period.selectOption(chosenYears);
  await page.getByLabel('Loan amount').fill(`${Number(fund.maxLoan) + 1}`);
  await page.getByText(/^Maximum Loan available from your selected fund is /).first().waitFor();
  await page.getByLabel('Loan amount').fill('ab10,000x');
  assert.equal(await page.getByLabel('Loan amount').inputValue(), '10,000');
  await page.getByLabel('Contribution percentage').selectOption('20');
  await page.getByLabel('First name').fill('Amina');
  await page.getByLabel('Last name').fill('Wanjiru');
  await page.getByLabel('National ID number').fill('12345678');
  await page.reload();
  await page.getByRole('heading', { name: 'Loan Amount & Additional Details' }).waitFor();
  assert.equal(await page.getByLabel('Loan amount').inputValue(), '10,000');
  assert.equal(await page.getByLabel('National ID number').inputValue(), '12345678');

  // The quote is core's: the same figures as the server's calculation.
  const rate = fund.banded ? null : Number(fund.annualInterest);
  if (rate !== null) {
    const calc = await api(page.request, 'POST', '/api/loan/calculate', null, {
      amount: 10000,
      contribution: 20,
      years: Number(chosenYears),
      payments_per_year: 365 / fund.repaymentIntervalDays,
      interest_rate: rate,
    });
    assert.equal(calc.status, 200, JSON.stringify(calc.body));
    const quote = page.locator('.quote');
    for (const value of [calc.body.data.out.totalToPay, calc.body.data.out.payable_interest, calc.body.data.out.installment]) {
      await quote.getByText(ksh(value), { exact: true }).first().waitFor();
    }
  }
  await page.locator('.quote').getByText('Ksh 8,000.00', { exact: true }).waitFor(); // after the 20% contribution
  await fitsThePhone(page, 'amount');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await toast(page, 'Details updated');
  await page.waitForURL(`**${APPLY}/success`);
  await page.getByRole('heading', { name: 'Application Received!' }).waitFor();
  await page.getByText('Look out for an email from us within a week.').waitFor();
  await fitsThePhone(page, 'success');
  await page.getByRole('link', { name: 'Dashboard' }).last().click();
  await page.waitForURL('**/dashboard/overview');
  await page.getByRole('heading', { name: 'Your latest loan' }).waitFor();

  // History: the spec's columns, the loan pending.
  const token = await tokenOf(page.request, 'client@demo.test');
  const mine = await api(page.request, 'GET', '/api/client/loan/view', token);
  assert.equal(mine.status, 200);
  const loan = mine.body.data.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
  assert.equal(loan.status, 'pending');
  shared.loanId = loan._id;
  await page.goto('/dashboard/consumer-credit/history');
  await page.getByRole('heading', { name: 'Loan history' }).waitFor();
  await page.getByRole('link', { name: 'Pay Loan' }).waitFor();
  await page.getByRole('button', { name: 'New Loan' }).waitFor();
  // On the phone each loan is a card: its fund, amount, id and status.
  const row = page.locator('.rl-card').filter({ hasText: loan._id.slice(-5) });
  await row.getByText('Pending').waitFor();
  await row.getByText('Ksh 10,000.00').first().waitFor();
  await fitsThePhone(page, 'history');
  await context.close();
});

test('staff approve and pay out; the client downloads the offer letter and repays by M-Pesa', async () => {
  assert.ok(shared.loanId, 'the fund-flow test made a loan');
  const { context, page } = await phone(browser, { acceptDownloads: true });
  const loanId = shared.loanId;

  // The staff side over the API (the contract's actions): review, recommend, approve, disburse.
  const processor = await tokenOf(page.request, 'processor@demo.test');
  const authorizer = await tokenOf(page.request, 'authorizer@demo.test');
  for (const [token, action] of [
    [processor, 'review'],
    [processor, 'recommend'],
    [authorizer, 'approve'],
  ]) {
    const done = await api(page.request, 'POST', `/api/user/loan/action/${loanId}`, token, { action });
    assert.equal(done.status, 200, `${action}: ${JSON.stringify(done.body)}`);
  }
  const paidOut = await api(page.request, 'POST', `/api/payment/transfer/${loanId}`, authorizer, { method: 'mpesa' });
  assert.equal(paidOut.status, 200, JSON.stringify(paidOut.body));
  assert.equal(paidOut.body.data.status, 'active');
  const total = Number(paidOut.body.data.balance);
  const installment = Number(paidOut.body.data.monthlyRepayment);

  await page.goto('/signin');
  await signIn(page, 'client@demo.test');
  await page.waitForURL('**/dashboard/overview');

  // The loan: active, its schedule, the offer letter as a real PDF.
  await page.goto(`/dashboard/consumer-credit/loan/${loanId}`);
  await page.getByRole('heading', { name: `Loan ${loanId.slice(-5)}` }).waitFor();
  await page.getByText('Active').first().waitFor();
  await page.getByRole('heading', { name: 'Repayment schedule' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Withdraw' }).count(), 0, 'no withdrawing after approval');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download offer letter' }).click()]);
  const letter = await readFile(await download.path());
  assert.equal(letter.subarray(0, 5).toString('latin1'), '%PDF-');
  await fitsThePhone(page, 'loan details');

  // Pay: the installment and the M-Pesa phone are filled in; the paybill steps are always there.
  await page.getByRole('link', { name: 'Pay Loan' }).first().click();
  await page.waitForURL('**/dashboard/consumer-credit/pay**');
  await page.getByRole('heading', { name: 'Loan Repayment (M-Pesa)' }).waitFor();
  assert.equal((await page.getByLabel('Amount').inputValue()).replace(/,/g, ''), String(installment));
  assert.equal(await page.getByLabel('M-Pesa phone number').getAttribute('placeholder'), '2547XXXXXX');
  assert.ok((await page.getByLabel('M-Pesa phone number').inputValue()).length > 0, 'the M-Pesa phone is filled in');
  await page.getByText('Open the M-Pesa menu on your phone.').waitFor();
  await page.getByText('Select Lipa Na M-Pesa.').waitFor();
  await page.getByText('After a manual payment, contact finance to have your loan record updated.').waitFor();
  await fitsThePhone(page, 'pay');

  await page.getByLabel('Amount').fill('');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await toast(page, 'Enter Amount and Mpesa phone to proceed');

  // The simulator: a number ending in 000 cancels the prompt.
  await page.getByLabel('Amount').fill(String(installment));
  await page.getByLabel('M-Pesa phone number').fill('254712345000');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await toast(page, 'Check you phone to complete payment');
  await page.getByText('You cancelled the M-Pesa request.').waitFor({ timeout: 30_000 });

  // Paid: the balance falls by the installment.
  await page.getByLabel('M-Pesa phone number').fill('254712000001');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByText('Payment received').first().waitFor({ timeout: 30_000 });
  const after = await api(page.request, 'GET', `/api/client/loan/view/${loanId}`, await tokenOf(page.request, 'client@demo.test'));
  const balance = Number(after.body.data.balance);
  assert.ok(balance < total, `the balance fell (${total} → ${balance})`);
  await page.getByText(`Your new balance is ${ksh(balance)}.`).waitFor();

  // The loan shows the repayment; the history the new balance.
  await page.goto(`/dashboard/consumer-credit/loan/${loanId}`);
  const repayments = page.getByRole('region', { name: 'Repayments' });
  await repayments.getByRole('row').filter({ hasText: ksh(installment) }).first().waitFor();
  await page.goto('/dashboard/consumer-credit/history');
  await page.locator('.rl-card').filter({ hasText: loanId.slice(-5) }).getByText(ksh(balance)).first().waitFor();

  // Paying the rest closes the loan (and leaves the demo client with no open loan for other tests).
  await page.goto(`/dashboard/consumer-credit/pay?loan=${loanId}`);
  await page.getByLabel('Amount').fill(String(Math.ceil(balance)));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByText('Payment received').first().waitFor({ timeout: 30_000 });
  await page.getByText(`Your new balance is ${ksh(0)}.`).waitFor();
  await page.goto('/dashboard/consumer-credit/history');
  await page.locator('.rl-card').filter({ hasText: loanId.slice(-5) }).getByText('Closed').waitFor();
  await context.close();
});

test("a client cannot open another client's loan", async () => {
  assert.ok(shared.loanId, 'the fund-flow test made a loan');
  const { context, page } = await phone(browser);
  const other = await freshClient(page.request);
  const token = await tokenOf(page.request, other.email, other.password);
  assert.equal((await api(page.request, 'GET', `/api/client/loan/view/${shared.loanId}`, token)).status, 404);
  assert.equal((await api(page.request, 'POST', `/api/user/loan/offer_letter/${shared.loanId}`, token)).status, 404);

  await page.goto('/signin');
  await signIn(page, other.email, other.password);
  await page.waitForURL('**/dashboard/overview');
  await page.goto(`/dashboard/consumer-credit/loan/${shared.loanId}`);
  await page.getByRole('heading', { name: 'Loan not found' }).waitFor();
  assert.equal(await page.getByText('Repayment schedule').count(), 0);
  await context.close();
});

test('a new client applies through the staged flow and continues where they left off', async () => {
  const { context, page } = await phone(browser);
  const client = await freshClient(page.request);
  await page.goto('/signin');
  await signIn(page, client.email, client.password);
  await page.waitForURL('**/dashboard/overview');

  // No loan yet: the overview offers one, which starts at the calculator.
  await page.getByRole('heading', { name: 'You have no active loan' }).waitFor();
  await page.getByRole('button', { name: 'Apply for loan' }).click();
  await page.waitForURL(`**${APPLY}/calculator`);

  // Calculator: the public calculator's rules (core).
  await page.getByLabel('Loan amount').fill('40000');
  await page.getByLabel('Monthly income').fill('100000');
  await page.getByLabel('Repayment period').selectOption('12');
  await page.getByLabel('Loan purpose').selectOption('Capital Expenses');
  await page.getByText('The minimum amount of loan that we offer starts at Ksh50000').waitFor();
  await page.getByLabel('Loan amount').fill('100000');
  assert.equal(await page.getByLabel('Loan amount').inputValue(), '100,000');
  assert.notEqual(await page.getByLabel('Estimated monthly repayment').inputValue(), '');
  await fitsThePhone(page, 'calculator');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`**${APPLY}/contact-info`);

  // Contact: required fields, a draft kept over a visit to My Loans, where the modal offers to continue.
  await page.getByRole('heading', { name: 'Contact information' }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('#loan-street-message', { hasText: 'This field is required' }).waitFor();
  await page.getByLabel('Street').fill('Moi Avenue 12');
  await page.goto('/dashboard/consumer-credit');
  const modal = page.getByRole('dialog', { name: 'Continue Application' });
  await modal.getByText('You have an incomplete loan request, please continue where you left off').waitFor();
  await fitsThePhone(page, 'continue modal');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`**${APPLY}/contact-info`);
  assert.equal(await page.getByLabel('Street').inputValue(), 'Moi Avenue 12');
  await page.getByLabel('City/Town').fill('Nairobi');
  await page.getByLabel('County/Region').fill('Nairobi');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`**${APPLY}/employer-info`);

  // Business, then bank (pay day 1–31), then the application is received.
  await page.getByLabel('Business name').fill('Duka la Zawadi');
  await page.getByLabel('Type of business').fill('Retail');
  await page.getByLabel('Business address').fill('Gikomba Market');
  await page.getByLabel('Years in business').fill('three');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('#loan-yearsInBusiness-message', { hasText: 'Enter the years in business as a whole number' }).waitFor();
  await page.getByLabel('Years in business').fill('3');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`**${APPLY}/bank-info`);
  await page.getByLabel('Pay day').locator('option[value="31"]').waitFor({ state: 'attached' });
  const payDays = await page.getByLabel('Pay day').locator('option').evaluateAll((options) => options.map((o) => o.value).filter(Boolean));
  assert.deepEqual(payDays, Array.from({ length: 31 }, (_, i) => String(i + 1)));
  await page.getByLabel('Bank name').fill('Equity Bank Kenya');
  await page.getByLabel('Account number').fill('0123456789');
  await page.getByLabel('Account name').fill('Zawadi Loans');
  await page.getByLabel('Pay day').selectOption('28');
  await fitsThePhone(page, 'bank');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`**${APPLY}/success`);
  await page.getByRole('heading', { name: 'Application Received!' }).waitFor();

  // Complete: My Loans has nothing to continue, and the history shows the request pending.
  await page.goto('/dashboard/consumer-credit');
  await page.getByRole('heading', { name: 'Your latest loan' }).waitFor();
  assert.equal(await page.getByRole('dialog').count(), 0);
  await page.goto('/dashboard/consumer-credit/history');
  await page.locator('.rl-card').getByText('Pending').first().waitFor();
  assert.equal(pathOf(page), '/dashboard/consumer-credit/history');
  await context.close();
});
