// Lighthouse (Node API) over the main public and signed-in routes, with its default mobile emulation
// and simulated throttling, in Debian's Chromium. Public routes load cold (Lighthouse clears storage);
// signed-in routes are measured after signing in in the same browser profile, storage kept
// (`disableStorageReset`), as a returning user opens them. Prints one row per route and exits
// non-zero when a route misses the reach (performance >= 95, accessibility 100, LCP <= 2.5 s).
// Needs the built PWA served by a server with the demo accounts (scripts/lighthouse does it).
// Each route is measured --runs times (3 by default) and the run with the median performance score is
// shown: TBT in particular depends on how busy the machine is (the benchmark index printed below it).
// Usage: node bench/lighthouse.mjs BASE_URL [--report-only] [--runs N] [--out DIR] [--only A,B]
//   --report-only  prints the figures without failing
//   --out DIR      also writes each route's HTML report there
//   --only A,B     measures only the routes whose path is A or B
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from '../e2e/browser.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const base = args.find((arg, i) => !arg.startsWith('--') && !['--out', '--only', '--runs'].includes(args[i - 1])) ?? 'http://127.0.0.1:8080';
const REPORT_ONLY = args.includes('--report-only');
const OUT = option('--out');
const ONLY = option('--only')?.split(',');
const RUNS = Number(option('--runs') ?? 3);
const REACH = { performance: 95, accessibility: 100, lcpSeconds: 2.5 };

/** Who opens each route: nobody (signed out) or a demo account (the client is the demo's showcase, with a year of books and a loan). */
const ROUTES = [
  { who: null, path: '/' },
  { who: null, path: '/signin' },
  { who: null, path: '/loan-calculator' },
  { who: 'wanjiku.kamau', path: '/dashboard/overview' },
  { who: 'wanjiku.kamau', path: '/dashboard/digikua/client/cashflow-summary-detailed/sales' },
  { who: 'wanjiku.kamau', path: '/dashboard/digikua/client/cashflow-summary' },
  { who: 'wanjiku.kamau', path: '/dashboard/consumer-credit' },
  { who: 'processor', path: '/processor/overview' },
  { who: 'processor', path: '/processor/loans' },
].filter((route) => !ONLY || ONLY.includes(route.path));

const port = await new Promise((resolve) => {
  import('node:net').then(({ createServer }) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
});

/** One Chromium profile per account (and one signed out), reachable by Lighthouse on a debugging port. */
async function browserFor(who) {
  const profile = await mkdtemp(join(tmpdir(), 'lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`, '--no-first-run', '--disable-background-networking'],
  });
  if (who) {
    const page = await context.newPage();
    await page.goto(new URL('/signin', base).href);
    await signIn(page, `${who}@demo.test`, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/signin');
    // The first screen and the service worker's download settle before measuring.
    await page.waitForLoadState('networkidle');
    await page.close();
  }
  return {
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

/** Why a route is below the reach: the performance audits that flag something, the LCP element, the longest tasks. */
function causes(lhr) {
  const skip = new Set(['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'first-contentful-paint', 'speed-index', 'interactive', 'bf-cache']);
  const lines = lhr.categories.performance.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && !skip.has(a.id) && a.score !== null && a.score < 0.9 && a.displayValue)
    .map((a) => `    ${a.id}: ${a.displayValue}`);
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  if (lcp) lines.push(`    LCP element: ${lcp}`);
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 4);
  if (tasks.length) lines.push(`    longest tasks: ${tasks.map((t) => `${Math.round(t.duration)} ms ${t.url.replace(/^https?:\/\/[^/]+/, '')}`).join(', ')}`);
  const accessibility = lhr.categories.accessibility.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score === 0)
    .map((a) => `    accessibility ${a.id}: ${a.details?.items?.map((item) => item.node?.selector).join(', ') ?? ''}`);
  // The host's speed: a busy machine (a low index) inflates the simulated CPU time and so TBT.
  lines.push(`    benchmark index of the host: ${Math.round(lhr.environment.benchmarkIndex)}`);
  return [...lines, ...accessibility];
}

const rows = [];
const notes = [];
let current = { who: undefined };
for (const route of ROUTES) {
  if (route.who !== current.who) {
    await current.browser?.close();
    current = { who: route.who, browser: await browserFor(route.who) };
  }
  const url = new URL(route.path, base).href;
  const results = [];
  for (let run = 0; run < RUNS; run++) {
    results.push(
      await lighthouse(url, {
        port,
        logLevel: 'error',
        output: 'html',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: Boolean(route.who),
      }),
    );
  }
  results.sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
  const result = results[Math.floor(results.length / 2)];
  const lhr = result.lhr;
  if (OUT) await writeFile(join(OUT, `${route.path === '/' ? 'home' : route.path.slice(1).replace(/\W+/g, '_')}.html`), result.report);
  const row = {
    route: route.path,
    who: route.who ?? '-',
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    lcp: audit(lhr, 'largest-contentful-paint') / 1000,
    tbt: audit(lhr, 'total-blocking-time'),
    cls: audit(lhr, 'cumulative-layout-shift'),
    kb: audit(lhr, 'total-byte-weight') / 1024,
  };
  row.reached = row.performance >= REACH.performance && row.accessibility >= REACH.accessibility && row.lcp <= REACH.lcpSeconds;
  rows.push(row);
  if (!row.reached || lhr.runtimeError) notes.push(`${route.path}${lhr.runtimeError ? ` (${lhr.runtimeError.message})` : ''}\n${causes(lhr).join('\n')}`);
}
await current.browser?.close();

const header = ['route', 'as', 'perf', 'a11y', 'best', 'LCP s', 'TBT ms', 'CLS', 'KB', 'reach'];
const table = rows.map((r) => [
  r.route,
  r.who,
  r.performance,
  r.accessibility,
  r.bestPractices,
  r.lcp.toFixed(2),
  Math.round(r.tbt),
  r.cls.toFixed(3),
  r.kb.toFixed(1),
  r.reached ? 'yes' : 'NO',
].map(String));
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log(`Lighthouse (mobile, simulated throttling), median of ${RUNS} run(s); reach: performance >= ${REACH.performance}, accessibility ${REACH.accessibility}, LCP <= ${REACH.lcpSeconds} s`);
console.log(line(header));
for (const row of table) console.log(line(row));
if (notes.length) console.log(`\nBelow the reach, and why:\n${notes.join('\n')}`);
if (!REPORT_ONLY && rows.some((row) => !row.reached)) process.exit(1);
