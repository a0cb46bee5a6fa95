// A camera photo of about 4 MB goes up scaled down on the phone: at most 400 KB reach the server,
// longest side 1,600 pixels, turned upright as its camera tag says, and the step completes with the pictures shown. A PNG
// with transparency too large to stay a PNG goes up as a JPEG on white.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, phone, signIn } from './browser.mjs';
import { ownServer } from './sync-support.mjs';
import { clientAtIdentity, served, serverIdentity } from './files-support.mjs';

const LIMIT = 400 * 1024;

let browser;
let server;
let dir;

before(async () => {
  server = await ownServer('files-photo');
  browser = await launch();
  dir = await mkdtemp(join(tmpdir(), 'files-photo-'));
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * Drawn by the browser: a camera-like photo of 3000 × 4000 as shown (a gradient, fine grain over its
 * upper part, a dark band at its top so its orientation shows) as a JPEG at quality 1.0, and a
 * 1200 × 1200 PNG of noise whose corners are transparent.
 */
async function pictures(page) {
  const [jpg, png] = await page.evaluate(async () => {
    const base64 = async (blob) => {
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    };
    // Stored as the sensor saw it, 4000 × 3000, its top on the left: the camera's orientation tag
    // (added below) turns it upright.
    const photo = document.createElement('canvas');
    [photo.width, photo.height] = [4000, 3000];
    const context = photo.getContext('2d');
    const gradient = context.createLinearGradient(0, 0, 4000, 3000);
    gradient.addColorStop(0, '#2a6');
    gradient.addColorStop(0.5, '#fc4');
    gradient.addColorStop(1, '#36c');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 4000, 3000);
    const grain = context.getImageData(0, 0, 1600, 3000);
    let seed = 1;
    for (let i = 0; i < grain.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const n = ((seed >>> 16) % 3) - 1;
      for (let c = 0; c < 3; c++) grain.data[i + c] += n;
    }
    context.putImageData(grain, 0, 0);
    context.fillStyle = '#000';
    context.fillRect(0, 0, 400, 3000);

    const noise = document.createElement('canvas');
    [noise.width, noise.height] = [1200, 1200];
    const noiseContext = noise.getContext('2d');
    const pixels = noiseContext.createImageData(1200, 1200);
    for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    noiseContext.putImageData(pixels, 0, 0);
    noiseContext.globalCompositeOperation = 'destination-in';
    noiseContext.beginPath();
    noiseContext.arc(600, 600, 600, 0, 2 * Math.PI);
    noiseContext.fill();
    const blob = (canvas, type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality));
    return [await base64(await blob(photo, 'image/jpeg', 1.0)), await base64(await blob(noise, 'image/png'))];
  });
  const photo = { path: join(dir, 'IMG_20261126_0001.jpg'), bytes: turnedUpright(Buffer.from(jpg, 'base64')) };
  const scan = { path: join(dir, 'scan.png'), bytes: Buffer.from(png, 'base64') };
  await writeFile(photo.path, photo.bytes);
  await writeFile(scan.path, scan.bytes);
  return { photo, scan };
}

/**
 * The JPEG with the tag a phone's camera writes when it was held upright: EXIF orientation 6, "turn
 * 90° clockwise to show" (an APP1 segment after the JFIF one).
 */
function turnedUpright(jpeg) {
  const tiff = Buffer.from([
    ...[0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8], // big-endian, first IFD at 8
    ...[0, 1], // one entry
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0], // Orientation (SHORT, 1) = 6
    ...[0, 0, 0, 0], // no next IFD
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, payload.length + 2]), payload]);
  const afterApp0 = 4 + jpeg.readUInt16BE(4);
  assert.deepEqual([...jpeg.subarray(0, 4)], [0xff, 0xd8, 0xff, 0xe0], 'a JFIF JPEG');
  return Buffer.concat([jpeg.subarray(0, afterApp0), app1, jpeg.subarray(afterApp0)]);
}

/**
 * What the page sent, by upload id: the size each upload declared when it started, and the bytes of
 * its chunks (their Content-Length: a Blob body is not shown to the test).
 */
function watchSent(page) {
  const sent = new Map();
  const of = (id) => sent.get(id) ?? sent.set(id, { declared: 0, chunks: 0, bytes: 0 }).get(id);
  page.on('request', async (request) => {
    const match = request.url().match(/\/api\/uploads\/([^/?]+)$/);
    if (!match) return;
    const upload = of(match[1]);
    if (request.method() === 'PUT') upload.declared = JSON.parse(request.postData()).size;
    if (request.method() === 'PATCH') {
      upload.chunks += 1;
      upload.bytes += Number((await request.allHeaders())['content-length']);
    }
  });
  return sent;
}

