// Size benchmark: gzip bytes of the JS, CSS and WASM a phone downloads to show /signin, of the
// service worker's precache (the public shell), and of each role's whole install (the public shell,
// the role's list offline/<role>-<hash>.json named by offline-assets.json, and the files it names),
// also with each area only some people of the role have (the client's onboarding). Serves pwa/dist itself and asks Chromium what /signin really loads. Exits
// non-zero when a budget is exceeded.
import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from '../e2e/browser.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const KB = 1024;
// A role's install is what everyone of the role keeps; a person using an area only some have (the
// client's onboarding: its screens and the 34 KB onboarding core) keeps more, within `installWithArea`.
// See docs/offline.md.
// The super admin works at a desk on a laptop and holds every staff area, the team's two writing
// areas (playbook content, the course editor) among them: its install is budgeted like a phone's
// install with one optional area. Every other role keeps the plain install's budget.
// Issue 16 moved the PDF writer out of `books` into a `pdf` package loaded only when a PDF is made,
// kept offline by every role that makes PDFs: its own WASM runtime and decimal code cost about 30 KB
// in each such install, so the install budgets went from 500/550 KB to 530/580 (docs/offline.md).
// The invest profile (issue 16) added its form rules to `books` (8.8 KB for every role keeping it)
// and its screen to the client's install (10 KB): the client with learning reached 598 KB, so the
// budget with an area went to 600 (docs/offline.md, "Budgets and benchmarks", names the next saving).
// Issue 17 added the milestone budget (its rules and report in `books`: 10 KB for every role keeping
// it; its screen 11 KB) and the financial validation's screens (12 KB) to the client's install, and
// the budget's rules to the coach's: budgets of the client's install 565 KB (with an area 640) and
// of the coach's 540. The next saving is a `books` without the client-only rules (invest profile,
// budget, documents) for the staff roles (docs/offline.md, "Budgets and benchmarks").
const ROLE_INSTALL_BUDGET = { super: 580 * KB, client: 565 * KB, coach: 540 * KB };
const ROLE_INSTALL_WITH_AREA_BUDGET = { client: 640 * KB };
const BUDGET = { signinJsWasm: 120 * KB, precache: 350 * KB, install: 530 * KB, installWithArea: 600 * KB, wasmPackage: 45 * KB, booksPackage: 120 * KB, pdfPackage: 50 * KB };
const types = { '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.html': 'text/html',
  '.webmanifest': 'application/manifest+json', '.png': 'image/png', '.svg': 'image/svg+xml' };

// Level 6 is what the server's compression sends.
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 6 }).length;
const fileOf = (urlPath) => join(dist, normalize(decodeURIComponent(urlPath)).replace(/^[/\\]+/, ''));

const server = createServer((req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  let file = fileOf(path);
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
}).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

// The service worker is blocked so that only what the page itself loads is counted.
const browser = await launch();
const context = await browser.newContext({ serviceWorkers: 'block' });
// As a browser without service workers: the page then does not warm the HTTP cache for the worker's
// install (lib/offline/shellWarmup.ts), whose bytes are the precache's, counted below.
await context.addInitScript(() => {
  delete Navigator.prototype.serviceWorker;
});
const page = await context.newPage();
const loaded = new Set();
page.on('requestfinished', (request) => {
  const url = new URL(request.url());
  if (url.origin === base && /\.(js|css|wasm)$/.test(url.pathname)) loaded.add(url.pathname);
});
await page.goto(`${base}/signin`, { waitUntil: 'networkidle' });
await page.getByLabel('Email').waitFor();
await browser.close();
server.close();

const rows = [...loaded].map((path) => ({ path, kind: extname(path).slice(1), gzip: gzipSize(fileOf(path)) }))
  .sort((a, b) => b.gzip - a.gzip);
