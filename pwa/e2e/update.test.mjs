// A new version is offered, never forced: the page keeps what was typed until the user presses Update.
// Runs its own server over a copy of the built PWA, so the copy can be changed into a "new version".
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, appendFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './browser.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
let browser;
let server;
let workdir;
let base;

async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

before(async () => {
  workdir = mkdtempSync(join(tmpdir(), 'portal-update-'));
  cpSync(join(root, 'pwa/dist'), join(workdir, 'dist'), { recursive: true });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(join(root, 'target/debug/portal-server'), [], {
    env: { ...process.env, PORT: String(port), BIND: '127.0.0.1', PWA_DIR: join(workdir, 'dist'),
      DATABASE_URL: `sqlite://${join(workdir, 'update.db')}?mode=rwc` },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.kill();
  if (workdir) rmSync(workdir, { recursive: true, force: true });
});

test('a new version waits for the user, and the half-filled form survives until Update', async () => {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/loan-calculator');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.getByLabel('Loan amount').fill('75000');

  // Publish a "new version": any byte change to the service worker is one.
  appendFileSync(join(workdir, 'dist/sw.js'), '\n// next release\n');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  const banner = page.getByRole('region', { name: 'A new version is available' });
  await banner.waitFor();
  await page.waitForTimeout(1000);
  assert.equal(await page.getByLabel('Loan amount').inputValue(), '75,000', 'nothing reloaded by itself');

  await banner.getByRole('button', { name: 'Later' }).click();
  await banner.waitFor({ state: 'detached' });
  assert.equal(await page.getByLabel('Loan amount').inputValue(), '75,000');

  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await page.reload();
  await banner.waitFor();
  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'Update' }).click();
  await reloaded;
  await page.getByLabel('Loan amount').waitFor();
  const waiting = await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
  assert.equal(waiting, false, 'the new version took over');
  await banner.waitFor({ state: 'detached' });
  assert.equal(await page.getByLabel('Loan amount').inputValue(), '75,000', 'the draft outlives the reload too');
  await context.close();
});
