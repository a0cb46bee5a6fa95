// The entrepreneur's advisory playbook on a phone, against a real server (spec 001 section 2.3): the
// demo client opens the playbook, sees Advisor 1 and chooses it, sees the two assigned playbooks with
// their progress, opens a chapter and a session, sees the tools checklist and the demo task, gets
// core's messages for an empty reply and a feedback without stars, then replies in airplane mode:
// the page opens from the copies kept on the phone, the reply waits ("Waiting to send", no Reply
// button) and is sent when the connection is back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, pathOf, phone } from './browser.mjs';
import { apiToken, ownServer, signInClient } from './sync-support.mjs';

const SHOTS = process.env.E2E_SHOTS;
const BASE = '/dashboard/playbook';
const TASK = "Write down last month's sales";

let browser;
let server;

before(async () => {
  server = await ownServer('playbook');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function shot(page, name) {
  if (!SHOTS) return;
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(SHOTS, `playbook-${name}.png`), fullPage: true });
}

/** Polls `read` until it answers something (30 s at most). */
async function waitFor(read) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const value = read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}

async function api(path, token, options = {}) {
  const response = await fetch(`${server.base}/api${path}`, {
    ...options,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(options.headers ?? {}) },
  });
  return { status: response.status, body: await response.json() };
}

