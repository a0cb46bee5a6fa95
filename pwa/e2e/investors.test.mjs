// The investors' pages (docs/invest.md): a fresh phone, signed in to nothing, follows "Invest" to the
// list of businesses ready for growth, finds the demo showcase's "Kayole Household Shop", opens it
// and reads its place (the map's coordinates: no tiles load without internet, and that is fine) and
// its last 12 months; an unknown id says the profile is not found. Both pages are online only: the
// built precache and installs name none of their files.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launch, phone, pathOf, BASE_URL } from './browser.mjs';

const SHOP = 'Kayole Household Shop';
const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const shots = process.env.E2E_SHOTS;

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

/** axe's serious and critical findings on the page as it is. */
async function accessibilityProblems(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const found = await page.evaluate(async () => (await window.axe.run(document)).violations);
  return found.filter((v) => ['serious', 'critical'].includes(v.impact)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}

test("a visitor finds the showcase business and reads its profile and its 12 months", async () => {
  // The map loads (its tile server is in the CSP, MAP_TILE_ORIGINS) but a test has no internet:
  // every tile fails, and the place must still read from its coordinates.
  const { context, page } = await phone(browser);
  let tilesAsked = 0;
  await context.route('https://tile.openstreetmap.org/**', (route) => {
    tilesAsked += 1;
    return route.abort();
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Invest', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Businesses looking for investment' }).waitFor();
  assert.equal(pathOf(page), '/investors');

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: SHOP }) });
  await card.waitFor();
  await card.getByText('Retail shop').waitFor();
  await card.getByText('Kayole, Nairobi').waitFor();
  if (shots) await page.screenshot({ path: `${shots}/investors-list.png`, fullPage: true });
  assert.deepEqual(await accessibilityProblems(page), []);

  await card.getByRole('link', { name: SHOP }).click();
  await page.getByRole('heading', { level: 1, name: SHOP }).waitFor();
  assert.match(pathOf(page), /^\/investors\/[0-9a-f]{24}$/);
  await page.getByRole('heading', { name: 'Value proposition' }).waitFor();
  await page.getByText('KES 150,000 for a second fridge').waitFor();
  assert.equal(await page.getByTestId('place-coordinates').textContent(), 'Longitude 36.9137, latitude -1.2766');
  await page.getByRole('application', { name: /map/i }).waitFor();
  await page.getByText('The map could not load; the coordinates below say where the business is.').waitFor();
  assert.ok(tilesAsked > 0, 'the map asked its tile server for tiles');
  assert.equal(await page.locator('iframe').count(), 0, 'no video set');

  const table = page.getByRole('table', { name: 'The last 12 months' });
  await table.waitFor();
  const rows = table.locator('tbody tr');
  assert.equal(await rows.count(), 12);
  const cells = await rows.last().locator('th, td').allTextContents();
  assert.match(cells[0], /^[A-Z][a-z]{2} \d{4}$/, 'a month by name');
  for (const amount of cells.slice(1)) assert.match(amount, /^-?[\d,]+\.\d{2}$/, 'an amount with two decimals');
  await page.getByRole('img', { name: /Chart of revenue and net cashflow/ }).locator('canvas').first().waitFor();
  if (shots) await page.screenshot({ path: `${shots}/investors-profile.png`, fullPage: true });
  assert.deepEqual(await accessibilityProblems(page), []);

  // In Kiswahili, the category by its Kiswahili name.
  await page.getByLabel('Language').selectOption('sw');
  await page.getByText('Duka la rejareja').waitFor();
  await page.getByRole('table', { name: 'Miezi 12 iliyopita' }).waitFor();
  await page.getByLabel('Lugha').selectOption('en');

  assert.equal(await page.evaluate(() => localStorage.getItem('portal.user')), null, 'nobody signed in');
  await context.close();
});

