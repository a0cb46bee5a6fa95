// A cut connection in the middle of an upload: the file queue carries on from the last chunk the
// server received, never sending again a byte the server holds (the server answers 409 to any such
// chunk: none is seen), whether the chunk was lost on its way, its answer was lost, or the server
// died and the page was reloaded before it came back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, phone, signIn } from './browser.mjs';
import { ownServer, signInClient } from './sync-support.mjs';
import { clientAtIdentity, decoded, images, queuedFiles, served, serverIdentity, serverUpload } from './files-support.mjs';

/** The server keeps a fresh copy of a picture (decoded and encoded again): a PNG's every pixel arrives. */
async function samePicture(page, sent, kept) {
  const [a, b] = [await decoded(page, sent), await decoded(page, kept)];
  assert.deepEqual([b.width, b.height], [a.width, a.height]);
  assert.ok(b.pixels.every((value, i) => value === a.pixels[i]), 'the picture, pixel for pixel');
}

const CHUNK = 256 * 1024;

let browser;
let server;
let dir;

before(async () => {
  server = await ownServer('files-resume');
  browser = await launch();
  dir = await mkdtemp(join(tmpdir(), 'files-resume-'));
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Every chunk the page sent: its upload id, offset and the answer's status (0: no answer). */
function watchChunks(page) {
  const chunks = [];
  page.on('requestfinished', async (request) => {
    if (request.method() !== 'PATCH' || !request.url().includes('/api/uploads/')) return;
    const response = await request.response();
    chunks.push({ upload: request.url().split('/').pop(), offset: Number(request.headers()['upload-offset']), status: response?.status() ?? 0 });
  });
  page.on('requestfailed', (request) => {
    if (request.method() !== 'PATCH' || !request.url().includes('/api/uploads/')) return;
    chunks.push({ upload: request.url().split('/').pop(), offset: Number(request.headers()['upload-offset']), status: 0 });
  });
  return chunks;
}

async function chooseAndUpload(page, document, photo) {
  await page.getByLabel('Identity type').selectOption('International Passport');
  await page.getByLabel('ID document image').setInputFiles(document.path);
  await page.getByLabel('Passport photo').setInputFiles(photo.path);
  await page.getByRole('img', { name: 'Preview: Passport photo' }).waitFor();
  await page.getByRole('button', { name: 'Upload' }).click();
}

async function waitFor(condition, timeout = 30_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('a chunk lost on its way, or whose answer is lost, is followed by the one the server asks for', async () => {
  // Without a service worker, so the page's requests can be cut on their way.
  const { context, page } = await phone(browser, { baseURL: server.base, serviceWorkers: 'block' });
  const { token, userId } = await clientAtIdentity(server.base);
  await page.goto('/signin');
  await signIn(page, 'client@demo.test');
  await page.waitForURL(/\/dashboard\//);
  await page.goto('/dashboard/profile/setup/identity');
  const { document, photo } = await images(page, dir);
  assert.ok(photo.bytes.length > CHUNK && photo.bytes.length <= 400 * 1024, 'two chunks, and not scaled down');

  // The passport photo's upload is the second one started.
  const started = [];
  const cut = { after: false, before: false };
  await page.route('**/api/uploads/*', async (route) => {
    const request = route.request();
    const upload = request.url().split('/').pop();
    if (request.method() === 'PUT' && !started.includes(upload)) started.push(upload);
    const offset = Number(request.headers()['upload-offset']);
    if (request.method() === 'PATCH' && upload === started[1] && offset === 0 && !cut.after) {
      cut.after = true; // reaches the server, its answer does not come back
      await route.fetch();
      return route.abort('connectionreset');
    }
    if (request.method() === 'PATCH' && upload === started[1] && offset === CHUNK && !cut.before) {
      cut.before = true; // never reaches the server
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  const chunks = watchChunks(page);

  await chooseAndUpload(page, document, photo);
  await page.waitForURL('**/dashboard/profile/setup/success', { timeout: 60_000 });
  const [, passport] = [...new Set(chunks.map((c) => c.upload))];
  assert.deepEqual(
    chunks.filter((c) => c.upload === passport).map((c) => [c.offset, c.status]),
    [
      [0, 0],
      [CHUNK, 0],
      [CHUNK, 200],
    ],
    'after each cut the next chunk starts where the server is; the first one, which arrived, is not sent again',
  );
  assert.equal(chunks.filter((c) => c.status === 409).length, 0, 'no chunk was sent past what the server held');
  const identity = await serverIdentity(server.base, token, userId);
  await samePicture(page, photo.bytes, await served(server.base, token, identity.profilePhoto));
  await context.close();
});

test('a server that dies mid-upload, and a reload before it is back: the upload carries on from its offset', async () => {
  const { context, page } = await phone(browser, { baseURL: server.base });
  const { token, userId } = await clientAtIdentity(server.base);
  await signInClient(page);
  await page.goto('/dashboard/profile/setup/identity');
  await page.getByRole('heading', { name: 'Identity', exact: true }).waitFor();
  const { document, photo } = await images(page, dir);

  // A slow uplink, so the server can die while the second chunk of the photo is on its way.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 40_000 });
  await chooseAndUpload(page, document, photo);
  const [, queuedPhoto] = await waitFor(async () => {
    const files = await queuedFiles(page);
    return files[1]?.offset >= CHUNK ? files : null;
  });
  await server.stop();
  await context.setOffline(true);
  await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await page.reload();
  await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();

  await server.start();
  const held = await serverUpload(server.base, token, queuedPhoto.uploadId);
  assert.equal(held.status, 200);
  assert.ok(held.body.offset >= CHUNK && held.body.offset < photo.bytes.length, `the server holds ${held.body.offset}`);
  assert.equal(held.body.offset % CHUNK, 0, 'whole chunks only');

  const chunks = watchChunks(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await context.setOffline(false);
  await page.waitForURL('**/dashboard/profile/setup/success', { timeout: 60_000 });
  const resumed = chunks.filter((c) => c.upload === queuedPhoto.uploadId);
  assert.equal(resumed[0]?.offset, held.body.offset, 'the resumed upload started at the offset the server had');
  assert.ok(resumed.every((c) => c.status === 200), JSON.stringify(resumed));
  const identity = await serverIdentity(server.base, token, userId);
  assert.equal(identity.identityType, 'International Passport');
  await samePicture(page, photo.bytes, await served(server.base, token, identity.profilePhoto));
  await context.close();
});
