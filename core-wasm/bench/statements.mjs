// How long reading, checking and reconciling a made-up 12-month M-Pesa statement of 5,000
// transactions takes in WASM under node, through `reconcileStatementCsv` (docs/validation.md), on
// the files core/examples/mpesa_statement.rs writes (the statement and its DigiKua columns, the same
// as core/examples/statement_bench.rs uses). Usage: node statements.mjs PKG_DIR FILES_DIR
// [--native MS]; prints the median ms, the ratio to the 1 s reach and to native.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const RUNS = 11;
const REACH_MS = 1000;
const [pkgDir, filesDir, ...rest] = process.argv.slice(2);
const nativeAt = rest.indexOf('--native');
const nativeMs = nativeAt >= 0 ? Number(rest[nativeAt + 1]) : NaN;

const core = await import(pathToFileURL(join(pkgDir, 'portal_core.js')).href);
core.initSync({ module: readFileSync(join(pkgDir, 'portal_core_bg.wasm')) });

const csv = new Uint8Array(readFileSync(join(filesDir, 'statement-clean.csv')));
const rows = readFileSync(join(filesDir, 'books-columns.csv'), 'utf8').trim().split('\n');
const kinds = new Uint8Array(rows.length);
const dates = new Float64Array(rows.length);
const amounts = new Float64Array(rows.length);
rows.forEach((row, i) => {
  const [kind, date, amount] = row.split(',');
  kinds[i] = Number(kind);
  dates[i] = Number(date);
  amounts[i] = Number(amount);
});

const run = () => core.reconcileStatementCsv(csv, kinds, dates, amounts);
let result = run();
if (result[0] !== '') throw new Error(result[0]);
const times = [];
for (let i = 0; i < RUNS; i++) {
  const began = performance.now();
  result = run();
  times.push(performance.now() - began);
}
times.sort((a, b) => a - b);
const ms = times[Math.floor(RUNS / 2)];
const months = Number(result[1]);
const unmatched = result.length - 2 - months * 10;
const ratio = Number.isFinite(nativeMs) ? `; ratio to native: ${(ms / nativeMs).toFixed(2)}` : '';
console.log(
  `wasm csv: ${ms.toFixed(2)} ms (read + check + reconcile, median of ${RUNS}; ${months} months, ${unmatched} unmatched); ratio to the ${REACH_MS} ms reach: ${(ms / REACH_MS).toFixed(4)}${ratio}`,
);
