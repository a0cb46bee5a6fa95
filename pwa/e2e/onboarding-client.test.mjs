// The client's acceleration onboarding on a phone, against a real server: the hub picker, the welcome
// page and a form downloaded as a PDF, the 14 steps with real files (two chosen offline in a row: the
// person moves on at once, the area opens from the kept state after a reload in airplane mode, and
// both go up once, in order, when online; a video too long refused by the server sends the person
// back to its step with the message), a step the coach rejects shown with its reason and sent again,
// and success once the coach approves everything.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseLanguage, launch, pathOf, phone } from './browser.mjs';
import { images, queuedFiles } from './files-support.mjs';
import { apiToken, ownServer, signInClient } from './sync-support.mjs';

const AREA = '/dashboard/onboarding';
const SHOTS = process.env.E2E_SHOTS;

let browser;
let server;
let dir;

before(async () => {
  server = await ownServer('onboarding-client');
  browser = await launch();
  dir = await mkdtemp(join(tmpdir(), 'onboarding-client-'));
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const box = (kind, body) => {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from(kind), body]);
};

/** A tiny MP4 as a phone writes it (as server/tests/uploads/videos.rs): ftyp, media, then moov/mvhd saying `seconds`. */
function mp4(seconds) {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41')]));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(600, 12);
  mvhd.writeUInt32BE(seconds * 600, 16);
  const moov = box('moov', Buffer.concat([box('mvhd', mvhd), box('trak', Buffer.alloc(32))]));
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(2048, 0x5a)), moov]);
}