test('the client chooses Advisor 1, opens a session, and replies to the demo task offline', async () => {
  const token = await apiToken(server.base, 'client@demo.test');
  const { context, page } = await phone(browser, { baseURL: server.base });
  await signInClient(page, 'client@demo.test');

  // Home → My Advisors: Advisor 1, chosen, then the playbooks after about 0.9 s.
  await page.goto(`${BASE}/home`);
  await page.getByRole('link', { name: 'Take Survey' }).waitFor();
  await page.getByRole('link', { name: 'View Advisors' }).click();
  await page.waitForURL(`**${BASE}/advisors`);
  await page.getByRole('heading', { name: 'Advisor 1' }).waitFor();
  assert.ok(await page.getByRole('link', { name: 'advisor@demo.test' }).isVisible());
  await shot(page, '1-advisors');
  await page.getByRole('button', { name: 'Work with Advisor 1' }).click();
  await page.getByText('Advisor chosen. Opening your playbooks…').waitFor();
  await page.waitForURL(`**${BASE}/playbooks`);
  const [pair] = (await api('/playbook/pairs', token)).body.data;
  const userId = await page.evaluate(() => JSON.parse(localStorage.getItem('portal.user')).user_id);
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), `portal.playbook-pair.${userId}`), pair._id);

  // My Playbooks: the two assigned, each with its progress and status.
  const rows = page.locator('[data-playbook]');
  await rows.first().waitFor();
  assert.equal(await rows.count(), 2);
  await page.getByRole('link', { name: 'Key Business Building Blocks', exact: true }).waitFor();
  await page.getByRole('link', { name: 'Market Access Playbook', exact: true }).waitFor();
  const bars = page.getByRole('progressbar');
  assert.equal(await bars.count(), 2);
  // The demo completed two of its five sessions (the last two); the first is still open.
  assert.equal(await bars.first().getAttribute('aria-valuenow'), '40');
  await rows.first().getByText('In progress').waitFor();
  await rows.nth(1).getByText('Pending').waitFor();
  await shot(page, '2-playbooks');

  // A chapter, then a session.
  await page.getByRole('link', { name: 'Key Business Building Blocks', exact: true }).click();
  await page.waitForURL(`**${BASE}/playbook/*`);
  await page.locator('.pb-list__link').first().click();
  await page.waitForURL(`**${BASE}/book/*/chapter/*`);
  await page.locator('.pb-list__link').first().click();
  await page.waitForURL(`**${BASE}/b/*/c/*/s/*`);
  const sessionPath = pathOf(page);
  assert.equal(sessionPath.split('/').length, 9);

  // Tools: the checklist, the demo's first tool ticked done by the advisor.
  await page.getByRole('tab', { name: 'Tools', selected: true }).waitFor();
  const tools = page.locator('.pb-tool');
  await tools.first().waitFor();
  assert.ok((await tools.count()) >= 2);
  await tools.first().getByText('Completed').waitFor();
  await tools.nth(1).getByText('Pending').waitFor();
  await shot(page, '3-tools');

  // Assignment: the demo task, and core's message for an empty reply.
  await page.getByRole('tab', { name: 'Assignment' }).click();
  const task = page.locator('.pb-task').filter({ hasText: TASK });
  await task.waitFor();
  assert.match(await task.textContent(), /Due \d\d\/\d\d\/\d{4}/);
  await task.getByRole('button', { name: `Reply to ${TASK}` }).click();
  await task.getByRole('button', { name: 'Send reply' }).click();
  await task.getByText('Response is needed to submit').waitFor();

  // Feedback: core's message for no stars.
  await page.getByRole('tab', { name: 'Feedback' }).click();
  await page.getByText('No feedback for this session is given yet').waitFor();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await page.getByText('Rate the adviser by clicking any of the stars to continue').waitFor();
  await shot(page, '4-feedback-needs-stars');

  // Airplane mode: the session opens from the copies kept on the phone; the reply waits there.
  await context.setOffline(true);
  await page.reload();
  await page.getByTestId('pb-kept').waitFor();
  await page.getByRole('tab', { name: 'Assignment' }).click();
  await task.waitFor();
  await task.getByRole('button', { name: `Reply to ${TASK}` }).click();
  await task.getByLabel('Your response').fill('Sales last month: 48,500 Ksh. The daily list is attached next session.');
  await task.getByRole('button', { name: 'Send reply' }).click();
  await task.getByTestId('pb-reply-waiting').waitFor();
  await task.getByText('Waiting to send').waitFor();
  assert.equal(await task.getByRole('button', { name: `Reply to ${TASK}` }).count(), 0);
  await shot(page, '5-reply-waiting');

  // A feedback with 4 stars, offline too: listed as waiting, and the form is reset.
  await page.getByRole('tab', { name: 'Feedback' }).click();
  await page.getByRole('radio', { name: '4 of 5 stars' }).check();
  await page.getByLabel('Feedback (optional)').fill('The cash book template helped a lot.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const waitingFeedback = page.getByTestId('pb-feedback-waiting');
  await waitingFeedback.waitFor();
  await waitingFeedback.getByText('The cash book template helped a lot.').waitFor();
  assert.equal(await page.getByLabel('Feedback (optional)').inputValue(), '');
  assert.equal(await page.locator('.stars input:checked').count(), 0);
  await shot(page, '5b-feedback-waiting');

  // What goes up when the connection is back: the JSON forms, each with its own submissionId.
  const posts = {};
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && path.startsWith('/api/playbook/add-')) posts[path] = request.postDataJSON();
  });

  await context.setOffline(false);
  const replied = await waitFor(() => posts['/api/playbook/add-task-response']);
  const rated = await waitFor(() => posts['/api/playbook/add-feedback']);
  assert.match(replied.submissionId, /^[0-9a-f]{24}$/);
  assert.deepEqual(
    { response: replied.response, files: replied.files, topic: replied.topic, addedById: replied.addedById, addedByEmail: replied.addedByEmail },
    { response: 'Sales last month: 48,500 Ksh. The daily list is attached next session.', files: [], topic: TASK, addedById: userId, addedByEmail: 'client@demo.test' },
  );
  assert.match(rated.submissionId, /^[0-9a-f]{24}$/);
  assert.notEqual(rated.submissionId, replied.submissionId);
  assert.deepEqual(
    { rated: rated.rated, feedback: rated.feedback, files: rated.files, from: rated.from, pairingId: rated.pairingId, sessionId: rated.sessionId },
    { rated: 4, feedback: 'The cash book template helped a lot.', files: [], from: 'Entrepreneur', pairingId: pair._id, sessionId: sessionPath.split('/').at(-1) },
  );
  await page.getByRole('tab', { name: 'Assignment' }).click();
  // Sent once: the task has the reply, Reply is gone for good.
  await task.getByText('Answered').waitFor({ timeout: 30_000 });
  assert.equal(await task.getByRole('button', { name: `Reply to ${TASK}` }).count(), 0);
  const sessionId = sessionPath.split('/').at(-1);
  const tasks = (await api(`/playbook/tasks/${sessionId}/${pair._id}`, token)).body.data;
  assert.match(tasks.find((one) => one.topic === TASK).reply.response, /48,500/);
  await page.reload();
  await page.getByRole('tab', { name: 'Assignment' }).click();
  await task.getByText('Answered').waitFor();
  assert.equal(await task.getByRole('button', { name: `Reply to ${TASK}` }).count(), 0);
  // The feedback is the server's now, from the entrepreneur.
  await page.getByRole('tab', { name: 'Feedback' }).click();
  await page.locator('.pb-given').filter({ hasText: 'The cash book template helped a lot.' }).getByText('From you').waitFor({ timeout: 30_000 });
  assert.equal(await page.getByTestId('pb-feedback-waiting').count(), 0);
  await shot(page, '6-after-send');
  await context.close();
});
