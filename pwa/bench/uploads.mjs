// The resumable upload benchmark in Chromium, through the real file queue (pwa/src/lib/files, on the
// page built from bench/sync): a 20 MB invest video queued with the onboarding step that names it,
// from queueing to the step's answer on loopback. `clean`: no cut. `cut`: the chunk at about 50% is
// cut once on its way (page.route abort) and the queue carries on by itself; the bytes sent again
// must be at most one chunk. Each run needs onboarding@demo.test on a first attempt: a server just
// started with DEMO_DATA=1 and PWA_DIR=pwa/bench/dist (scripts/bench-uploads starts one per run).
// Usage: node bench/uploads.mjs BASE_URL clean|cut RESULTS_JSON (the clean run writes its figures
// there, the cut run reads them for the ratios).
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { launch, DEMO_PASSWORD } from '../e2e/browser.mjs';

const [base = 'http://127.0.0.1:8080', mode = 'clean', resultsFile = '/tmp/bench-uploads.json'] = process.argv.slice(2);
if (mode !== 'clean' && mode !== 'cut') throw new Error(`mode: clean or cut, not ${mode}`);

const EMAIL = 'onboarding@demo.test';
const MB = 1024 * 1024; // as the upload limits count them
const CHUNK = 256 * 1024; // core's CHUNK_BYTES
const MEDIA_BYTES = 20 * MB;
const VIDEO_SECONDS = 90;
const CUT_FROM = 10 * MB;
const VIDEO_URL = '/bench/invest-video.mp4';
const REACH = { sentAgainBytes: CHUNK };

// ---- the files ------------------------------------------------------------------------------------

const box = (type, body) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** An MP4 as a phone writes it (server/tests/uploads/videos.rs `mp4`): ftyp, the media, then moov > mvhd with the duration. */
function mp4(seconds, mediaBytes) {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41')]));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(600, 12); // time scale: 600 units a second
  mvhd.writeUInt32BE(seconds * 600, 16);
  const moov = box('moov', Buffer.concat([box('mvhd', mvhd), box('trak', Buffer.alloc(32))]));
  return Buffer.concat([ftyp, box('mdat', randomBytes(mediaBytes)), moov]);
}

