// Identity images chosen with no network wait on the phone through a reload, and upload when the
// network is back: the identity step completes and the server serves the very bytes chosen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, phone } from './browser.mjs';
import { ownServer, signInClient } from './sync-support.mjs';
import { clientAtIdentity, decoded, images, queuedFiles, served, serverIdentity } from './files-support.mjs';

let browser;
let server;
let dir;

before(async () => {
  server = await ownServer('files-offline');
  browser = await launch();
  dir = await mkdtemp(join(tmpdir(), 'files-offline-'));
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('identity images chosen offline wait through a reload and upload when back online', async () => {
  const { context, page } = await phone(browser, { baseURL: server.base });
  const { token, userId } = await clientAtIdentity(server.base);
  await signInClient(page);
  await page.goto('/dashboard/profile/setup/identity');
  await page.getByRole('heading', { name: 'Identity', exact: true }).waitFor();
  const { document, photo } = await images(page, dir);

  await context.setOffline(true);
  await page.getByLabel('Identity type').selectOption('National Identity Card');
  await page.getByLabel('ID document image').setInputFiles(document.path);
  await page.getByLabel('Passport photo').setInputFiles(photo.path);
  await page.getByRole('img', { name: 'Preview: Passport photo' }).waitFor();
  await page.getByRole('button', { name: 'Upload' }).click();
  const waiting = 'You are offline. Your images are kept on this phone and will upload when you are back online.';
  await page.getByText(waiting).waitFor();
  await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();

  // Reloaded with no network: the step is still waiting, its images shown from the phone.
  await page.reload();
  await page.getByText(waiting).waitFor();
  await page.getByRole('img', { name: 'Preview: ID document image' }).waitFor();
  await page.getByRole('img', { name: 'Preview: Passport photo' }).waitFor();
  assert.equal(await page.getByLabel('Identity type').inputValue(), 'National Identity Card');
  const queued = await queuedFiles(page);
  assert.deepEqual(
    queued.map((f) => [f.size, f.offset, f.state]),
    [
      [document.bytes.length, 0, 'waiting'],
      [photo.bytes.length, 0, 'waiting'],
    ],
  );
  assert.equal(await serverIdentity(server.base, token, userId).then((i) => i?.identityType ?? null), null);

  // Back online: both go up and the step is sent.
  await context.setOffline(false);
  await page.getByText('Details updated').first().waitFor({ timeout: 30_000 });
  await page.waitForURL('**/dashboard/profile/setup/success');
  const identity = await serverIdentity(server.base, token, userId);
  assert.equal(identity.identityType, 'National Identity Card');
  // The server keeps a fresh copy of each picture (decoded and encoded again): the PNG's every pixel
  // and the JPEG's size arrive as chosen.
  const [sentPhoto, keptPhoto] = [await decoded(page, photo.bytes), await decoded(page, await served(server.base, token, identity.profilePhoto))];
  assert.deepEqual([keptPhoto.width, keptPhoto.height], [sentPhoto.width, sentPhoto.height]);
  assert.ok(keptPhoto.pixels.every((value, i) => value === sentPhoto.pixels[i]), 'the passport photo, pixel for pixel');
  const [sentDocument, keptDocument] = [await decoded(page, document.bytes), await decoded(page, await served(server.base, token, identity.imageUrl))];
  assert.deepEqual([keptDocument.width, keptDocument.height], [sentDocument.width, sentDocument.height], 'the document');
  assert.deepEqual(await queuedFiles(page), [], 'the phone keeps no bytes once the step is sent');
  await context.close();
});
