// The milestone budget's rules (`books` package), exactly as the PWA loads them: kept periods and
// lines read in, a typed period or line checked against them with core's messages, and the report
// against DigiKua's expenses read back as rows (budget, actual, variance, variance % per period and
// the Total), Unbudgeted rows for expense types no line covers, cost of goods counted nowhere.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const pkg = new URL('../../pwa/src/wasm-pkg/books/', import.meta.url);
const books = await import(new URL('portal_core.js', pkg));
books.initSync({ module: readFileSync(new URL('portal_core_bg.wasm', pkg)) });

const S = '\u001f';
const day = (y, m, d) => Date.UTC(y, m - 1, d, 9) / 1000;

function quarters() {
  const book = new books.BudgetBook();
  assert.equal(book.period('p1', '1', '2026-01-01', '2026-03-31', true), undefined);
  assert.equal(book.period('p2', '2', '2026-04-01', '2026-06-30', true), undefined);
  return book;
}

test('a typed period is checked against the kept ones, in core order of messages', () => {
  const book = quarters();
  assert.equal(book.period('p3', '', '2026-07-01', '2026-09-30', false), 'Period number cannot be blank');
  assert.equal(book.period('p3', '2', '2026-07-01', '2026-09-30', false), 'There is already a period with this number');
  assert.equal(book.period('p3', '3', '2026-06-01', '2026-09-30', false), 'This period overlaps another period');
  assert.equal(book.period('p3', '3', '2026-10-01', '2026-09-30', false), 'From date cannot be after To date');
  assert.equal(book.period('p3', '3', '2026-07-01', '2026-09-30', false), undefined);
  // Editing a kept period replaces it rather than overlapping itself.
  assert.equal(book.period('p2', '2', '2026-04-01', '2026-06-15', false), undefined);
  // A check does not keep: the same number is still free.
  assert.equal(book.period('p4', '3', '2026-07-01', '2026-09-30', false), undefined);
  book.free();
});

test('a typed line is checked: name, kind, types, amounts by period', () => {
  const book = quarters();
  assert.equal(book.line('l1', '', 'Operating', 'rent', '', false), 'Expense name cannot be blank');
  assert.equal(book.line('l1', 'Rent', '', 'rent', '', false), 'Choose Operating or Capital expense');
  assert.equal(book.line('l1', 'Rent', 'Operating', '', '', false), 'Choose at least one expense type');
  assert.equal(book.line('l1', 'Rent', 'Operating', 'rent', `p1${S}abc`, false), 'Enter the amount as a number, e.g. 1500 or 1500.50');
  assert.equal(book.line('l1', 'Rent', 'Operating', 'rent', `p9${S}100`, false), 'An amount is for a period that is not in the budget');
  assert.equal(book.line('l1', 'Rent', 'Operating', 'rent', `p1${S}20000${S}p2${S}20000.50`, true), undefined);
  assert.equal(book.line('l2', 'More rent', 'Operating', 'rent', '', false), 'Another line of the same kind already covers one of these expense types');
  assert.equal(book.line('l2', 'Shop', 'Capital', 'rent', '', false), undefined);
  book.free();
});

test('the report: actual from OpEx of the covered types, Unbudgeted rows, totals and percentages', () => {
  const book = quarters();
  book.line('l1', 'Rent', 'Operating', 'rent', `p1${S}20000${S}p2${S}20000`, true);
  const rows = book.report(
    ['OpEx', 'OpEx', 'COG', 'OpEx', 'CapEx'].join(S),
    ['rent', 'marketing', 'rent', 'rent', 'equipment'].join(S),
    [day(2026, 2, 1), day(2026, 5, 3), day(2026, 2, 1), day(2025, 12, 31), day(2026, 6, 30)],
    [15000, 2500, 9999, 7777, 45000.5],
  ).map((row) => row.split(S));
  assert.deepEqual(rows[0], ['periods', 'p1', '1', '2026-01-01', '2026-03-31', 'p2', '2', '2026-04-01', '2026-06-30']);
  const figures = (row) => row.slice(4);
  const rent = rows.find((row) => row[0] === 'line');
  assert.deepEqual(rent.slice(0, 4), ['line', 'Operating', 'l1', 'Rent']);
  assert.deepEqual(figures(rent), ['20000.00', '15000.00', '5000.00', '25.00', '20000.00', '0.00', '20000.00', '100.00', '40000.00', '15000.00', '25000.00', '62.50']);
  const marketing = rows.find((row) => row[0] === 'unbudgeted' && row[1] === 'Operating');
  assert.deepEqual(marketing.slice(0, 3), ['unbudgeted', 'Operating', 'marketing']);
  assert.deepEqual(figures(marketing), ['0.00', '0.00', '0.00', '', '0.00', '2500.00', '-2500.00', '', '0.00', '2500.00', '-2500.00', '']);
  const equipment = rows.find((row) => row[0] === 'unbudgeted' && row[1] === 'Capital');
  assert.deepEqual(figures(equipment).slice(8), ['0.00', '45000.50', '-45000.50', '']);
  const total = rows.at(-1);
  assert.equal(total[0], 'total');
  // Cost of goods and the expense before the first period count nowhere.
  assert.deepEqual(figures(total).slice(8), ['40000.00', '62500.50', '-22500.50', '-56.25']);
  book.free();
});
