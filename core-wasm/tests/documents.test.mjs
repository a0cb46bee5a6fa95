// The business documents' rules (`books` package) and their PDFs (`pdf` package), exactly as the PWA
// loads them: the forms' checks in the spec's order, item totals, payments within the balance, the
// numbers made offline, and the document and receipt PDFs with their letterhead.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

async function load(feature) {
  const pkg = new URL(`../../pwa/src/wasm-pkg/${feature}/`, import.meta.url);
  const module = await import(new URL('portal_core.js', pkg));
  module.initSync({ module: readFileSync(new URL('portal_core_bg.wasm', pkg)) });
  return module;
}
const books = await load('books');
const pdf = await load('pdf');

const S = '\u001f';
const latin1 = (bytes) => Buffer.from(bytes).toString('latin1');
const variants = ['v1', 'Sukuma wiki 1kg', 'Product', '120', 's1', 'Delivery', 'Service', ''].join(S);
const check = (client, items) =>
  books.checkDocument('254712345678', client.name ?? '', client.phone ?? '', client.email ?? '', items.flat().join(S), variants, 'KE');

test('checkDocument: the spec order, then each item with its row', () => {
  const client = { name: 'Amina', phone: '0722000111', email: 'Amina@Shop.co.ke' };
  assert.deepEqual(books.checkDocument('', 'A', '0722000111', 'a@b.co', ['v1', '1', '120'].join(S), variants, 'KE'), ['Missing important information', '']);
  assert.deepEqual(check(client, []), ['Add an item', '']);
  assert.deepEqual(check({}, [['v1', '1', '120']]), ['Client email cannot be blank', '']);
  assert.deepEqual(check({ email: 'a@b.co' }, [['v1', '1', '120']]), ['Client phone cannot be blank', '']);
  assert.deepEqual(check({ email: 'a@b.co', phone: '0722000111' }, [['v1', '1', '120']]), ['Client name cannot be blank', '']);
  assert.deepEqual(check(client, [['v1', '1', '120'], ['', '1', '5']]), ['Choose a product or service for every item', '2']);
  assert.deepEqual(check(client, [['v1', '0', '120']]), ['Quantity must be more than 0', '1']);
  assert.deepEqual(check(client, [['v1', '1', '-1']]), ['Total amount cannot be negative', '1']);
  const ok = check(client, [['v1', '2.5', '300'], ['s1', '1', '50.5']]);
  assert.deepEqual(ok, [
    '', 'Amina', '254722000111', 'amina@shop.co.ke',
    'v1', 'Sukuma wiki 1kg', 'Product', '2.5', '120.00', '300.00',
    's1', 'Delivery', 'Service', '1', '', '50.50',
  ]);
});

test('itemTotal is the unit price times the quantity, to the cent; nothing without a price', () => {
  assert.equal(books.itemTotal('120', '2.5'), '300.00');
  assert.equal(books.itemTotal('33.33', '0.333'), '11.10');
  assert.equal(books.itemTotal('', '2'), undefined);
  assert.equal(books.itemTotal('120', 'two'), undefined);
});

test('checkPayment: the spec order, no day after today, never past the balance', () => {
  const now = 1_795_700_000; // 2026-11-26 in Nairobi
  const pay = (amount, date, paid = '') => books.checkPayment('254712345678', 'inv1', amount, date, '1000', paid, now);
  assert.deepEqual(books.checkPayment('254712345678', '', '10', '2026-11-20', '1000', '', now), ['Missing important information']);
  assert.deepEqual(pay('10', ''), ['Date paid cannot be blank']);
  assert.deepEqual(pay('', '2026-11-20'), ['Amount paid cannot be blank']);
  assert.deepEqual(pay('10', '2026-11-27'), ['Date paid cannot be in the future']);
  assert.deepEqual(pay('600.01', '2026-11-20', ['400'].join(S)), ['Amount paid is more than the balance due on this invoice']);
  assert.deepEqual(pay('1', '2026-11-20', ['400', '600'].join(S)), ['This invoice is already fully paid']);
  const [message, amount, day, paidAt] = pay('600', '2026-11-26', '400');
  assert.deepEqual([message, amount, day], ['', '600.00', '2026-11-26']);
  assert.equal(Number(paidAt), 1_795_640_400, 'Nairobi midnight');
});

