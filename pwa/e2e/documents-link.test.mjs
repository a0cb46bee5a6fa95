// A sent invoice's link (issue 16; docs/documents.md, "Sending and the public link"): the showcase
// entrepreneur sends her demo invoice over the API; the SMS in the dev outbox carries the short link,
// which opens in a fresh browser on a phone, signed in to nothing, showing only that invoice, its
// balance and its PDF; turned off, the same link says it has expired or was turned off.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, phone } from './browser.mjs';

const BASE = process.env.E2E_BASE_URL ?? 'http://localhost:8080';
const EMAIL = 'wanjiku.kamau@demo.test';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo-2026!';

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

async function api(path, { token, body } = {}) {
  const response = await fetch(new URL(`/api${path}`, BASE), {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json().catch(() => null);
  assert.ok(response.ok, `${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

test("a sent invoice's SMS link opens it without signing in, until it is turned off", async () => {
  const { token } = await api('/client/signin', { body: { email: EMAIL, password: PASSWORD } });
  const invoices = await api('/documents/invoices/list', { token, body: { phone: '0712000001' } });
  const invoice = invoices.data[0];
  assert.ok(invoice, 'the showcase has a demo invoice');
  const sent = await api('/documents/invoices/print', { token, body: { phone: '0712000001', id: invoice.id } });
  assert.equal(sent.message, 'Invoice sent successfully');

  // The SMS to the client, as the dev outbox holds it.
  const outbox = await api(`/dev/outbox?to=${encodeURIComponent(invoice.billTo.phone)}`);
  const sms = outbox.messages.find((m) => m.channel === 'sms' && m.body.includes(invoice.number));
  assert.ok(sms, `an SMS naming ${invoice.number}`);
  const address = /https?:\/\/\S+\/d\/[A-Za-z0-9_-]+/.exec(sms.body)?.[0];
  assert.ok(address, sms.body);
  const path = new URL(address).pathname;

  // A fresh browser, signed in to nothing.
  const { context, page } = await phone(browser, { baseURL: BASE });
  await page.goto(path);
  await page.getByRole('heading', { name: `Invoice ${invoice.number}` }).waitFor();
  await page.getByText(`For ${invoice.billTo.name}`).waitFor();
  const due = Number(invoice.balanceDue).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await page.getByText(`Ksh ${due}`).first().waitFor();
  const pdfLink = page.getByRole('link', { name: 'Download the PDF' });
  const pdf = await page.request.get(await pdfLink.getAttribute('href'));
  assert.equal(pdf.headers()['content-type'], 'application/pdf');
  assert.ok((await pdf.body()).subarray(0, 5).toString() === '%PDF-');
  assert.equal(await page.evaluate(() => localStorage.getItem('portal.user')), null, 'nobody signed in');
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/documents-link.png`, fullPage: true });

  // Turned off by the business: the same link says so, and shows nothing of the invoice.
  await api(`/documents/links/${sent.data.link.id}/revoke`, { token, body: {} });
  await page.reload();
  await page.getByText('This link has expired or was turned off. Ask the business for a new one.').waitFor();
  assert.equal(await page.getByText(invoice.number).count(), 0);
  await context.close();
});