/** A small well-formed one-page PDF (the certificates). */
function pdf(title) {
  const text = `BT /F1 18 Tf 72 760 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A small JPEG drawn by the browser (the photos and the ID card). */
async function jpeg(page) {
  const url = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d');
    context.fillStyle = '#2b6cb0';
    context.fillRect(0, 0, 160, 120);
    context.fillStyle = '#fff';
    context.fillText('Bench', 60, 64);
    return canvas.toDataURL('image/jpeg', 0.8);
  });
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}

// ---- the API from node: the set-up, not measured ---------------------------------------------------

async function api(path, { token, method = 'GET', body, headers = {} } = {}) {
  const raw = body instanceof Buffer;
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(raw ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text);
}

const newId = () => Math.floor(Date.now() / 1000).toString(16).padStart(8, '0') + randomBytes(8).toString('hex');

/** A finished upload of `kind` holding `bytes` (start, chunks, finish): its id. */
async function uploaded(token, kind, bytes) {
  const id = newId();
  await api(`/uploads/${id}`, { token, method: 'PUT', body: { kind, size: bytes.length } });
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    await api(`/uploads/${id}`, {
      token,
      method: 'PATCH',
      body: bytes.subarray(offset, offset + CHUNK),
      headers: { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    });
  }
  await api(`/uploads/${id}/finish`, { token, method: 'POST' });
  return id;
}

/** onboarding@demo.test from its first attempt to the invest video step: the hub, then seven steps. */
async function toTheVideoStep(page) {
  const { token } = await api('/client/signin', { method: 'POST', body: { email: EMAIL, password: DEMO_PASSWORD } });
  const { user } = await api('/user/unbox', { token });
  const userId = user.user_id;
  const first = (await api(`/onboarding/${userId}`, { token })).data;
  if (!first?.firstAttempt) throw new Error(`${EMAIL} is not on a first attempt (the server must be just started): ${JSON.stringify(first)}`);
  await api(`/onboarding/${userId}?location=Nairobi`, { token });
  const picture = await jpeg(page);
  const steps = [
    ['passport', 'onboardingImage', picture],
    ['idFront', 'onboardingImage', picture],
    ['idBack', 'onboardingImage', picture],
    ['kraPin', 'onboardingPdf', pdf('KRA PIN certificate')],
    ['businessName', 'onboardingPdf', pdf('Business name certificate')],
    ['businessBank', 'onboardingImageOrPdf', picture],
    ['investOverview', null, 'We make school uniforms in Nairobi for 12 schools.'],
  ];
  for (const [step, kind, content] of steps) {
    const value = kind ? await uploaded(token, kind, content) : content;
    await api(`/onboarding/${userId}/step`, { token, method: 'POST', body: { step, value } });
  }
  return { token, userId };
}

// ---- the run --------------------------------------------------------------------------------------

/** Every chunk request the page made: its offset and whether it got an answer. */
function watchChunks(page) {
  const chunks = [];
  const isChunk = (request) => request.method() === 'PATCH' && request.url().includes('/api/uploads/');
  page.on('requestfinished', (request) => {
    if (isChunk(request)) chunks.push({ offset: Number(request.headers()['upload-offset']), answered: true });
  });
  page.on('requestfailed', (request) => {
    if (isChunk(request)) chunks.push({ offset: Number(request.headers()['upload-offset']), answered: false });
  });
  return chunks;
}

/**
 * Cuts, once, the first chunk at or past `from` on its way to the server. Requests are intercepted
 * (which slows each one down) only from a few chunks before it until the cut.
 */
function cutOnce(page, from) {
  const pattern = '**/api/uploads/*';
  const cut = { offset: null, armed: false };
  const handler = async (route) => {
    const request = route.request();
    const offset = Number(request.headers()['upload-offset']);
    if (cut.offset === null && request.method() === 'PATCH' && offset >= from) {
      cut.offset = offset;
      await route.abort('connectionreset');
      await page.unroute(pattern, handler);
      return;
    }
    await route.continue();
  };
  page.on('request', (request) => {
    const offset = Number(request.headers()['upload-offset']);
    if (cut.armed || request.method() !== 'PATCH' || !(offset >= from - 4 * CHUNK)) return;
    cut.armed = true;
    void page.route(pattern, handler);
  });
  return cut;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const rate = (bytes, ms) => bytes / MB / (ms / 1000);
const mbps = (value) => `${value.toFixed(1)} MB/s`;
const kb = (bytes) => `${(bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} KB`;
const verdict = (ok) => (ok ? 'reached' : 'NOT reached');

/** The figures of one run from the page's answer. */
function figures(run) {
  const chunks = run.requests.filter((r) => r.what === 'chunk' && r.status === 200);
  const finish = run.requests.find((r) => r.what === 'finish');
  const step = run.requests.find((r) => r.what === 'request');
  if (!chunks.length || !finish || !step) throw new Error(`requests missing: ${JSON.stringify(run.requests.map((r) => r.what))}`);
  const uploadMs = chunks.at(-1).end - chunks[0].start;
  let longestWait = 0;
  for (let i = 1; i < chunks.length; i++) longestWait = Math.max(longestWait, chunks[i].start - chunks[i - 1].end);
  return {
    size: run.size,
    totalMs: step.end,
    storedMs: run.storedMs,
    uploadMs,
    finishMs: finish.end - finish.start,
    stepMs: step.end - step.start,
    longestWaitMs: longestWait,
    chunksSent: run.chunksSent,
    chunkBytes: run.chunkBytes,
    sentAgain: run.chunkBytes - run.size,
    totalRate: rate(run.size, step.end),
    uploadRate: rate(run.size, uploadMs),
  };
}

function print(label, f) {
  console.log(
    `${label}: ${seconds(f.totalMs)} from queueing to the step's answer = ${mbps(f.totalRate)}; ` +
      `chunks alone ${seconds(f.uploadMs)} = ${mbps(f.uploadRate)} ` +
      `(stored on the phone ${seconds(f.storedMs)}, finish and check ${seconds(f.finishMs)}, step ${seconds(f.stepMs)}); ` +
      `${f.chunksSent} chunks, ${kb(f.chunkBytes)} sent, ${kb(f.sentAgain)} sent again`,
  );
}

