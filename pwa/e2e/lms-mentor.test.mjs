// The learning mentor's screens against a real server (issue 15): the demo applicant, a trainee,
// passes the survey gate, submits an assignment and writes to her mentor through the API (her own
// screens are another area); mentor@demo.test signs in on a phone, sees the cohort with her, the
// work to grade and the unread message first; grades the submission (core's message for a missing
// score first) and sees it move to Graded; reads her message and answers it with Enter; the
// overview shows as a table on a laptop. The pages read before open offline from the kept copies.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, phone, signIn } from './browser.mjs';
import { apiToken, newClientId, ownServer } from './sync-support.mjs';

const SHOTS = process.env.E2E_SHOTS;
const GATE = {
  training: 'training-impact-report',
  confidence: 'confidence-level',
  computerLiteracy: 'computer-literacy',
  businessAcumen: 'business-acumen/entry',
  baseline: 'baseline',
};
/** Where each survey is sent (spec 002 section 7.5). */
const SUBMIT = {
  'training-impact-report': '/lms/surveys/trainees/training-impact-report/submits',
  'business-acumen/entry': '/lms/surveys/business-acumen/entry/submits',
};

let browser;
let server;

before(async () => {
  server = await ownServer('lms-mentor');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function shot(page, name) {
  if (!SHOTS) return;
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(SHOTS, `lms-mentor-${name}.png`), fullPage: true });
}

