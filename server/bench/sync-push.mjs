// POST /api/sync/push of 10,000 sale mutations from one install, in pushes of 1,000 sent one after
// the other, as the demo client; every push must take all of its mutations, and the pulled changes
// must then hold exactly those 10,000 sales. Prints mutations per second against the reach.
// Usage: node server/bench/sync-push.mjs BASE_URL [BACKEND]
import { randomBytes } from 'node:crypto';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const backend = process.argv[3] ?? 'server';
const EMAIL = 'client@demo.test';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo-2026!';
const SALES = 10_000;
const PER_PUSH = 1_000;
const REACH = 5_000;

async function api(path, { token, body } = {}) {
  const response = await fetch(`${base}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return JSON.parse(text);
}

function fail(message) {
  console.error(`sync-push (${backend}): ${message}`);
  process.exit(1);
}

/** Nairobi (UTC+3) midnight of today, in epoch seconds. */
function today(now) {
  return Math.floor((now + 3 * 3600) / 86400) * 86400 - 3 * 3600;
}

const hexId = (now, n) => now.toString(16).padStart(8, '0') + n.toString(16).padStart(6, '0') + randomBytes(5).toString('hex');

/** Checks that a push answer took every mutation of `mutations` and nothing else happened. */
function expectAll(answer, mutations, what) {
  const lastSeq = mutations.at(-1).seq;
  if (answer.applied !== mutations.length || answer.skipped !== 0 || answer.rejected.length !== 0 || answer.gapAt !== null || answer.lastSeq !== lastSeq) {
    fail(`${what}: expected ${mutations.length} applied up to seq ${lastSeq}, got ${JSON.stringify({ ...answer, rejected: answer.rejected.slice(0, 3) })}`);
  }
}

const token = (await api('/client/signin', { body: { email: EMAIL, password: PASSWORD } })).token;
const { user } = await api('/user/unbox', { token });
const businessId = user.businessId;
const clientId = randomBytes(12).toString('hex');
const now = Math.floor(Date.now() / 1000);

const productId = hexId(now, 0);
const variantId = hexId(now, 1);
const setUp = [
  { seq: 1, id: productId, entity: 'product', op: 'put', record: { id: productId, businessId, name: 'Maize flour', categoryId: 'food',
    measurementId: 'packet', price: 150, providerPrice: null, status: 'Active', lastEdited: now } },
  { seq: 2, id: variantId, entity: 'productVariant', op: 'put', record: { id: variantId, businessId, name: '2 kg packet', mainProductId: productId,
    unitPrice: 150, startingQuantity: 100000, dateAdded: now, lastEdited: now } },
];
expectAll(await api('/sync/push', { token, body: { clientId, mutations: setUp } }), setUp, 'product and variant');

const day = today(now);
const saleIds = new Set();
const pushes = [];
for (let start = 0; start < SALES; start += PER_PUSH) {
  const mutations = [];
  for (let n = start; n < Math.min(start + PER_PUSH, SALES); n++) {
    const id = hexId(now, n + 2);
    saleIds.add(id);
    mutations.push({ seq: n + 3, id, entity: 'sale', op: 'put', record: { id, businessId, nature: 'Product', variantId, quantity: 1,
      revenue: 100 + (n % 500), dateSold: day, typeOfSale: 'cash', clientPhone: '0712345678', dateAdded: now, lastEdited: now } });
  }
  pushes.push({ mutations, body: JSON.stringify({ clientId, mutations }) });
}
if (saleIds.size !== SALES) fail('the generated sale ids are not all different');

const began = performance.now();
for (const [n, { mutations, body }] of pushes.entries()) {
  expectAll(await api('/sync/push', { token, body }), mutations, `push ${n + 1} of ${pushes.length}`);
}
const seconds = (performance.now() - began) / 1000;

let cursor = 0;
let sales = 0;
for (;;) {
  const page = await api(`/sync/pull?cursor=${cursor}&limit=1000`, { token });
  for (const change of page.changes) {
    if (change.entity !== 'sale') continue;
    if (!saleIds.has(change.id)) fail(`the server holds a sale that was not pushed: ${change.id}`);
    sales += 1;
  }
  if (!page.more) break;
  cursor = page.cursor;
}
if (sales !== SALES) fail(`expected the server to hold ${SALES} sales, it holds ${sales}`);

const perSecond = Math.round(SALES / seconds);
console.log(
  `${backend}: ${SALES} mutations in ${seconds.toFixed(2)} s = ${perSecond.toLocaleString('en-US')} mutations/s ` +
    `(reach ${REACH.toLocaleString('en-US')}/s${perSecond >= REACH ? '' : ': NOT reached'})`,
);