const browser = await launch();
try {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/index.html');
  await page.locator('#state', { hasText: 'ready' }).waitFor();
  const { token, userId } = await toTheVideoStep(page);
  await page.evaluate(([email, password]) => window.syncBench.signIn(email, password), [EMAIL, DEMO_PASSWORD]);

  const video = mp4(VIDEO_SECONDS, MEDIA_BYTES);
  await page.route(VIDEO_URL, (route) => route.fulfill({ body: video, contentType: 'video/mp4' }));
  await page.evaluate((url) => window.uploadBench.load(url), VIDEO_URL);
  await page.unroute(VIDEO_URL);

  const chunks = watchChunks(page);
  const cut = mode === 'cut' ? cutOnce(page, CUT_FROM) : null;
  const run = await page.evaluate(
    (request) => window.uploadBench.submit(request),
    { kind: 'investVideo', name: 'invest.mp4', method: 'POST', path: `/onboarding/${userId}/step`, body: { step: 'investVideo' }, field: 'value' },
  );
  await context.close();
  if (run.state !== 'sent') throw new Error(`the step was not taken: ${run.state} ${run.message}`);
  const state = (await api(`/onboarding/${userId}`, { token })).data;
  if (state.pendingApproval !== 8) throw new Error(`expected the video as the 8th step awaiting approval: ${JSON.stringify(state)}`);
  if (cut && cut.offset === null) throw new Error('no chunk was cut');
  const f = figures(run);

  if (mode === 'clean') {
    console.log(`invest video ${(f.size / MB).toFixed(2)} MB (${VIDEO_SECONDS} s MP4), ${Math.ceil(f.size / CHUNK)} chunks of ${kb(CHUNK)}, Chromium over loopback, through the file queue:`);
    print('clean run', f);
    if (f.sentAgain !== 0) throw new Error(`a clean run sent ${f.sentAgain} bytes again`);
    await writeFile(resultsFile, JSON.stringify(f));
  } else {
    const resumed = chunks.find((c, i) => c.answered && i > 0 && chunks[i - 1].offset === cut.offset && !chunks[i - 1].answered);
    print('cut run', f);
    console.log(
      `  the chunk at ${kb(cut.offset)} (${((cut.offset / f.size) * 100).toFixed(0)}%) cut on its way; the queue went on by itself ` +
        `from ${resumed ? kb(resumed.offset) : 'nowhere'} ${seconds(f.longestWaitMs)} after the last answered chunk (its backoff after a failure: 0.75-1.25 s); ` +
        `chunks alone without that wait ${mbps(rate(f.size, f.uploadMs - f.longestWaitMs))}`,
    );
    const answered = run.requests.filter((r) => r.what === 'chunk' && r.status === 200);
    const before = cut.offset / CHUNK;
    console.log(
      `  chunks before the cut ${mbps(rate(cut.offset, answered[before - 1].end - answered[0].start))} ` +
        `(the last 4 through page.route's interception), after it ${mbps(rate(f.size - cut.offset, answered.at(-1).end - answered[before].start))}`,
    );
    const clean = JSON.parse(await readFile(resultsFile, 'utf8'));
    console.log(
      `  cut / clean: time ${(f.totalMs / clean.totalMs).toFixed(2)}x, MB/s ${(f.totalRate / clean.totalRate).toFixed(2)}x ` +
        `(chunks alone ${(f.uploadRate / clean.uploadRate).toFixed(2)}x)`,
    );
    const met = f.sentAgain <= REACH.sentAgainBytes;
    console.log(`bytes sent again after the cut: ${kb(f.sentAgain)}; reach <= one chunk (${kb(CHUNK)}): ${verdict(met)}`);
    if (!met) process.exitCode = 3;
  }
} finally {
  await browser.close();
}