test('balance, and the numbers made on the phone', () => {
  assert.deepEqual(books.balance('1000', ''), ['1000.00', '0.00', '1000.00', 'unpaid']);
  assert.deepEqual(books.balance('1000', ['400', '100.5'].join(S)), ['1000.00', '500.50', '499.50', 'partlyPaid']);
  assert.deepEqual(books.balance('1000', ['400', '600'].join(S)), ['1000.00', '1000.00', '0.00', 'paid']);
  assert.equal(books.number('invoice', 1_795_700_000, '65f0c0ffee00000000007f3a'), 'INV-261126-7F3A');
  assert.equal(books.number('quotation', 1_795_700_000, '65f0c0ffee00000000007f3a'), 'QUO-261126-7F3A');
  assert.equal(books.receiptNumber(1_795_700_000, '65f0c0ffee0000000000ab12'), 'RCT-261126-AB12');
});

const items = ['Sukuma wiki 1kg', 'Product', '2.5', '120.00', '300.00', 'Delivery', 'Service', '1', '', '700.00'].join(S);
const head = ['Mama Mboga Ltd', '0712 345 678', 'mama@mboga.co.ke', 'KES'].join(S);
const payments = ['RCT-261126-AAAA', '2026-11-20', '400.00', 'RCT-261126-BBBB', '2026-11-26', '600.00'].join(S);

test('documentPdf: an invoice with its letterhead, items, payments and balance, in English or Swahili', () => {
  const bytes = pdf.documentPdf('invoice', '65f0c0ffee00000000007f3a', 1_795_700_000, 'Amina', '+254722000111', 'amina@shop.co.ke', items, payments.split(S).slice(0, 3).join(S), head, 'en');
  assert.ok(bytes instanceof Uint8Array);
  const text = latin1(bytes);
  assert.ok(text.startsWith('%PDF-'));
  for (const shown of ['Mama Mboga Ltd', 'mama@mboga.co.ke', 'INV-261126-7F3A', 'Amina', 'Sukuma wiki 1kg', 'Delivery', 'RCT-261126-AAAA', 'Ksh 1,000.00', 'Ksh 600.00']) {
    assert.ok(text.includes(shown), shown);
  }
  const quotation = latin1(pdf.documentPdf('quotation', '65f0c0ffee00000000007f3a', 1_795_700_000, 'Amina', '+254722000111', 'a@b.co', items, '', head, 'sw'));
  assert.ok(quotation.includes('QUO-261126-7F3A'));
  assert.ok(!quotation.includes('RCT-'), 'a quotation lists no payments');
  assert.ok(quotation.includes('NUKUU YA BEI'), 'Swahili title');
});

test('receiptPdf: the payment, its invoice and the balance after it ("Paid in full" at the end)', () => {
  const receipt = (thisOne) =>
    latin1(pdf.receiptPdf('65f0c0ffee00000000007f3a', 1_795_700_000, 'Amina', '+254722000111', 'a@b.co', items, payments, thisOne, head, 'en'));
  const first = receipt(0);
  assert.ok(first.startsWith('%PDF-'));
  assert.ok(first.includes('RCT-261126-AAAA'));
  assert.ok(first.includes('INV-261126-7F3A'));
  assert.ok(first.includes('Ksh 600.00'), 'the balance after the first payment');
  assert.ok(!first.includes('Paid in full'));
  const last = receipt(1);
  assert.ok(last.includes('RCT-261126-BBBB'));
  assert.ok(last.includes('Paid in full'));
});