test('an unknown profile says so, with the way back to the list', async () => {
  const { context, page } = await phone(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto('/investors/6650ab0000000000000000aa');
  await page.getByRole('heading', { level: 1, name: 'Profile not found' }).waitFor();
  await page.getByRole('link', { name: 'All businesses' }).last().click();
  await page.getByRole('heading', { level: 1, name: 'Businesses looking for investment' }).waitFor();
  await page.getByRole('heading', { name: SHOP }).waitFor();
  if (shots) await page.screenshot({ path: `${shots}/investors-list-wide.png`, fullPage: true });
  await context.close();
});

/** A made-up public summary, as the list answers it. */
const made = (at, category) => ({
  id: at.toString(16).padStart(24, '0'),
  name: `Business ${at}`,
  displayName: `Business ${at}`,
  businessCategory: category,
  businessCategoryName: category === 1 ? 'Retail shop' : 'Farming',
  businessCategoryNameSw: category === 1 ? 'Duka la rejareja' : 'Kilimo',
  overview: 'Made up for the test.',
  businessAddress: 'Nairobi',
  mapLink: '',
  imageUrl: null,
  logoUrl: null,
  dateAdded: 1_790_000_000 - at,
  lastEdited: 1_790_000_000 - at,
});

test('the list pages with More, filters by the categories it saw, says when it is busy and tries again', async () => {
  const everyone = Array.from({ length: 23 }, (_, at) => made(at + 1, at % 3 === 0 ? 2 : 1));
  let busy = true;
  const asked = [];
  const { context, page } = await phone(browser, { serviceWorkers: 'block' });
  await page.route(/\/api\/investors\/profiles\?/, (route) => {
    const query = new URL(route.request().url()).searchParams;
    asked.push(query.toString());
    if (busy) {
      busy = false;
      return route.fulfill({ status: 429, json: { error: true, message: 'Too many requests, try again in a minute' } });
    }
    const category = query.get('category');
    const found = everyone.filter((p) => !category || p.businessCategory === Number(category));
    const pageNo = Number(query.get('page'));
    const data = category === '2' ? [] : found.slice((pageNo - 1) * 20, pageNo * 20);
    return route.fulfill({ json: { error: false, data, total: category === '2' ? 0 : found.length, page: pageNo, perPage: 20 } });
  });
  await page.goto('/investors');
  await page.getByLabel('Language').selectOption('sw');
  await page.getByText('Maombi ni mengi mno, jaribu tena baada ya dakika moja').waitFor();
  await page.getByRole('button', { name: 'Jaribu tena' }).click();
  await page.getByText('Zinaonyeshwa 20 kati ya 23').waitFor();
  await page.getByLabel('Lugha').selectOption('en');

  await page.getByRole('button', { name: 'More' }).click();
  await page.getByText('Showing 23 of 23').waitFor();
  assert.equal(await page.getByRole('button', { name: 'More' }).count(), 0);
  assert.equal(await page.locator('.investor-card').count(), 23);

  await page.getByLabel('Category').selectOption({ label: 'Farming' });
  await page.getByText('No businesses in this category yet').waitFor();
  assert.match(asked.at(-1), /category=2/);
  await page.getByRole('button', { name: 'All categories' }).click();
  await page.getByText('Showing 20 of 23').waitFor();
  assert.equal(pathOf(page), '/investors');
  await context.close();
});

test("the investors' pages are in no precache and no install", () => {
  const dist = new URL('../dist/', import.meta.url);
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
  // Our chunks: the feature's modules (not its manifest, which is in the entry) and what only they import.
  const isOurs = (key) => key.startsWith('src/features/investors/') && !key.endsWith('/feature.ts');
  const reached = (keys) => {
    const seen = new Set();
    const walk = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of manifest[key]?.imports ?? []) walk(imported);
    };
    keys.forEach(walk);
    return seen;
  };
  const isStart = (key) => manifest[key].isEntry || manifest[key].isDynamicEntry;
  const theirs = reached(Object.keys(manifest).filter((key) => isStart(key) && !isOurs(key)));
  const ours = [...reached(Object.keys(manifest).filter(isOurs))]
    .filter((key) => !theirs.has(key))
    .flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]);
  assert.ok(ours.some((file) => file.includes('InvestorsPage')), 'the list page is built');
  assert.ok(ours.some((file) => file.includes('PerformanceChart')), 'the chart is built');
  assert.ok(ours.some((file) => /\/investors-(?!en-|sw-)[\w-]+\.js$/.test(file)), 'the code both pages share');
  // The shell's list and every role's list (offline/<role>-<hash>.json) it names.
  const shellList = readFileSync(new URL('offline-assets.json', dist), 'utf8');
  const lists = [['offline-assets.json', shellList]].concat(
    Object.values(JSON.parse(shellList).lists).map((file) => [file, readFileSync(new URL(file, dist), 'utf8')]),
  );
  const worker = readFileSync(new URL('sw.js', dist), 'utf8');
  for (const file of ours) {
    for (const [name, list] of lists) assert.ok(!list.includes(file), `${file} is in ${name}`);
    assert.ok(!worker.includes(file), `${file} is precached`);
  }
});
