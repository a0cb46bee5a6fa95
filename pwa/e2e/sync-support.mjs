// What the sync browser tests share: a server of their own (target/debug/portal-server with demo
// data on a fresh SQLite file and a free port) that a test may kill and start again on the same
// file; the DigiKua screens driven as a person would; and the server's view through the API.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, signIn } from './browser.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server of the test's own. `stop()` kills it (SIGKILL: a crash), `start()` runs it again on the same file. */
export async function ownServer(name, { pwaDir = join(root, 'pwa/dist') } = {}) {
  const workdir = mkdtempSync(join(tmpdir(), `portal-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let child = null;
  let log = '';

  async function start() {
    for (let attempt = 0; attempt < 20; attempt++) {
      child = spawn(join(root, 'target/debug/portal-server'), [], {
        env: {
          ...process.env,
          PORT: String(port),
          BIND: '127.0.0.1',
          PWA_DIR: pwaDir,
          DEMO_DATA: '1',
          RUST_LOG: 'warn',
          DATABASE_URL: `sqlite://${join(workdir, 'sync.db')}?mode=rwc`,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const mine = child;
      mine.stdout.on('data', (chunk) => (log = (log + chunk).slice(-20_000)));
      mine.stderr.on('data', (chunk) => (log = (log + chunk).slice(-20_000)));
      let exited = false;
      mine.once('exit', () => (exited = true));
      for (let i = 0; i < 150 && !exited; i++) {
        if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return;
        await pause(100);
      }
      if (!exited) throw new Error(`the server did not start:\n${log}`);
      await pause(200); // the port may still be held by the killed one
    }
    throw new Error(`the server would not start again:\n${log}`);
  }

  async function stop(signal = 'SIGKILL') {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const done = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await done;
  }

  await start();
  return {
    base,
    start,
    stop,
    log: () => log,
    async close() {
      await stop('SIGTERM');
      rmSync(workdir, { recursive: true, force: true });
    },
  };
}

// ---- the server's view --------------------------------------------------------------------------

export async function apiToken(base, email) {
  const response = await fetch(`${base}/api/client/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = await response.json();
  if (!body.token) throw new Error(`no token for ${email}: ${JSON.stringify(body)}`);
  return body.token;
}

export const newClientId = () => randomBytes(12).toString('hex');

/**
 * Everything the server has for the user's business, pulled from the start with `clientId`
 * (default: a new one, which only reads), and that client's lastSeq as the server knows it.
 */
export async function serverRecords(base, token, clientId = newClientId()) {
  const changes = [];
  let cursor = 0;
  let lastSeq = 0;
  for (let page = 0; page < 1000; page++) {
    const response = await fetch(`${base}/api/sync/pull?clientId=${clientId}&cursor=${cursor}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`pull: ${response.status} ${await response.text()}`);
    const body = await response.json();
    changes.push(...body.changes);
    lastSeq = body.lastSeq;
    if (!body.more) break;
    cursor = body.cursor;
  }
  return { changes, lastSeq };
}

/** Pushes mutations as another phone of the same user would (seeding the server). */
export async function pushAs(base, token, clientId, mutations) {
  const response = await fetch(`${base}/api/sync/push`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, mutations }),
  });
  if (!response.ok) throw new Error(`push: ${response.status} ${await response.text()}`);
  return response.json();
}

// ---- the phone's view ---------------------------------------------------------------------------

/**
 * The phone's sync facts, read straight from its IndexedDB (clientId, nextSeq, outbox size): of the
 * signed-in user, or of `userId` (also when nobody is signed in).
 */
