// How many loan quotes with their full schedule the loans WASM package computes per second in node,
// through the same calls the PWA makes (decimal text in, objects out). Prints the figure; with
// `--native N` (schedules/s measured natively) also the WASM/native ratio.
import { readFileSync } from 'node:fs';

const pkg = new URL('../../pwa/src/wasm-pkg/books/', import.meta.url);
const loans = await import(new URL('portal_core.js', pkg));
loans.initSync({ module: readFileSync(new URL('portal_core_bg.wasm', pkg)) });

const cases = [];
[7, 14, 30, 31, 91].forEach((interval, i) => {
  for (const quarters of [2, 4, 6, 8]) {
    for (const contribution of [10, 20, 30, 50]) {
      const amount = String(50000 + 37513 * (i + quarters + contribution));
      cases.push([amount, String(contribution), String(quarters / 4), interval, ((1200 - 125 * i) / 100).toFixed(2)]);
    }
  }
});

const budgetMs = 2000;
const began = performance.now();
let schedules = 0;
let installments = 0;
while (performance.now() - began < budgetMs) {
  for (const [amount, contribution, years, interval, rate] of cases) {
    const rows = loans.schedulePreview(amount, contribution, years, interval, rate, '2026-11-23');
    installments += rows.length;
    for (const row of rows) row.free();
    schedules += 1;
  }
}
const seconds = (performance.now() - began) / 1000;
const perSecond = schedules / seconds;
console.log(
  `wasm:   ${perSecond.toFixed(0)} schedules/s (${(installments / seconds).toFixed(0)} installments/s, ${(installments / schedules).toFixed(1)} installments per schedule)`,
);
const nativeAt = process.argv.indexOf('--native');
if (nativeAt > 0) {
  const native = Number(process.argv[nativeAt + 1]);
  if (native > 0) console.log(`wasm/native: ${(perSecond / native).toFixed(2)}`);
}
