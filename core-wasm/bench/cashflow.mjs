// How long the cashflow summary of 100,000 records takes in the bookkeeping WASM package in node,
// through the calls the PWA makes, on the same rows as core/examples/cashflow_bench.rs: the columns
// read once into a CashBook (typed arrays in), then one summary of a range (decimal texts out).
// Also times what the summary screen does first: building those columns from 100,000 stored record
// objects (features/digikua/summary/cashColumns.ts, bundled as it is). With `--native MS` (the native median) it prints the ratio against the reach: WASM at most
// 50 ms and at most 2x native.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROWS = 100_000;
const WARM_UP_RUNS = 50; // enough for V8 to move the WASM to its optimising tier
const RUNS = 31;
const FIRST_DAY = 1_735_678_800; // 2025-01-01 00:00 in Nairobi
const DAYS = 730;
const REACH_MS = 50;
const REACH_RATIO = 2;

const pkg = new URL('../../pwa/src/wasm-pkg/books/', import.meta.url);
const bookkeeping = await import(new URL('portal_core.js', pkg));
bookkeeping.initSync({ module: readFileSync(new URL('portal_core_bg.wasm', pkg)) });

/** The rows of cashflow_bench.rs: the same generator, so the same figures. */
function columns() {
  let state = 2026;
  const next = () => (state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0);
  const kinds = new Uint8Array(ROWS);
  const dates = new Float64Array(ROWS);
  const amounts = new Float64Array(ROWS);
  for (let i = 0; i < ROWS; i++) {
    const r = next();
    kinds[i] = 1 + (r % 6);
    dates[i] = FIRST_DAY + ((r >>> 8) % DAYS) * 86_400;
    amounts[i] = (next() % 5_000_000) / 100;
  }
  return { kinds, dates, amounts };
}

const load = (c) => new bookkeeping.CashBook(c.kinds, c.dates, c.amounts);

/** As pwa/src/lib/core-bookkeeping.ts's summarizeCashflow: every figure read, then freed. */
function summarize(book, from, to) {
  const s = book.summarize(from, to);
  try {
    return {
      productSales: s.productSales,
      serviceSales: s.serviceSales,
      revenue: s.revenue,
      costOfGoods: s.costOfGoods,
      grossProfit: s.grossProfit,
      operatingExpense: s.operatingExpense,
      operatingCashflow: s.operatingCashflow,
      capitalExpenditure: s.capitalExpenditure,
      netCashflow: s.netCashflow,
      investments: s.investments,
      grossMarginPercent: s.grossMarginPercent,
      entries: s.entries,
    };
  } finally {
    s.free();
  }
}

function median(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(work) {
  for (let i = 0; i < WARM_UP_RUNS; i++) work();
  const times = [];
  let result;
  for (let i = 0; i < RUNS; i++) {
    const began = performance.now();
    result = work();
    times.push(performance.now() - began);
  }
  return { ms: median(times), result };
}

const raw = columns();
const [from, to] = [FIRST_DAY, FIRST_DAY + DAYS * 86_400 - 1];
const loaded = time(() => {
  const book = load(raw);
  const rows = book.rows;
  book.free();
  return rows;
});
const book = load(raw);
const wasm = time(() => summarize(book, from, to));
const s = wasm.result;
console.log(
  `wasm:   ${wasm.ms.toFixed(3)} ms (median of ${RUNS} runs, ${ROWS} records; ${s.entries} counted, revenue ${s.revenue}, net cashflow ${s.netCashflow})`,
);
console.log(`wasm load: ${loaded.ms.toFixed(3)} ms (the columns copied in and read into the book)`);

// The screen's path: stored records (as lib/sync keeps them) → columns, by the PWA's own module.
const { rolldown } = await import(new URL('../../pwa/node_modules/rolldown/dist/index.mjs', import.meta.url));
const bundle = await rolldown({
  input: fileURLToPath(new URL('../../pwa/src/features/digikua/summary/cashColumns.ts', import.meta.url)),
  logLevel: 'silent',
});
const { output } = await bundle.generate({ format: 'esm' });
const dir = mkdtempSync(join(tmpdir(), 'cashflow-bench-'));
writeFileSync(join(dir, 'cashColumns.mjs'), output[0].code);
const { buildCashColumns, memoKindOf } = await import(pathToFileURL(join(dir, 'cashColumns.mjs')).href);
rmSync(dir, { recursive: true, force: true });

// Records shaped as the phone stores them (core's JSON, spec field names), one kind per row above.
const hex = (i) => i.toString(16).padStart(24, '0');
const BUSINESS = 'b'.repeat(24);
function recordOf(i, kind, date, amount) {
  const id = hex(i);
  if (kind <= 2) {
    return ['sale', { id, businessId: BUSINESS, nature: kind === 1 ? 'Product' : 'Service', variantId: hex(i % 97), quantity: 1 + (i % 5), revenue: amount, dateSold: date, typeOfSale: 'cash', clientPhone: '0712345678', dateAdded: date, lastEdited: date }];
  }
  if (kind <= 5) {
    const nature = ['COG', 'OpEx', 'CapEx'][kind - 3];
    return ['expense', { id, businessId: BUSINESS, nature, name: 'Stock', amountSpent: amount, transactionDate: date, typeOfExpense: 'stock', supplierPhone: '0798765432', productVariantId: kind === 3 ? hex(i % 97) : null, lifespanInYears: kind === 5 ? 3 : null, dateAdded: date, lastEdited: date }];
  }
  return ['investment', { id, businessId: BUSINESS, investmentNarration: 'Equipment', typeOfInvestment: 'savings', investmentAmount: amount, investmentDate: date, dateAdded: date, lastEdited: date }];
}
const byEntity = { sale: [], expense: [], investment: [] };
for (let i = 0; i < ROWS; i++) {
  const [entity, record] = recordOf(i, raw.kinds[i], raw.dates[i], raw.amounts[i]);
  byEntity[entity].push({ id: record.id, entity, businessId: BUSINESS, record, date: raw.dates[i], state: 'synced', message: null, updatedAt: 0 });
}
const sets = Object.entries(byEntity).map(([entity, records]) => ({ entity, records }));
const built = time(() => buildCashColumns(sets, memoKindOf(bookkeeping.cashKindCode)));
const fromRecords = summarize(load(built.result.columns), from, to);
if (fromRecords.revenue !== s.revenue || fromRecords.netCashflow !== s.netCashflow || fromRecords.entries !== s.entries) {
  console.error('columns built from the records do not sum to the same figures');
  process.exit(1);
}
console.log(`columns from ${ROWS} record objects (JS): ${built.ms.toFixed(3)} ms (median of ${RUNS} runs; same figures)`);

const argument = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : NaN;
};
const native = argument('--native');
if (native > 0) {
  const ratio = wasm.ms / native;
  const met = wasm.ms <= REACH_MS && ratio <= REACH_RATIO;
  console.log(
    `wasm/native: ${ratio.toFixed(2)}x; reach (wasm <= ${REACH_MS} ms and <= ${REACH_RATIO}x native): ${met ? 'met' : 'NOT met'}`,
  );
}
const nativeLoad = argument('--native-load');
if (nativeLoad > 0) console.log(`load wasm/native: ${(loaded.ms / nativeLoad).toFixed(2)}x`);
