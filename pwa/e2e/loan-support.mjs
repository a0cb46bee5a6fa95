// A pending loan of the demo client, made over the API as the client's screens make it (shared by
// loans-staff.test.mjs and a11y.test.mjs): for tests that need a loan to look at rather than the steps to make one.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { DEMO_PASSWORD } from './browser.mjs';
// The same core rules as the server, to send the client's loan-add figures as the PWA would.
import { amountStep, initSync } from '../src/wasm-pkg/books/portal_core.js';

initSync({ module: await readFile(new URL('../src/wasm-pkg/books/portal_core_bg.wasm', import.meta.url)) });

const run = Date.now().toString(36);
const CLIENT = { email: 'client@demo.test' };

export async function tokenOf(request, email) {
  const response = await request.post('/api/client/signin', { data: { email, password: DEMO_PASSWORD } });
  assert.equal(response.status(), 200, await response.text());
  return (await response.json()).token;
}

const bearer = (token) => ({ Authorization: `Bearer ${token}` });

async function json(response, status = 200) {
  const text = await response.text();
  assert.equal(response.status(), status, `${response.url()}: ${text}`);
  return JSON.parse(text);
}

/** A small but well-formed one-page PDF: the proposal the client uploads. */
function proposalPdf() {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const text = `BT /F1 18 Tf 72 760 Td (Business proposal ${run}) Tj ET`;
  objects[3] = `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
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

/** A fund made through the API (super admin), open for applications. */
export async function apiFund(request, name) {
  const token = await tokenOf(request, 'super@demo.test');
  const response = await request.post('/api/loan_fund', {
    headers: bearer(token),
    data: {
      name,
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
  const fund = (await response.json()).data;
  assert.equal(fund.name, name);
  return fund;
}

/**
 * The demo client's loan request through the client calls: any unfinished request is withdrawn
 * first (one open request per client), then proposal upload, fund, and amount (submitted, pending).
 */
export async function pendingLoan(request, fund) {
  const token = await tokenOf(request, CLIENT.email);
  const headers = bearer(token);
  const { user } = await json(await request.get('/api/user/unbox', { headers }));

  const own = await json(await request.get('/api/client/loan/view', { headers }));
  const state = await json(await request.get(`/api/client/loan/get_state/${user.user_id}`, { headers }));
  const open = [...own.data, ...(state.data.loanInfo ? [state.data.loanInfo] : [])].filter((loan) =>
    ['draft', 'pending', 'under_review', 'returned', 'recommended'].includes(loan.status),
  );
  for (const loan of new Map(open.map((l) => [l._id, l])).values()) {
    await json(await request.post(`/api/user/loan/action/${loan._id}`, { headers, data: { action: 'withdraw' } }));
  }
  // An approved request cannot be withdrawn: pay it out (a recorded bank transfer) so it is no longer open.
  const superToken = await tokenOf(request, 'super@demo.test');
  for (const loan of own.data.filter((l) => l.status === 'approved')) {
    await json(await request.post(`/api/payment/transfer/${loan._id}`, { headers: bearer(superToken), data: { method: 'bank', reference: `E2E-${run}` } }));
  }

  // Start a new application as the client's screens do, then upload the proposal.
  await json(await request.get(`/api/client/loan/get_state/${user.user_id}?start=1`, { headers }));
  const upload = await json(
    await request.post(`/api/media/proposal/${user.user_id}`, {
      headers,
      multipart: { proposal: { name: 'proposal.pdf', mimeType: 'application/pdf', buffer: proposalPdf() } },
    }),
  );
  const { proposalLink } = upload.data;
  assert.ok(proposalLink, 'the upload answers a proposal link');
  await json(await request.post(`/api/client/loan/proposal/${user.user_id}`, { headers, data: { proposalLink } }));
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

  const amount = '60000';
  const contribution = '20';
  const years = '1';
  // Core's amount step on the fund's terms, as the amount screen runs it.
  const step = amountStep(amount, years, 'Amina', 'Wanjiru', '12345678', contribution, String(fund.maxLoan),
    String(fund.maxRepayDurationYears), fund.currency, fund.banded, String(fund.annualInterest), fund.repaymentIntervalDays, true);
  assert.ok(step.errors.isEmpty, step.errors.first);
  const quote = step.quote;
  const rate = quote.interestRate;
  const added = await json(
    await request.post(`/api/client/loan/amount/${user.user_id}`, {
      headers,
      data: {
        amount: Number(amount),
        years: Number(years),
        full_periods: quote.fullPeriods,
        installment: Number(quote.installment),
        overflow_amount: Number(quote.overflowAmount),
        payable_interest: Number(quote.payableInterest),
        totalToPay: Number(quote.totalToPay),
        noOfInstallments: quote.noOfInstallments,
        interest_rate: Number(rate),
        contribution: Number(contribution),
        amount_b4_contrib: Number(quote.amountB4Contrib),
        name1: 'Amina',
        name2: 'Wanjiru',
        idno: '12345678',
      },
    }),
  );
  assert.equal(added.data.status, 'pending');
  return { loan: added.data, user, installments: quote.noOfInstallments };
}

/** Withdraws the demo client's loan request, leaving the client with nothing open. */
export async function withdrawLoan(request, loanId) {
  const headers = bearer(await tokenOf(request, CLIENT.email));
  await json(await request.post(`/api/user/loan/action/${loanId}`, { headers, data: { action: 'withdraw' } }));
}