/** The API as one signed-in person. */
async function as(email) {
  const token = await apiToken(server.base, email);
  const call = async (path, body) => {
    const response = await fetch(`${server.base}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    assert.ok(response.ok, `${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  /** A file through the resumable uploads (docs/files.md): started, one chunk, finished; its id. */
  call.upload = async (bytes) => {
    const id = newClientId();
    const headers = { authorization: `Bearer ${token}` };
    const step = async (method, path, init) => {
      const response = await fetch(`${server.base}/api/uploads/${id}${path}`, { method, ...init, headers: { ...headers, ...init.headers } });
      assert.ok(response.ok, `upload ${method} ${path}: ${response.status} ${await response.text()}`);
    };
    await step('PUT', '', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'lmsFile', size: bytes.length }) });
    await step('PATCH', '', { headers: { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body: bytes });
    await step('POST', '/finish', { headers: {} });
    return id;
  };
  return call;
}

/** A real 1×1 PNG: an answer's photo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** An answer to each question of a survey: the first option (a list when several are allowed), else a text. */
function surveyAnswers(questions) {
  const answers = {};
  for (const q of questions ?? []) {
    const key = q.name || q.id;
    if (!key || q.id === 'END' || q.isHeader) continue;
    const options = Array.isArray(q.options) ? q.options.map((o) => o.value ?? o.key ?? o.id ?? o) : Object.keys(q.options ?? {});
    const first = options.find((o) => o !== '_');
    const many = q.multiple === true || /checkbox/i.test(String(q.kind ?? q.type ?? q.input ?? ''));
    if (first === undefined) answers[key] = /number|integer|decimal/i.test(String(q.kind ?? q.type ?? q.input ?? '')) ? '5' : 'Demo answer';
    else answers[key] = many ? [String(first)] : String(first);
  }
  return answers;
}

/** The answer a task takes (a file: a photo uploaded first). */
async function taskAnswer(task, api) {
  const options = (task.options ?? []).map((o) => o.en ?? o);
  switch (task.type) {
    case 'link':
      return 'https://duka.example/neema';
    case 'choice':
      return options[0];
    case 'checkbox':
      return options.slice(0, 1);
    case 'file':
      return api.upload(PNG);
    default:
      return 'I sell vegetables at the market and want to keep daily records.';
  }
}

/**
 * The applicant as a trainee: passes the gate's surveys, submits the first assignment she may
 * attempt that asks for no file, and writes to the mentor. Returns what the mentor should see.
 */
async function traineeWork() {
  const api = await as('applicant@demo.test');
  const unboxed = await api('/user/unbox');
  const userId = unboxed.user?.user_id ?? unboxed.user_id;
  const trainees = await api(`/lms/trainees?user_id=${userId}`);
  assert.ok(trainees.count > 0, 'the demo applicant is a trainee');
  const trainee = trainees.data[0];
  const ids = { cohortId: trainee.cohortId, traineeId: trainee.id };

  const done = await api(`/lms/surveys/verify-done/1?cohort_id=${ids.cohortId}&trainee_id=${ids.traineeId}`);
  if (!done.completed) {
    for (const [key, slug] of Object.entries(GATE)) {
      if ((done.data?.[key] ?? 0) > 0) continue;
      const survey = await api(`/lms/surveys/${slug}`);
      const path = SUBMIT[slug] ?? `/lms/surveys/${slug}/1/submits`;
      await api(path, { ...surveyAnswers(survey.data?.questions), ...ids, submissionId: newClientId() });
    }
    assert.equal((await api(`/lms/surveys/verify-done/1?cohort_id=${ids.cohortId}&trainee_id=${ids.traineeId}`)).completed, true);
  }

  const classId = (await api(`/lms/classes?cohort_id=${ids.cohortId}`)).data[0].id;
  const assignments = (await api(`/lms/assignments?class_id=${classId}`)).data;
  let submitted = null;
  for (const item of assignments.filter((a) => a.state === 'notAttempted')) {
    const detail = (await api(`/lms/assignments/${item.id}`)).data[0];
    const answers = {};
    for (const [number, task] of Object.entries(detail.tasks)) answers[number] = await taskAnswer(task, api);
    await api(`/lms/assignments/${item.id}/submits`, { ...ids, answers, submissionId: newClientId() });
    submitted = detail.title.en;
    break;
  }
  assert.ok(submitted, 'an assignment to submit');

  const mentors = (await api(`/lms/mentors/${ids.cohortId}`)).data;
  const mentor = mentors.find((m) => m.email === 'mentor@demo.test');
  assert.ok(mentor, 'mentor@demo.test mentors the cohort');
  const text = 'Habari mlezi, I sent my first assignment.';
  await api('/lms/messages', {
    ...ids,
    mentorId: mentor.id,
    sender: 'trainee',
    content: { kind: 'text', text },
    status: 'sent',
    submissionId: newClientId(),
  });
  return { api, ids, mentorId: mentor.id, name: trainee.name, assignment: submitted, message: text };
}

test('a mentor sees the cohort, grades a submission and answers a message', async () => {
  const work = await traineeWork();
  const { context, page } = await phone(browser, { baseURL: server.base });
  await page.goto('/signin');
  await signIn(page, 'mentor@demo.test');
  await page.waitForURL('**/mentor/overview');
  await page.getByRole('heading', { name: 'My trainees', level: 1 }).waitFor();

  // The cohort and the applicant on a card, with her progress and what waits.
  const card = page.locator('.rl-card').filter({ hasText: work.name });
  await card.waitFor();
  await card.getByText('applicant@demo.test').waitFor();
  const bar = card.getByRole('progressbar');
  assert.match((await bar.getAttribute('aria-valuetext')) ?? '', /^\d+\.\d{2}%/);
  await card.getByText('1 to grade').waitFor();
  await card.getByText('1 unread').waitFor();
  const attention = page.locator('.mentor-attention');
  // Work to grade comes before the unread message.
  assert.match((await attention.locator('li').first().textContent()) ?? '', new RegExp(`${work.name}: 1 to grade`));
  await attention.getByText(`${work.name}: unread messages (1)`).waitFor();
  await shot(page, 'overview');

  // Grading: core's message for a missing score, then a score and a comment.
  await attention.locator('li').first().getByRole('link').click();
  await page.waitForURL(/\/mentor\/grading\?cohort_id=[0-9a-f]{24}$/);
  const item = page.locator('.mentor-item').filter({ hasText: work.assignment });
  await item.waitFor();
  await item.getByText(work.name).waitFor();
  await item.getByText('Question 1').waitFor();
  await item.getByRole('button', { name: 'Save grade' }).click();
  await item.getByText('Enter a score from 0 to 100').waitFor();
  await item.getByLabel('Score (0 to 100)').fill('101');
  await item.getByRole('button', { name: 'Save grade' }).click();
  await item.getByText('The score is a whole number from 0 to 100').waitFor();
  await shot(page, 'grade-problem');
  await item.getByLabel('Score (0 to 100)').fill('85');
  await item.getByLabel('Comment').fill('Clear answers; add the prices next time.');
  await item.getByRole('button', { name: 'Save grade' }).click();
  await page.getByText('Grade saved: 85 / 100').waitFor();
  await item.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Graded', exact: true }).click();
  const graded = page.locator('.mentor-item').filter({ hasText: work.assignment });
  await graded.getByText('Graded: 85 / 100').waitFor();
  await graded.getByText('Clear answers; add the prices next time.').waitFor();
  await shot(page, 'graded');
  // The trainee's side sees the score.
  const assignments = (await work.api(`/lms/assignments?class_id=${(await work.api(`/lms/classes?cohort_id=${work.ids.cohortId}`)).data[0].id}`)).data;
  assert.ok(assignments.some((a) => a.score === 85 && a.state === 'graded'), JSON.stringify(assignments));

  // Messages: her conversation first with its unread badge; the thread, and an answer with Enter.
  await page.goto('/mentor/messages');
  const conversation = page.locator('.mentor-conversation').first();
  await conversation.getByText(work.name).waitFor();
  await conversation.getByText('1 unread').waitFor();
  await conversation.click();
  await page.waitForURL(/\/mentor\/messages\/[0-9a-f]{24}$/);
  await page.getByRole('heading', { name: `Messages with ${work.name}`, level: 1 }).waitFor();
  const theirs = page.locator('.mentor-bubble--trainee').filter({ hasText: work.message });
  await theirs.waitFor();
  assert.match((await theirs.locator('time').textContent()) ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
  // Enter on a blank message sends nothing.
  const box = page.getByLabel('Message', { exact: true });
  await box.press('Enter');
  assert.equal(await page.locator('.mentor-bubble--mentor').count(), 0);
  await box.fill('Well done, Neema. I graded it: read my comment.');
  await box.press('Enter');
  await page.locator('.mentor-bubble--mentor:not(.mentor-bubble--waiting)').filter({ hasText: 'Well done, Neema.' }).waitFor();
  assert.equal(await box.inputValue(), '');
  await shot(page, 'thread');
  const thread = (await work.api(`/lms/messages?cohort_id=${work.ids.cohortId}&mentor_id=${work.mentorId}&trainee_id=${work.ids.traineeId}`)).data;
  const reply = thread.find((m) => m.content.text.startsWith('Well done, Neema.'));
  assert.equal(reply?.sender, 'mentor');
  // Opening the thread read her message: the overview no longer counts it.
  await page.goto('/mentor/overview');
  await page.locator('.rl-card').filter({ hasText: work.name }).getByText('0 unread').waitFor();

  // Offline, the pages read before open from the copies kept on the phone.
  await context.setOffline(true);
  await page.locator('.rl-card').filter({ hasText: work.name }).getByRole('link').first().click();
  await page.getByRole('heading', { name: `Messages with ${work.name}`, level: 1 }).waitFor();
  await page.getByText(/No connection to the server: this is the last known copy/).first().waitFor();
  await page.locator('.mentor-bubble--trainee').filter({ hasText: work.message }).waitFor();
  await context.setOffline(false);
  await context.close();
});

test('on a laptop the trainees are a table with an export', async () => {
  const context = await browser.newContext({ baseURL: server.base, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/signin');
  await signIn(page, 'mentor@demo.test');
  await page.waitForURL('**/mentor/overview');
  const table = page.locator('table').first();
  await table.waitFor();
  for (const header of ['Trainee', 'E-mail', 'Phone', 'Progress', 'To grade', 'Unread messages']) await table.getByRole('columnheader', { name: header }).waitFor();
  await table.getByText('applicant@demo.test').waitFor();
  await page.getByRole('button', { name: /Export/ }).first().waitFor();
  await shot(page, 'overview-wide');
  await context.close();
});
