// The M-Pesa payment review list end to end, against the real server on a 360 px phone: paybill
// money the server would not apply on its own (an absurd amount; an account number no loan has)
// reaches the authorizer's list with why it was held; one is dismissed with a reason and shows
// resolved, the other is applied to the demo client's disbursed loan, whose balance moves once.
// Set E2E_SCREENSHOTS to a folder to keep pictures of the list and the dialogs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launch, phone, signIn, pathOf, chooseLanguage } from './browser.mjs';
// The same core rules as the server, to send the client's loan-add figures as the PWA would.
import { amountStep, initSync } from '../src/wasm-pkg/books/portal_core.js';

initSync({ module: await readFile(new URL('../src/wasm-pkg/books/portal_core_bg.wasm', import.meta.url)) });

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const run = Date.now().toString(36).toUpperCase();
const SECRET = process.env.E2E_MPESA_CALLBACK_SECRET;
const CLIENT = { email: 'client@demo.test', phone: '254712000001' };
const AUTHORIZER = { email: 'authorizer@demo.test', name: 'Faraji Mwangi' };

async function snap(page, name) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  // Buttons fade between states in 0.15 s.
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(folder, `${name}.png`) });
}

async function json(response, status = 200) {
  const text = await response.text();
  assert.equal(response.status(), status, `${response.url()}: ${text}`);
  return JSON.parse(text);
}

async function tokenOf(request, email) {
  const body = await json(await request.post('/api/client/signin', { data: { email, password: process.env.DEMO_PASSWORD ?? 'Demo-2026!' } }));
  return body.token;
}

const bearer = (token) => ({ Authorization: `Bearer ${token}` });

/** A paybill confirmation as M-Pesa sends it (server/src/repayments/c2b.rs). */
async function confirmation(request, receipt, account, amount) {
  assert.ok(SECRET, 'scripts/e2e sets the callback secret');
  const body = await json(
    await request.post(`/api/payments/mpesa/c2b/confirmation?secret=${SECRET}`, {
      data: {
        TransactionType: 'Pay Bill',
        TransID: receipt,
        TransTime: '20261122003000',
        TransAmount: amount,
        BusinessShortCode: '174379',
        BillRefNumber: account,
        InvoiceNumber: '',
        OrgAccountBalance: '',
        ThirdPartyTransID: '',
        MSISDN: CLIENT.phone,
        FirstName: 'Amina',
        MiddleName: '',
        LastName: 'Wanjiru',
      },
    }),
  );
  assert.equal(body.ResultCode, 0, JSON.stringify(body));
}

async function reviewsPage(page) {
  await page.goto('/signin');
  await signIn(page, AUTHORIZER.email);
  await page.waitForURL('**/authorizer/overview');
  await page.goto('/authorizer/payment-reviews');
  await page.getByRole('heading', { level: 1, name: 'M-Pesa payments to review' }).waitFor();
}

const card = (page, receipt) => page.getByRole('listitem', { name: `Payment ${receipt}` });

async function pageFitsPhone(page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `the page is ${width} px wide`);
}