export async function phoneSync(page, userId = null) {
  return page.evaluate(async (userId) => {
    const id = userId ?? JSON.parse(localStorage.getItem('portal.user') ?? 'null').user_id;
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open(`portal-data-${id}`);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const read = (store, op) =>
      new Promise((resolve, reject) => {
        const request = op(db.transaction(store, 'readonly').objectStore(store));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const facts = {
      clientId: await read('meta', (s) => s.get('clientId')),
      nextSeq: await read('meta', (s) => s.get('nextSeq')),
      outbox: await read('outbox', (s) => s.count()),
      states: (await read('records', (s) => s.getAll())).map((r) => r.state),
    };
    db.close();
    return facts;
  }, userId);
}

// ---- the screens, as a person uses them ---------------------------------------------------------

/** The DigiKua tables of a base (the role's area: client, applicant or digiprime). */
export const tables = (base = 'client') => `/dashboard/digikua/${base}/cashflow-summary-detailed`;

/** The DigiKua base (the role) of the user signed in on each browser profile. */
const bases = new WeakMap();
const baseOf = (page) => bases.get(page.context()) ?? 'client';

/** Signs in (the demo client by default) and waits until the service worker controls the page (so it opens offline). */
export async function signInClient(page, email = 'client@demo.test') {
  await page.goto('/signin');
  await signIn(page, email);
  await page.waitForURL(/\/dashboard\//);
  bases.set(page.context(), await page.evaluate(() => JSON.parse(localStorage.getItem('portal.user')).role));
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The header's sync indicator. */
export const indicator = (page) => page.getByRole('region', { name: 'Sync' });

/** Waits until the indicator says everything is on the server. */
export async function waitSynced(page, timeout = 30_000) {
  try {
    await indicator(page).getByText('All synced').waitFor({ timeout });
  } catch (error) {
    const shown = await indicator(page).innerText().catch(() => '?');
    const title = await indicator(page).getAttribute('title').catch(() => null);
    throw new Error(`not synced after ${timeout} ms: "${shown.replace(/\s+/g, ' ')}" ${title ?? ''}\n${error.message}`);
  }
}

async function submit(dialog) {
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Adds a product and one variant of it through the screens. */
export async function addProductAndVariant(page, product = 'Maize flour', variant = '2 kg packet') {
  const base = baseOf(page);
  await page.goto(`${tables(base)}/products`);
  // .first(): an empty list offers the header's Add link again in its empty state.
  await page.getByRole('link', { name: 'Add Product' }).or(page.getByRole('button', { name: 'Add Product' })).first().click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Product name').fill(product);
  await dialog.getByLabel('Category').selectOption({ label: 'Food and drinks' });
  await dialog.getByLabel('Measurement').selectOption({ label: 'Packet' });
  await dialog.getByLabel('Price (Ksh)', { exact: true }).fill('150');
  await submit(dialog);

  await page.goto(`${tables(base)}/product-variants/all`);
  await page
    .getByRole('link', { name: 'Add Product Variant' })
    .or(page.getByRole('button', { name: 'Add Product Variant' }))
    .first()
    .click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Product variant name').fill(variant);
  await dialog.getByLabel('Main product').selectOption({ label: product });
  await dialog.getByLabel('Unit price (Ksh)').fill('150');
  await dialog.getByLabel('Starting quantity').fill('100');
  await submit(dialog);
}

/** Opens the sales table. */
export async function openSales(page) {
  await page.goto(`${tables(baseOf(page))}/sales`);
  await page.getByRole('heading', { name: 'Sales', level: 1 }).waitFor();
}

/** Adds a sale of the product's variant through the Add Sale modal; `revenue` tells the sales apart. */
export async function addSale(page, revenue, { product = 'Maize flour', variant = '2 kg packet' } = {}) {
  await page.getByRole('link', { name: 'Add Sale' }).or(page.getByRole('button', { name: 'Add Sale' })).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Sale nature').selectOption({ label: 'Product' });
  await dialog.getByLabel('Main product').selectOption({ label: product });
  await dialog.getByLabel('Product variant').selectOption({ label: variant });
  await dialog.getByLabel('Quantity').fill('1');
  await dialog.getByLabel('Revenue (Ksh)').fill(String(revenue));
  // Today, the last day the calendar offers, typed as a person does (dd/mm/yyyy).
  const today = await dialog.locator('input[type=date]').getAttribute('max');
  await dialog.getByLabel('Date sold').fill(today.split('-').reverse().join('/'));
  await dialog.getByLabel('Type of sale').selectOption({ label: 'Cash' });
  await dialog.getByLabel('Client phone').fill('0712345678');
  await submit(dialog);
}

/** The revenues of the sales the server has, sorted, and whether any id appears twice. */
export function salesOf(changes) {
  const sales = changes.filter((c) => c.entity === 'sale');
  return {
    revenues: sales.map((c) => Number(c.record.revenue)).sort((a, b) => a - b),
    ids: new Set(sales.map((c) => c.id)).size,
    count: sales.length,
  };
}

/**
 * Every change the business had was applied once: the change numbers of the records the server
 * holds are exactly 1…n (a mutation applied twice would have taken a second number).
 */
export function appliedOnce(changes) {
  const seqs = changes.map((c) => c.changeSeq).sort((a, b) => a - b);
  return seqs.every((seq, index) => seq === index + 1);
}
