// Browser sync benchmarks in Chromium, through the real sync library (the page built from
// bench/sync): saving one sale (record + outbox entry, one durable transaction) and the first pull
// of 10,000 records into a fresh browser profile. Needs a server started with PWA_DIR=pwa/bench/dist
// and the demo accounts (scripts/bench-browser does all of it). Usage: node bench/sync.mjs BASE_URL
import { randomBytes } from 'node:crypto';
import { launch, DEMO_PASSWORD } from '../e2e/browser.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const EMAIL = 'client@demo.test';
const SAVES = 200;
const WARM_UP = 20;
const PULLED = 10_000;
const REACH = { saveP95Ms: 50, pullSeconds: 5 };

async function api(path, { token, body } = {}) {
  const response = await fetch(`${base}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return JSON.parse(text);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;
const verdict = (ok) => (ok ? 'reached' : 'NOT reached');

async function benchPage(browser) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/index.html');
  await page.locator('#state', { hasText: 'ready' }).waitFor();
  const businessId = await page.evaluate(([email, password]) => window.syncBench.signIn(email, password), [EMAIL, DEMO_PASSWORD]);
  return { context, page, businessId };
}

/** Nairobi (UTC+3) midnight of today, in epoch seconds. */
function today() {
  const now = Math.floor(Date.now() / 1000);
  return Math.floor((now + 3 * 3600) / 86400) * 86400 - 3 * 3600;
}

const hexId = (now, n) => now.toString(16).padStart(8, '0') + n.toString(16).padStart(4, '0') + randomBytes(6).toString('hex');

/** Another phone pushes a product, a variant and sales: `PULLED` records in all. */
async function seed(token, businessId) {
  const now = Math.floor(Date.now() / 1000);
  const productId = hexId(now, 0);
  const variantId = hexId(now, 1);
  const records = [
    { entity: 'product', record: { id: productId, businessId, name: 'Maize flour', categoryId: 'food', measurementId: 'packet',
      price: 150, providerPrice: null, status: 'Active', lastEdited: now } },
    { entity: 'productVariant', record: { id: variantId, businessId, name: '2 kg packet', mainProductId: productId, unitPrice: 150,
      startingQuantity: 100000, dateAdded: now, lastEdited: now } },
  ];
  for (let n = 2; n < PULLED; n++) {
    records.push({ entity: 'sale', record: { id: hexId(now, n), businessId, nature: 'Product', variantId, quantity: 1,
      revenue: 100 + (n % 500), dateSold: today(), typeOfSale: 'cash', clientPhone: '0712345678', dateAdded: now, lastEdited: now } });
  }
  const clientId = randomBytes(12).toString('hex');
  const mutations = records.map((r, i) => ({ seq: i + 1, id: r.record.id, entity: r.entity, op: 'put', record: r.record }));
  for (let start = 0; start < mutations.length; start += 1000) {
    const answer = await api('/sync/push', { token, body: { clientId, mutations: mutations.slice(start, start + 1000) } });
    if (answer.rejected.length) throw new Error(`seeding refused: ${JSON.stringify(answer.rejected[0])}`);
  }
  return variantId;
}

const browser = await launch();
try {
  // ---- saving one sale, offline (the engine does not push meanwhile) -------------------------
  const saving = await benchPage(browser);
  await saving.context.setOffline(true);
  const times = await saving.page.evaluate(
    ([count, day]) => window.syncBench.saveSales(count, 'a'.repeat(24), day),
    [WARM_UP + SAVES, today()],
  );
  const stored = await saving.page.evaluate(() => window.syncBench.count('sale'));
  await saving.context.close();
  if (stored !== WARM_UP + SAVES) throw new Error(`expected ${WARM_UP + SAVES} sales stored, found ${stored}`);
  const sorted = times.slice(WARM_UP).sort((a, b) => a - b);
  const median = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  console.log(
    `save one sale (record + outbox, durable), Chromium: median ${ms(median)}, p95 ${ms(p95)}, max ${ms(sorted.at(-1))} ` +
      `over ${SAVES} saves; reach p95 <= ${REACH.saveP95Ms} ms: ${verdict(p95 <= REACH.saveP95Ms)}`,
  );

  // ---- first pull of 10,000 records into a fresh browser --------------------------------------
  const token = (await api('/client/signin', { body: { email: EMAIL, password: DEMO_PASSWORD } })).token;
  const { user } = await api('/user/unbox', { token });
  const seedStart = performance.now();
  await seed(token, user.businessId);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  console.log(`(seeded ${PULLED.toLocaleString('en-US')} records through /api/sync/push in ${seedSeconds.toFixed(2)} s)`);

  const pulling = await benchPage(browser);
  const result = await pulling.page.evaluate(() => window.syncBench.syncNow());
  const counted = await pulling.page.evaluate(async () => (await window.syncBench.count('sale')) + (await window.syncBench.count('product')) + (await window.syncBench.count('productVariant')));
  await pulling.context.close();
  if (counted !== PULLED) throw new Error(`expected ${PULLED} records pulled, found ${counted} (${JSON.stringify(result.status)})`);
  const seconds = result.ms / 1000;
  console.log(
    `first pull of ${PULLED.toLocaleString('en-US')} records into a fresh browser: ${seconds.toFixed(2)} s ` +
      `(${Math.round(PULLED / seconds).toLocaleString('en-US')} records/s); reach <= ${REACH.pullSeconds} s: ${verdict(seconds <= REACH.pullSeconds)}`,
  );
} finally {
  await browser.close();
}