/** The width and height of a picture as the browser decodes it, and the RGB of the pixels asked for. */
async function decodedAt(page, bytes, points) {
  return page.evaluate(
    async ([base64, points]) => {
      const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))]));
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
      context.drawImage(bitmap, 0, 0);
      const rgb = points.map(([x, y]) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3)));
      return { width: bitmap.width, height: bitmap.height, rgb };
    },
    [Buffer.from(bytes).toString('base64'), points],
  );
}

/** Chooses a file and returns the milliseconds until its preview shows (scaling and core's check). */
async function choose(page, label, path) {
  const start = Date.now();
  await page.getByLabel(label).setInputFiles(path);
  await page.getByRole('img', { name: `Preview: ${label}` }).waitFor({ timeout: 30_000 });
  return Date.now() - start;
}

test('a 4 MB camera photo and a large PNG are scaled down on the phone and the step completes', async (t) => {
  // Without a service worker, so every request of the page is seen as it leaves.
  const { context, page } = await phone(browser, { baseURL: server.base, serviceWorkers: 'block' });
  const { token, userId } = await clientAtIdentity(server.base);
  await page.goto('/signin');
  await signIn(page, 'client@demo.test');
  await page.waitForURL(/\/dashboard\//);
  await page.goto('/dashboard/profile/setup/identity');
  await page.getByRole('heading', { name: 'Identity', exact: true }).waitFor();
  const { photo, scan } = await pictures(page);
  assert.ok(photo.bytes.length > 3.5 * 1024 * 1024, `the photo is ${photo.bytes.length} bytes`);
  assert.ok(scan.bytes.length > 2 * 1024 * 1024, `the PNG is ${scan.bytes.length} bytes`);
  const sent = watchSent(page);

  await page.getByLabel('Identity type').selectOption('National Identity Card');
  const photoMs = await choose(page, 'ID document image', photo.path);
  const scanMs = await choose(page, 'Passport photo', scan.path);
  assert.equal(await page.locator('.field__message').count(), 0, 'no "larger than 2 MB": the pictures were scaled first');
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.waitForURL('**/dashboard/profile/setup/success', { timeout: 60_000 });

  const [photoSent, scanSent] = [...sent.values()];
  t.diagnostic(`photo: ${photo.bytes.length} bytes → ${photoSent.bytes} sent in ${photoSent.chunks} chunk(s), scaled in ${photoMs} ms`);
  t.diagnostic(`PNG: ${scan.bytes.length} bytes → ${scanSent.bytes} sent in ${scanSent.chunks} chunk(s), scaled in ${scanMs} ms`);
  assert.equal(sent.size, 2, 'one upload a picture');
  for (const [name, upload] of [['photo', photoSent], ['PNG', scanSent]]) {
    assert.ok(upload.declared > 0 && upload.declared <= LIMIT, `the ${name} declared ${upload.declared} bytes`);
    assert.equal(upload.bytes, upload.declared, `the ${name}'s chunks hold what it declared`);
  }

  // Stored: the photo at 1200 × 1600, upright (its dark band on top); the PNG as a JPEG on white.
  const identity = await serverIdentity(server.base, token, userId);
  assert.equal(identity.identityType, 'National Identity Card');
  const keptPhoto = await served(server.base, token, identity.imageUrl);
  assert.ok(keptPhoto.length <= LIMIT);
  const shown = await decodedAt(page, keptPhoto, [[600, 50], [600, 1500]]);
  assert.deepEqual([shown.width, shown.height], [1200, 1600]);
  assert.ok(shown.rgb[0].every((value) => value < 40), `the dark band is at the top: ${shown.rgb[0]}`);
  assert.ok(shown.rgb[1].some((value) => value > 80), `the gradient below: ${shown.rgb[1]}`);
  const keptScan = await served(server.base, token, identity.profilePhoto);
  assert.deepEqual([...keptScan.subarray(0, 3)], [0xff, 0xd8, 0xff], 'the PNG went up as a JPEG');
  const scanShown = await decodedAt(page, keptScan, [[2, 2]]);
  assert.ok(scanShown.width <= 1200 && scanShown.width === scanShown.height, `${scanShown.width} × ${scanShown.height}`);
  assert.ok(scanShown.rgb[0].every((value) => value > 240), `its transparent corner is white: ${scanShown.rgb[0]}`);

  // The profile shows the passport photo the server keeps.
  await page.goto('/dashboard/profile/user');
  const image = page.getByRole('tabpanel').getByRole('img', { name: 'Passport photo' });
  await image.waitFor();
  await page.waitForFunction(() => [...document.images].some((img) => img.alt === 'Passport photo' && img.complete && img.naturalWidth > 0));
  await context.close();
});