test('an absurd amount waits on the list with why, is dismissed with a reason and shows resolved', async () => {
  const receipt = `PA${run}`.slice(0, 12);
  const { context, page } = await phone(browser);
  await confirmation(context.request, receipt, 'NOSUCH12', '1e15');

  await reviewsPage(page);
  const item = card(page, receipt);
  await item.waitFor();
  await item.getByText('Ksh 1,000,000,000,000,000.00').waitFor();
  await item.getByText('M-Pesa sent "1e15"').waitFor();
  await item.getByText('The amount is above the limit for one payment').waitFor();
  await item.getByText(CLIENT.phone).waitFor();
  await item.getByText('Amina', { exact: true }).waitFor();
  await item.getByText('NOSUCH12').waitFor();
  await item.getByText('Open', { exact: true }).waitFor();
  await pageFitsPhone(page);
  await snap(page, 'list');

  // No reason: the server's words, in the dialog; nothing changes.
  await item.getByRole('button', { name: `Dismiss payment ${receipt}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Dismiss this payment' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Dismiss payment' }).click();
  await dialog.getByRole('alert').getByText('Give a reason for dismissing this payment').waitFor();
  await snap(page, 'dismiss-dialog');

  const reason = 'Not a real payment: M-Pesa moves at most Ksh 250,000 at once';
  await dialog.getByLabel('Reason for dismissing').fill(reason);
  await dialog.getByRole('button', { name: 'Dismiss payment' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Payment dismissed').first().waitFor();
  await item.waitFor({ state: 'detached' });

  await page.getByLabel('Show').selectOption('dismissed');
  await page.waitForURL('**/authorizer/payment-reviews?status=dismissed');
  await item.waitFor();
  await item.getByText('Dismissed', { exact: true }).waitFor();
  await item.getByText(new RegExp(`^Dismissed by ${AUTHORIZER.name} on \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d$`)).waitFor();
  await item.getByText(`Reason: ${reason}`).waitFor();
  assert.equal(await item.getByRole('button').count(), 0, 'a resolved payment offers no action');
  await pageFitsPhone(page);
  await item.getByText(`Reason: ${reason}`).scrollIntoViewIfNeeded();
  await snap(page, 'dismissed');
  // On a laptop the cards sit side by side, nothing cut.
  await page.setViewportSize({ width: 1280, height: 900 });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 1280, `the page is ${wide} px wide`);
  await snap(page, 'laptop');

  // The server keeps it resolved: a second word on it is refused.
  const token = await tokenOf(context.request, AUTHORIZER.email);
  const listed = await json(await context.request.get('/api/payments/reviews?status=dismissed', { headers: bearer(token) }));
  const kept = listed.data.find((review) => review.receipt === receipt);
  assert.equal(kept.note, reason);
  const again = await json(await context.request.post(`/api/payments/reviews/${kept.id}/dismiss`, { headers: bearer(token), data: { reason: 'again' } }), 409);
  assert.equal(again.error, 'This payment was already resolved');
  await context.close();
});

/** A fund made through the API (super admin), open for applications. */
async function apiFund(request) {
  const token = await tokenOf(request, 'super@demo.test');
  const response = await request.post('/api/loan_fund', {
    headers: bearer(token),
    data: {
      name: `E2E Review Fund ${run}`,
      description: 'Browser test fund',
      currency: 'KES',
      maxLoan: 500000,
      website: null,
      annualInterest: 12,
      banded: false,
      maxRepayDurationYears: 2,
      repaymentIntervalDays: 30,
      graceDays: 5,
      penaltyFee: 200,
      active: true,
    },
  });
  assert.ok([200, 201].includes(response.status()), await response.text());
  return (await response.json()).data;
}

/** A small but well-formed one-page PDF: the proposal the client uploads. */
function proposalPdf() {
  const text = `BT /F1 18 Tf 72 760 Td (Business proposal ${run}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * The demo client's loan, applied for through the client calls, reviewed, recommended, approved and
 * paid out by a recorded bank transfer through the staff calls: active, with its balance to repay.
 */
async function disbursedLoan(request) {
  const fund = await apiFund(request);
  const headers = bearer(await tokenOf(request, CLIENT.email));
  const { user } = await json(await request.get('/api/user/unbox', { headers }));
  // One open request per client: withdraw any a former run left unfinished.
  const own = await json(await request.get('/api/client/loan/view', { headers }));
  for (const loan of own.data.filter((l) => ['draft', 'pending', 'under_review', 'returned', 'recommended'].includes(l.status))) {
    await json(await request.post(`/api/user/loan/action/${loan._id}`, { headers, data: { action: 'withdraw' } }));
  }
  await json(await request.get(`/api/client/loan/get_state/${user.user_id}?start=1`, { headers }));
  const upload = await json(
    await request.post(`/api/media/proposal/${user.user_id}`, {
      headers,
      multipart: { proposal: { name: 'proposal.pdf', mimeType: 'application/pdf', buffer: proposalPdf() } },
    }),
  );
  await json(await request.post(`/api/client/loan/proposal/${user.user_id}`, { headers, data: { proposalLink: upload.data.proposalLink } }));
  await json(
    await request.post(`/api/client/loan/fund/${user.user_id}`, {
      headers,
      data: {
        loanFundId: fund._id,
        loanFundInterest: fund.annualInterest,
        loanFundMaxLoan: fund.maxLoan,
        loanFundRepaymentPeriod: fund.maxRepayDurationYears,
        loanFundRepaymentInterval: fund.repaymentIntervalDays,
      },
    }),
  );
  const step = amountStep('20000', '1', 'Amina', 'Wanjiru', '12345678', '20', String(fund.maxLoan), String(fund.maxRepayDurationYears),
    fund.currency, fund.banded, String(fund.annualInterest), fund.repaymentIntervalDays, true);
  assert.ok(step.errors.isEmpty, step.errors.first);
  const quote = step.quote;
  const added = await json(
    await request.post(`/api/client/loan/amount/${user.user_id}`, {
      headers,
      data: {
        amount: 20000,
        years: 1,
        full_periods: quote.fullPeriods,
        installment: Number(quote.installment),
        overflow_amount: Number(quote.overflowAmount),
        payable_interest: Number(quote.payableInterest),
        totalToPay: Number(quote.totalToPay),
        noOfInstallments: quote.noOfInstallments,
        interest_rate: Number(quote.interestRate),
        contribution: 20,
        amount_b4_contrib: Number(quote.amountB4Contrib),
        name1: 'Amina',
        name2: 'Wanjiru',
        idno: '12345678',
      },
    }),
  );
  const loanId = added.data._id;
  const processor = bearer(await tokenOf(request, 'processor@demo.test'));
  const authorizer = bearer(await tokenOf(request, AUTHORIZER.email));
  for (const [who, action] of [[processor, 'review'], [processor, 'recommend'], [authorizer, 'approve']]) {
    await json(await request.post(`/api/user/loan/action/${loanId}`, { headers: who, data: { action } }));
  }
  await json(await request.post(`/api/payment/transfer/${loanId}`, { headers: authorizer, data: { method: 'bank', reference: `E2E-${run}` } }));
  const view = async () => (await json(await request.get(`/api/client/loan/view/${loanId}`, { headers }))).data;
  const loan = await view();
  assert.equal(loan.status, 'active');
  return { loanId, view };
}

test("money for an account no loan has is applied to the client's loan once, after a confirmation", async () => {
  const { context, page } = await phone(browser);
  const { loanId, view } = await disbursedLoan(context.request);
  const before = await view();
  const owed = Number(before.balance);
  // The whole balance in whole shillings: the loan closes, so the demo client has no open loan after this test.
  const amount = Math.ceil(owed);
  const receipt = `PB${run}`.slice(0, 12);
  await confirmation(context.request, receipt, 'NOSUCH34', String(amount));
  const shown = `Ksh ${amount.toLocaleString('en-US')}.00`;
  const account = loanId.slice(-8).toUpperCase();
  const short = loanId.slice(-6);

  await reviewsPage(page);
  const item = card(page, receipt);
  await item.getByText('No loan has this account number').waitFor();
  await item.getByText(shown).waitFor();
  await item.getByRole('button', { name: `Apply payment ${receipt} to a loan` }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply to a loan' });
  await dialog.getByText(`Amount to apply: ${shown}`).waitFor();
  // The search starts from what the payer typed: no loan has it.
  assert.equal(await dialog.getByLabel('Find the loan').inputValue(), 'NOSUCH34');
  await dialog.getByText('No loan matches "NOSUCH34".').waitFor();
  assert.ok(await dialog.getByRole('button', { name: 'Continue' }).isDisabled(), 'no loan chosen yet');

  await dialog.getByLabel('Find the loan').fill(account);
  const option = dialog.getByRole('radio', { name: new RegExp(`Loan ${short}`) });
  await option.check();
  await dialog.getByText('Active').first().waitFor();
  assert.ok(await dialog.getByRole('button', { name: 'Continue' }).isEnabled(), 'a loan is chosen');
  await snap(page, 'apply-dialog');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByText(`Apply ${shown} to loan ${short} of Amina Wanjiru?`, { exact: false }).waitFor();
  await pageFitsPhone(page);
  await snap(page, 'apply-confirm');
  await dialog.getByRole('button', { name: 'Apply payment' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(`Payment applied to the loan: ${shown} to loan ${short}`).waitFor();
  await item.waitFor({ state: 'detached' });

  const after = await view();
  assert.equal(Number(after.balance), 0);
  assert.equal(after.status, 'closed');
  const repaid = after.repayments.filter((row) => row.receipt === receipt);
  assert.equal(repaid.length, 1, 'the receipt is applied once');
  assert.equal(Number(repaid[0].amount), amount);
  assert.equal(after.repayments.length, before.repayments.length + 1);

  // Shown resolved, with a way to the loan; applying it again is refused and changes nothing.
  await page.getByLabel('Show').selectOption('applied');
  await item.getByText(new RegExp(`^Applied to loan ${short} by ${AUTHORIZER.name} on `)).waitFor();
  await item.getByRole('link', { name: `Open loan ${short}` }).click();
  await page.waitForURL(`**/authorizer/loan/${loanId}`);
  assert.equal(pathOf(page), `/authorizer/loan/${loanId}`);

  const token = await tokenOf(context.request, AUTHORIZER.email);
  const applied = await json(await context.request.get('/api/payments/reviews?status=applied', { headers: bearer(token) }));
  const kept = applied.data.find((review) => review.receipt === receipt);
  assert.equal(kept.appliedLoanId, loanId);
  const again = await json(await context.request.post(`/api/payments/reviews/${kept.id}/apply`, { headers: bearer(token), data: { loanId } }), 409);
  assert.equal(again.error, 'This payment was already resolved');
  assert.equal((await view()).repayments.length, after.repayments.length);
  await context.close();
});

test('a payment another staff member resolved meanwhile: the dialog says so in the reader’s language and the list drops it', async () => {
  const receipt = `PC${run}`.slice(0, 12);
  const { context, page } = await phone(browser);
  await confirmation(context.request, receipt, 'NOSUCH56', '50');
  await reviewsPage(page);
  const item = card(page, receipt);
  await item.waitFor();

  await chooseLanguage(page, 'sw');
  try {
    await page.getByRole('heading', { level: 1, name: 'Malipo ya M-Pesa ya kukaguliwa' }).waitFor();
    const kept = page.getByRole('listitem', { name: `Malipo ${receipt}` });
    await kept.getByText('Hakuna mkopo wenye namba hii ya akaunti').waitFor();
    await kept.getByRole('button', { name: `Kataa malipo ${receipt}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Kataa malipo haya' });
    await dialog.getByLabel('Sababu ya kukataa').fill('Imerudishwa kwa mteja');

    // The super admin dismisses it first.
    const token = await tokenOf(context.request, 'super@demo.test');
    const open = await json(await context.request.get('/api/payments/reviews', { headers: bearer(token) }));
    const id = open.data.find((review) => review.receipt === receipt).id;
    await json(await context.request.post(`/api/payments/reviews/${id}/dismiss`, { headers: bearer(token), data: { reason: 'Refunded' } }));

    await dialog.getByRole('button', { name: 'Kataa malipo' }).click();
    await dialog.getByRole('alert').getByText('Malipo haya yalishashughulikiwa').waitFor();
    await snap(page, 'refused-sw');
    await dialog.getByRole('button', { name: 'Ghairi' }).click();
    await dialog.waitFor({ state: 'detached' });
    await kept.waitFor({ state: 'detached' });
    const dismissed = await json(await context.request.get('/api/payments/reviews?status=dismissed', { headers: bearer(token) }));
    assert.equal(dismissed.data.find((review) => review.receipt === receipt).note, 'Refunded', 'the first word stands');
  } finally {
    // The choice is saved to the demo account: English again for the other browser tests.
    await chooseLanguage(page, 'en');
    await page.getByRole('heading', { level: 1, name: 'M-Pesa payments to review' }).waitFor();
    const token = await tokenOf(context.request, AUTHORIZER.email);
    let language;
    for (let i = 0; i < 50 && language !== 'en'; i++) {
      language = (await json(await context.request.get('/api/user/unbox', { headers: bearer(token) }))).user.language;
      if (language !== 'en') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(language, 'en');
  }
  await context.close();
});