/** The onboarding's requests waiting in the phone's file queue (groups `onboarding-<step>`). */
async function queuedSteps(page) {
  return page.evaluate(async () => {
    const id = JSON.parse(localStorage.getItem('portal.user') ?? 'null').user_id;
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open(`portal-files-${id}`);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = await new Promise((resolve, reject) => {
      if (!db.objectStoreNames.contains('submissions')) return resolve([]);
      const request = db.transaction('submissions', 'readonly').objectStore('submissions').getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return all.sort((a, b) => a.createdAt - b.createdAt).map((s) => ({ group: s.group, state: s.state, message: s.message }));
  });
}

/** Where the person is, what the queue holds and the page says, and the steps sent: for a failure. */
async function where(page, posted) {
  const queue = JSON.stringify(await queuedSteps(page));
  const said = await page.locator('.field__message').allTextContents();
  return `on ${pathOf(page)}; queue ${queue}; said ${said}; posted ${posted}`;
}

/** Waits until the file queue has sent (and the pages forgotten) every onboarding request. */
async function queueEmpty(page) {
  const until = Date.now() + 30_000;
  for (;;) {
    const left = await queuedSteps(page);
    if (left.length === 0 && (await queuedFiles(page)).length === 0) return;
    if (Date.now() > until) throw new Error(`the file queue still holds ${JSON.stringify(left)}`);
    await page.waitForTimeout(200);
  }
}

async function files() {
  const drawing = await browser.newContext();
  const { document, photo } = await images(await drawing.newPage(), dir);
  await drawing.close();
  const pdf = join(dir, 'certificate.pdf');
  const video = join(dir, 'pitch.mp4');
  await writeFile(video, mp4(60));
  // Six minutes: Chromium cannot read this synthetic file's duration (no stream it can decode), so
  // the phone lets it go and the server refuses it (the phone's own check: videoLength.test.ts).
  const longVideo = join(dir, 'long-pitch.mp4');
  await writeFile(longVideo, mp4(360));
  return { jpg: document.path, png: photo.path, pdf, video, longVideo };
}

async function api(path, token, body) {
  const response = await fetch(`${server.base}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  assert.equal(response.status, 200, `${path}: ${text}`);
  return JSON.parse(text);
}

async function shot(page, name) {
  // After the progress has counted up.
  if (SHOTS) await page.waitForTimeout(800);
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Chooses the file the step's input accepts (or types the overview) and saves. */
async function sendStep(page, chosen, { video } = {}) {
  const from = pathOf(page);
  await page.locator('form textarea, form input[type=file]').first().waitFor();
  const textarea = page.locator('textarea');
  if (await textarea.count()) {
    await textarea.fill('We make and sell soap from local oils in Nakuru, to shops and hotels.');
  } else {
    const input = page.locator('input[type=file]');
    const accept = (await input.getAttribute('accept')) ?? '';
    const file = accept.includes('video') ? (video ?? chosen.video) : accept.includes('image') ? chosen.jpg : chosen.pdf;
    await input.setInputFiles(file);
  }
  await page.getByRole('button', { name: /Save and continue|Send again/ }).click();
  return from;
}

test('a client goes through the onboarding on a phone: hub, welcome, 14 steps, a rejection and success', async () => {
  const chosen = await files();
  const { context, page } = await phone(browser, { baseURL: server.base, acceptDownloads: true });
  await signInClient(page, 'onboarding@demo.test');
  const token = await apiToken(server.base, 'onboarding@demo.test');
  const me = await api('/user/unbox', token);
  const userId = me.user?.user_id ?? me.user?.id;

  // A client on the new onboarding who has not finished it: the dashboard sends them there.
  await page.goto('/dashboard/overview');
  await page.waitForURL(`**${AREA}/welcome`);

  // A step before the hub set-up sends the person to the welcome page.
  await page.goto(`${AREA}/apply/kra_pin`);
  await page.waitForURL(`**${AREA}/welcome`);
  await page.getByRole('heading', { name: 'Your hub' }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Select the location of the hub closest to you').nth(1).waitFor();
  const hubs = await page.getByLabel('Hub').locator('option').allTextContents();
  assert.deepEqual(hubs.slice(1), ['Nairobi', 'Kisumu', 'Mombasa', 'Tanzania', 'Nakuru']);
  await shot(page, '1-hub');
  await page.getByLabel('Hub').selectOption('Nairobi');
  const started = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Welcome to Acceleration' }).waitFor({ timeout: 15_000 });
  assert.ok(Date.now() - started < 15_000, 'the set-up answers in seconds');
  await page.getByText('1 of 15 steps done').first().waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid=onb-percent]')?.textContent === '7%');
  await shot(page, '2-welcome');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download: Code of conduct' }).click(),
  ]);
  const form = await readFile(await download.path());
  assert.equal(form.subarray(0, 5).toString(), '%PDF-');
  // The form downloaded, as if signed and scanned, is the PDF the steps send.
  await writeFile(chosen.pdf, form);

  await page.getByRole('link', { name: 'Start Now' }).click();
  await page.waitForURL(`**${AREA}/apply/start`);

  // Nothing chosen: core's message for the step.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.locator('.field__message').waitFor();
  assert.match(await page.locator('.field__message').textContent(), /\S/);
  // A later step is not theirs yet: back to the path.
  await page.goto(`${AREA}/apply/final`);
  await page.waitForURL(`**${AREA}/apply/start`);

  // Every request to send a step, by step: each goes exactly once.
  const posted = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/onboarding/${userId}/step`)) posted.push(request.postDataJSON().step);
  });

  for (let step = 1; step <= 14; step++) {
    await page.locator('form').waitFor();
    if (step === 3) {
      // Offline: the ID back's file is chosen and the person is on the KRA pin at once; its file is
      // chosen offline too, and the person moves on again.
      await queueEmpty(page);
      await context.setOffline(true);
      const idBack = await sendStep(page, chosen);
      await page.waitForURL(`**${AREA}/apply/kra_pin`, { timeout: 10_000 });
      assert.notEqual(idBack, pathOf(page));
      await page.getByText('4 of 15 steps done').first().waitFor();
      await page.locator('form').waitFor();
      const kraPin = await sendStep(page, chosen);
      await page.waitForURL((url) => url.pathname !== kraPin, { timeout: 10_000 });
      await page.getByText('5 of 15 steps done').first().waitFor();
      const next = pathOf(page);

      // Reloaded in airplane mode: the area opens from the state kept on the phone, says so, and
      // shows both steps as waiting to upload.
      await page.reload();
      await page.getByText(/this is the last known copy of your onboarding/).waitFor();
      assert.equal(pathOf(page), next);
      await page.getByText('5 of 15 steps done').first().waitFor();
      const entries = page.locator('.onb-steps__item');
      assert.match(await entries.nth(3).textContent(), /Waiting to upload$/);
      assert.match(await entries.nth(4).textContent(), /Waiting to upload$/);
      assert.deepEqual(
        (await queuedSteps(page)).map((s) => [s.group, s.state]),
        [
          ['onboarding-idBack', 'waiting'],
          ['onboarding-kraPin', 'waiting'],
        ],
      );
      await shot(page, '3-offline');
      assert.deepEqual(posted, ['passport', 'idFront']);

      // Back online: both are sent, in order, once each; the kept copy gives way to the server's.
      await context.setOffline(false);
      await queueEmpty(page);
      await page.getByText(/this is the last known copy/).waitFor({ state: 'detached' });
      const sent = await api(`/onboarding/${userId}`, token);
      const stateOf = (name) => sent.data.steps.find((s) => s.name === name)?.state;
      assert.equal(stateOf('idBack'), 'pending');
      assert.equal(stateOf('kraPin'), 'pending');
      assert.deepEqual(posted, ['passport', 'idFront', 'idBack', 'kraPin']);
      step = 4;
      continue;
    }
    if (step === 8) {
      // A video of six minutes: the person moves on, the server refuses it after the upload, and the
      // person is sent back to the step with the server's message, to choose another.
      await sendStep(page, chosen, { video: chosen.longVideo });
      await page
        .locator('.field__message', { hasText: 'it can be at most 5 minutes' })
        .waitFor({ timeout: 30_000 })
        .catch(async (error) => {
          throw new Error(`${error.message} (${await where(page, posted)})`);
        });
      assert.equal(pathOf(page), `${AREA}/apply/invest_video`);
      assert.match(await page.locator('.onb-steps__item').nth(8).textContent(), /Not accepted: choose again$|You are here$/);
      await page.getByRole('button', { name: 'Send again' }).waitFor();
    }
    if (step === 8) await shot(page, '4-video');
    const from = await sendStep(page, chosen).catch(async (error) => {
      await page.screenshot({ path: join(tmpdir(), `onboarding-failed-${step}.png`), fullPage: true });
      throw new Error(`${error.message} (step ${step} on ${pathOf(page)})`);
    });
    await page.waitForURL((url) => url.pathname !== from, { timeout: 30_000 }).catch(async (error) => {
      await page.screenshot({ path: join(tmpdir(), `onboarding-failed-${step}.png`), fullPage: true });
      throw new Error(`${error.message} (step ${step} on ${pathOf(page)})`);
    });
  }
  await page.waitForURL(`**${AREA}/approvals`).catch(async (error) => {
    await shot(page, 'failed-approvals');
    throw new Error(`${error.message} (${await where(page, posted)})`);
  });
  await page.getByRole('heading', { name: 'Awaiting Approvals!' }).waitFor();
  await page.getByText('15 of 15 steps done').first().waitFor();
  await page.getByText('Pending approval: 14').waitFor();
  // Everything the phone held is on the server before the coach looks.
  await queueEmpty(page);
  assert.equal(posted.length, 14, `each step once: ${posted}`);
  assert.equal(new Set(posted).size, 14, `each step once: ${posted}`);
  // On a phone the 15 steps are a list that opens: the hub set-up first, each step with its state.
  await page.getByText('Your steps').click();
  const entries = page.locator('.onb-steps__item');
  assert.equal(await entries.count(), 15);
  assert.match(await entries.first().textContent(), /^DigiKua & Portal Activation\s*Done$/);
  assert.match(await entries.nth(4).textContent(), /KRA \/ TRA Pin Certificate\s*Awaiting approval/);
  await shot(page, '5-approvals');
  await chooseLanguage(page, 'sw');
  await page.getByRole('heading', { name: 'Zinasubiri Kuidhinishwa!' }).waitFor();
  await page.getByText('Hatua 15 kati ya 15 zimekamilika').first().waitFor();
  await shot(page, '5-approvals-sw');
  await chooseLanguage(page, 'en');

  // The coach sends the KRA pin back with a reason: the client sees it on the step and sends it again.
  const coach = await apiToken(server.base, 'coach@demo.test');
  const reason = 'The certificate is not readable, please scan it again';
  await api(`/onboarding/reviews/${userId}/kraPin`, coach, { decision: 'reject', reason });
  await page.reload();
  await page.waitForURL(`**${AREA}/apply/kra_pin`);
  await page.getByText(reason).waitFor();
  await shot(page, '6-rejected');
  const from = await sendStep(page, chosen);
  await page.waitForURL((url) => url.pathname !== from, { timeout: 30_000 });
  await page.waitForURL(`**${AREA}/approvals`);
  await queueEmpty(page);

  const state = await api(`/onboarding/${userId}`, token);
  for (const step of state.data.steps) {
    if (step.state === 'pending') await api(`/onboarding/reviews/${userId}/${step.name}`, coach, { decision: 'approve', reason: '' });
  }
  await page.reload();
  await page.waitForURL(`**${AREA}/success`);
  await page.getByRole('heading', { name: 'Onboarding Complete!' }).waitFor();
  await page.getByRole('link', { name: 'Go to the dashboard' }).waitFor();
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('portal.user')).onboardingComplete === true);
  await shot(page, '7-success');
  await context.close();
});

test('a client onboarded with the old manual system sees so', async () => {
  const { context, page } = await phone(browser, { baseURL: server.base });
  await signInClient(page, 'client@demo.test');
  await page.goto(`${AREA}/welcome`);
  await page.getByText('Onboarding was done with the old manual system').waitFor();
  await context.close();
});