const sum = (list) => list.reduce((total, row) => total + row.gzip, 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const share = (value, reach) => `${((value / reach) * 100).toFixed(0)}% of the ${kb(reach)} reach`;

console.log('Loaded by Chromium for /signin (gzip):');
for (const row of rows) console.log(`  ${row.kind.padEnd(5)} ${kb(row.gzip).padStart(9)}  ${row.path}`);
const jsWasm = sum(rows.filter((r) => r.kind !== 'css'));
const css = sum(rows.filter((r) => r.kind === 'css'));

const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
const precached = [...new Set([...sw.matchAll(/"?url"?:\s*"([^"]+)"/g)].map((m) => m[1]))];
const precache = precached.reduce((total, url) => total + gzipSize(fileOf(url)), 0);
const assets = JSON.parse(readFileSync(join(dist, 'offline-assets.json'), 'utf8'));
const gzipOf = (files) => files.reduce((total, file) => total + gzipSize(fileOf(file)), 0);
// A role's files are its packs' files (src/lib/offline/lists.ts); its list is fetched after sign-in,
// so it counts in the role's install, not in the precache.
const packFiles = (packs) => packs.flatMap((pack) => pack.files);
// A phone keeps the Kiswahili texts only while the app is read in Kiswahili, and the English ones
// always (every screen's fallback, and the key to the server's English messages): the budgets hold
// the bigger install, a Kiswahili reader's; the English one is told (docs/offline.md).
const installs = Object.entries(assets.lists).map(([role, list]) => {
  const { packs, swahili = [], areas = {} } = JSON.parse(readFileSync(fileOf(list), 'utf8'));
  const files = packFiles(packs);
  const english = precache + gzipSize(fileOf(list)) + gzipOf(files);
  const allAreas = Object.values(areas);
  return {
    role,
    files: files.length,
    list: gzipSize(fileOf(list)),
    english,
    gzip: english + gzipOf(packFiles(swahili)),
    areas: areaGroups(areas),
    everyArea: gzipOf([...new Set(allAreas.flatMap((area) => [...packFiles(area.packs), ...packFiles(area.swahili ?? [])]))]),
  };
});

/**
 * A role's optional areas, those with the same condition (`when`) as one: a person who meets it keeps
 * them together (the playbook and its alerts for anyone in a pair).
 */
function areaGroups(areas) {
  const groups = new Map();
  for (const [name, area] of Object.entries(areas)) {
    const key = JSON.stringify(area.when);
    const group = groups.get(key) ?? { names: [], files: new Set() };
    group.names.push(name);
    for (const file of [...packFiles(area.packs), ...packFiles(area.swahili ?? [])]) group.files.add(file);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({ name: group.names.join(' + '), files: group.files.size, gzip: gzipOf([...group.files]) }));
}

const over = [];
const check = (label, value, budget) => {
  const ok = value <= budget;
  if (!ok) over.push(label);
  return `${kb(value).padStart(9)}  ${((value / budget) * 100).toFixed(0).padStart(3)}% of ${kb(budget)}${ok ? '' : '  OVER BUDGET'}`;
};
console.log(`\nJS + WASM for /signin:  ${check('/signin', jsWasm, BUDGET.signinJsWasm)}`);
console.log(`CSS for /signin:        ${kb(css).padStart(9)}`);
console.log(`Precache (public shell):${check('precache', precache, BUDGET.precache)}  in ${precached.length} files`);
console.log(`  of which offline-assets.json ${kb(gzipSize(join(dist, 'offline-assets.json'))).padStart(9)}`);
console.log('Install per role (public shell + the role\'s list and areas, cached after sign-in), read in Kiswahili:');
for (const install of installs) {
  console.log(`  ${install.role.padEnd(11)}${check(`${install.role} install`, install.gzip, ROLE_INSTALL_BUDGET[install.role] ?? BUDGET.install)}  (+${install.files} files, list ${kb(install.list)}; read in English ${kb(install.english)})`);
  for (const area of install.areas) {
    const label = `  with ${area.name}`.padEnd(22);
    console.log(`  ${label}${check(`${install.role} install with ${area.name}`, install.gzip + area.gzip, ROLE_INSTALL_WITH_AREA_BUDGET[install.role] ?? BUDGET.installWithArea)}  (+${area.files} files, ${kb(area.gzip)})`);
  }
  // Someone who meets every condition at once (on the onboarding and already paired): told, not
  // budgeted, as the conditions rarely all hold together.
  if (install.areas.length > 1) console.log(`    with every area       ${kb(install.gzip + install.everyArea).padStart(9)}  (told only)`);
}

// ---- Core WASM packages --------------------------------------------------------------------------
// Each feature's package of the Rust core (pwa/src/wasm-pkg/<package>/, found through Vite's
// manifest) at most 45 KB gzip at level 6, as the server sends it; level 9 and raw for comparison.
// `books` holds the rules that nearly every role keeps (loans, DigiKua, business documents, survey,
// XLSX): one package instead of four pays the runtime once, so its budget is theirs together, less that
// saving. `pdf` (the PDF writer, loaded when a PDF is made) is budgeted at 50 KB (issue 16).
const packageBudget = (name) => (name === 'books' ? BUDGET.booksPackage : name === 'pdf' ? BUDGET.pdfPackage : BUDGET.wasmPackage);
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const wasmPackages = Object.entries(manifest)
  .map(([source, entry]) => ({ name: /^src\/wasm-pkg\/([^/]+)\/portal_core_bg\.wasm$/.exec(source)?.[1], file: entry.file }))
  .filter((entry) => entry.name)
  .map(({ name, file }) => {
    const bytes = readFileSync(join(dist, file));
    return { name, bytes: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length, gzip9: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
console.log(`\nCore WASM packages (gzip level 6 as served; level 9 and raw for comparison):`);
for (const p of wasmPackages) {
  console.log(`  ${p.name.padEnd(12)}${check(`the ${p.name} package`, p.gzip, packageBudget(p.name))}  ${kb(p.gzip9).padStart(9)} -9  ${kb(p.bytes).padStart(9)} raw`);
}
if (wasmPackages.length === 0) over.push('no core WASM package in the build manifest');

if (over.length) {
  console.error(`\nOver budget: ${over.join(', ')}`);
  process.exitCode = 1;
}
