// Business documents on a phone, as an entrepreneur uses them: a quotation made in airplane mode
// (the 5.2 messages of an empty form first), synced when the network is back, made an invoice, paid
// in two parts (an overpayment refused by core), the receipt's PDF made on the phone, and the
// payments' DigiKua sales on the server and in the sales list.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, phone } from './browser.mjs';
import { addProductAndVariant, apiToken, indicator, openSales, ownServer, salesOf, serverRecords, signInClient, waitSynced } from './sync-support.mjs';

let browser;
let server;

before(async () => {
  server = await ownServer('documents');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const AREA = '/dashboard/business-documents';

test('a quotation made offline becomes an invoice, paid in two parts, with its receipt and DigiKua sales', async () => {
  const { context, page } = await phone(browser, { baseURL: server.base });
  // The PDFs are blobs the page opens: keep the last one to read its bytes.
  await context.addInitScript(() => {
    const make = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob) => {
      window.__lastBlob = blob;
      return make(blob);
    };
  });
  await signInClient(page);
  // client@demo.test starts with empty books: a product with a variant at Ksh 150.
  await addProductAndVariant(page);
  await waitSynced(page);

  await page.goto(`${AREA}/home`);
  await page.getByRole('heading', { name: 'Welcome to Business Documents' }).waitFor();
  await page.getByRole('link', { name: 'Go to Quotations' }).click();
  await page.waitForURL(`**${AREA}/quotation`);
  await page.getByText('No data available in table').waitFor();
  assert.equal(await page.getByRole('navigation', { name: 'Business documents' }).getByRole('link', { name: 'Quotations' }).getAttribute('aria-current'), 'page');

  // ---- airplane mode: the quotation is made and kept on the phone --------------------------------
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Create Quotation' }).click();
  const create = page.getByRole('dialog');
  await create.getByRole('button', { name: 'Save' }).click();
  await create.getByRole('alert').getByText('Add an item').waitFor();
  await create.getByLabel('Product or service').selectOption({ label: '2 kg packet (Product)' });
  await create.getByLabel('Quantity').fill('2');
  assert.equal(await create.getByLabel('Total amount').inputValue(), '300.00', "core's unit price × quantity");
  await create.getByRole('button', { name: 'Save' }).click();
  await create.getByRole('alert').getByText('Client email cannot be blank').waitFor();
  await create.getByLabel('Client email').fill('amina@shop.co.ke');
  await create.getByRole('button', { name: 'Save' }).click();
  await create.getByRole('alert').getByText('Client phone cannot be blank').waitFor();
  await create.getByLabel('Client phone').fill('0722000111');
  await create.getByRole('button', { name: 'Save' }).click();
  await create.getByRole('alert').getByText('Client name cannot be blank').waitFor();
  await create.getByLabel('Client name').fill('Amina Traders');
  await create.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Quotation created successfully').first().waitFor();
  await create.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Amina Traders' }).waitFor();
  await page.getByText('Not synced yet').waitFor();
  // Send, offline: it waits on the phone, and says so.
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('It will be sent as soon as the phone is online and the record has reached the server.').first().waitFor();
  await page.getByRole('button', { name: 'Waiting to send' }).waitFor();

  // ---- back online: it syncs, then the waiting send goes -----------------------------------------
  await context.setOffline(false);
  await waitSynced(page);
  await page.getByText('Not synced yet').waitFor({ state: 'detached' });
  await page.getByText('Quotation sent successfully').first().waitFor();
  await page.getByRole('button', { name: 'Send' }).waitFor();
  const outbox = await (await page.request.get('/api/dev/outbox?to=254722000111')).json();
  assert.ok(outbox.messages.some((m) => m.channel === 'sms' && /\/d\/[A-Za-z0-9_-]+/.test(m.body)), 'the SMS with its link');

  // The quotation becomes an invoice.
  await page.getByRole('button', { name: 'Amina Traders' }).click();
  const view = page.getByRole('dialog');
  await view.getByText(/QUO-\d{6}-[0-9A-F]{4}/).first().waitFor();
  await view.getByRole('button', { name: 'Make invoice' }).click();
  await page.getByText('Invoice generated successfully').first().waitFor();
  await view.getByText('This quotation is an invoice now.').waitFor();
  await view.getByRole('button', { name: 'Close' }).last().click();
  await waitSynced(page);

  await page.getByRole('navigation', { name: 'Business documents' }).getByRole('link', { name: 'Invoices' }).click();
  await page.waitForURL(`**${AREA}/invoice`);
  await page.getByRole('button', { name: 'Amina Traders' }).waitFor();

  // ---- two payments, the second leaving nothing due --------------------------------------------
  await page.getByRole('navigation', { name: 'Business documents' }).getByRole('link', { name: 'Receipts' }).click();
  const invoiceButton = page.getByRole('button', { name: /^INV-\d{6}-[0-9A-F]{4}$/ });
  await invoiceButton.click();
  const pay = page.getByRole('dialog');
  await pay.getByText('Balance due: Ksh 300.00').waitFor();
  await pay.getByLabel('Amount paid').fill('400');
  await pay.getByRole('button', { name: 'Save' }).click();
  await pay.getByRole('alert').getByText('Amount paid is more than the balance due on this invoice').waitFor();

  await pay.getByLabel('Amount paid').fill('100');
  await pay.getByRole('button', { name: 'Save' }).click();
  await pay.getByText('Balance due: Ksh 200.00').waitFor();
  await waitSynced(page);
  // The server orders an invoice's payments by when it recorded them, in whole seconds (then by id):
  // two payments in the same second have no order. A person takes longer; the test waits a second.
  await page.waitForTimeout(1100);
  await pay.getByLabel('Amount paid').fill('200');
  await pay.getByRole('button', { name: 'Save' }).click();
  await pay.getByText('Paid in full').first().waitFor();
  await waitSynced(page);

  // The receipt's PDF, made on the phone.
  const receipt = (await pay.locator('.doc-saved p').innerText()).match(/RCT-\d{6}-[0-9A-F]{4}/)?.[0];
  assert.ok(receipt, 'the receipt number is shown');
  const opened = context.waitForEvent('page').catch(() => null);
  await pay.getByRole('button', { name: 'Receipt PDF' }).click();
  await page.waitForFunction(() => window.__lastBlob?.type === 'application/pdf');
  const bytes = await page.evaluate(async () => Array.from(new Uint8Array(await window.__lastBlob.arrayBuffer())));
  const text = Buffer.from(bytes).toString('latin1');
  assert.ok(text.startsWith('%PDF'), 'a PDF');
  assert.ok(text.includes(receipt), `the PDF names ${receipt}`);
  assert.ok(text.includes('Paid in full'), 'the second payment leaves nothing due');
  await (await opened)?.close();

  // ---- the payments' DigiKua sales: on the server, and in the sales list after the pull -------
  const token = await apiToken(server.base, 'client@demo.test');
  const { changes } = await serverRecords(server.base, token);
  assert.deepEqual(salesOf(changes).revenues, [100, 200]);
  const payments = changes.filter((c) => c.entity === 'documentPayment');
  assert.equal(payments.length, 2, 'each payment once');
  assert.ok(payments.some((p) => p.record.receiptNumber === receipt), 'the receipt number the phone showed is the server’s');

  await openSales(page);
  await page.getByText('Ksh 100.00').first().waitFor();
  await page.getByText('Ksh 200.00').first().waitFor();
  await indicator(page).getByText('All synced').waitFor();

  // ---- airplane mode again: the invoice's PDF is still made on the phone --------------------------
  await context.setOffline(true);
  await page.goto(`${AREA}/invoice`);
  await page.getByRole('button', { name: 'Amina Traders' }).click();
  const offlineView = page.getByRole('dialog');
  const number = (await offlineView.getByRole('heading', { level: 2 }).innerText()).match(/INV-\d{6}-[0-9A-F]{4}/)?.[0];
  assert.ok(number, 'the invoice number is shown');
  assert.equal(await offlineView.getByRole('button', { name: 'Send', exact: true }).isDisabled(), false, 'offered offline: it would wait');
  await offlineView.getByText('Sending needs a connection: it will wait until you are online').waitFor();
  await page.evaluate(() => {
    window.__lastBlob = null;
  });
  const tab = context.waitForEvent('page').catch(() => null);
  await offlineView.getByRole('button', { name: 'PDF', exact: true }).click();
  await page.waitForFunction(() => window.__lastBlob?.type === 'application/pdf');
  const invoicePdf = Buffer.from(await page.evaluate(async () => Array.from(new Uint8Array(await window.__lastBlob.arrayBuffer())))).toString('latin1');
  assert.ok(invoicePdf.startsWith('%PDF'));
  assert.ok(invoicePdf.includes(number), `the PDF names ${number}`);
  assert.ok(invoicePdf.includes(receipt), 'with its payments');
  await (await tab)?.close();
  await context.close();
});
