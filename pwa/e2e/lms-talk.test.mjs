// Messages both ways between a trainee and her mentor, each on a phone against a real server (spec
// 002 sections 2.6, 4.5, 5.5; docs/lms.md): the demo applicant (through the survey gate over the API)
// writes from her Messages page (Enter on a blank message sends nothing); mentor@demo.test finds the
// conversation with its unread badge, reads it and answers; the trainee's Alerts page says who wrote
// (also offline, from the copy kept), leads to the chat, where the answer shows and is marked read,
// so the alert goes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { DEMO_PASSWORD, launch, phone, signIn } from './browser.mjs';
import { ownServer, signInClient } from './sync-support.mjs';
import { passGate } from '../bench/lmsGate.mjs';

const SHOTS = process.env.E2E_SHOTS;
const BASE = '/dashboard/lms';
const TRAINEE = 'applicant@demo.test';
const QUESTION = 'Habari mlezi, how do I price my tomatoes when the market price changes every week?';
const ANSWER = 'Start from your cost per crate, then add your margin; we will look at it together on Monday.';

let browser;
let server;

before(async () => {
  server = await ownServer('lms-talk');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function shot(page, name) {
  if (!SHOTS) return;
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(SHOTS, `lms-talk-${name}.png`), fullPage: true });
}

/** The trainee's chat with a mentor as the server has it. */
async function chat(gate, mentorId) {
  const q = `cohort_id=${gate.cohortId}&mentor_id=${mentorId}&trainee_id=${gate.traineeId}`;
  const response = await fetch(`${server.base}/api/lms/messages?${q}`, { headers: { authorization: `Bearer ${gate.token}` } });
  assert.equal(response.status, 200);
  return (await response.json()).data ?? [];
}

test('the trainee writes, the mentor answers, the trainee reads the answer from her alerts', async () => {
  const gate = await passGate(server.base, TRAINEE, DEMO_PASSWORD);
  const mentors = await (await fetch(`${server.base}/api/lms/mentors/${gate.cohortId}`, { headers: { authorization: `Bearer ${gate.token}` } })).json();
  const mentor = mentors.data.find((m) => m.email === 'mentor@demo.test');
  assert.ok(mentor, 'mentor@demo.test mentors the cohort');

  // ---- the trainee writes from her Messages page ------------------------------------------------
  const trainee = await phone(browser, { baseURL: server.base });
  const tpage = trainee.page;
  await signInClient(tpage, TRAINEE);
  await tpage.goto(`${BASE}/learning/messages`);
  await tpage.getByRole('heading', { name: `Chat with ${mentor.name}` }).waitFor();
  await tpage.getByText('Messages not found').waitFor();
  const box = tpage.getByRole('textbox', { name: 'Type a message' });
  await box.press('Enter');
  assert.equal(await tpage.locator('.lms-bubble--mine').count(), 0, 'Enter on a blank message sends nothing');
  await box.fill(QUESTION);
  await box.press('Enter');
  await tpage.locator('.lms-bubble--mine:not(.lms-bubble--waiting)').filter({ hasText: QUESTION }).waitFor({ timeout: 20_000 });
  assert.equal(await box.inputValue(), '');
  await shot(tpage, '1-trainee-wrote');
  const sent = (await chat(gate, mentor.id)).filter((m) => m.content.text === QUESTION);
  assert.equal(sent.length, 1, 'stored once');
  assert.equal(sent[0].sender, 'trainee');
  assert.equal(sent[0].status, 'sent');

  // ---- the mentor reads it and answers ------------------------------------------------------------
  const mentorPhone = await phone(browser, { baseURL: server.base });
  const mpage = mentorPhone.page;
  await mpage.goto('/signin');
  await signIn(mpage, 'mentor@demo.test');
  await mpage.waitForURL('**/mentor/overview');
  await mpage.goto('/mentor/messages');
  const conversation = mpage.locator('.mentor-conversation').filter({ hasText: 'Baraka' });
  await conversation.getByText('1 unread').waitFor();
  await conversation.click();
  await mpage.locator('.mentor-bubble--trainee').filter({ hasText: QUESTION }).waitFor();
  const reply = mpage.getByLabel('Message', { exact: true });
  await reply.fill(ANSWER);
  await reply.press('Enter');
  await mpage.locator('.mentor-bubble--mentor:not(.mentor-bubble--waiting)').filter({ hasText: ANSWER }).waitFor({ timeout: 20_000 });
  await shot(mpage, '2-mentor-answered');
  // Opening the thread read her message.
  assert.equal((await chat(gate, mentor.id)).find((m) => m.content.text === QUESTION)?.status, 'read');

  // ---- the trainee: the alert, kept for offline, leads to the answer --------------------------------
  await tpage.goto(`${BASE}/alerts`);
  const alertName = `New messages from ${mentor.name}: 1`;
  const alert = tpage.getByRole('link', { name: alertName });
  await alert.waitFor();
  await tpage.getByTestId('lms-alerts').getByText(ANSWER, { exact: false }).waitFor();
  await shot(tpage, '3-trainee-alert');
  await trainee.context.setOffline(true);
  await tpage.reload();
  await tpage.getByRole('link', { name: alertName }).waitFor();
  await trainee.context.setOffline(false);
  await tpage.getByRole('link', { name: alertName }).click();
  await tpage.waitForURL(/\/dashboard\/lms\/learning\/messages\?mentor=[0-9a-f]{24}$/);
  await tpage.locator('.lms-bubble:not(.lms-bubble--mine)').filter({ hasText: ANSWER }).waitFor();
  await tpage.locator('.lms-bubble--mine').filter({ hasText: QUESTION }).waitFor();
  await shot(tpage, '4-trainee-reads');
  // Shown, so read: the server says so, and the alert is gone.
  for (let i = 0; i < 50; i++) {
    if ((await chat(gate, mentor.id)).find((m) => m.content.text === ANSWER)?.status === 'read') break;
    await tpage.waitForTimeout(200);
  }
  const answer = (await chat(gate, mentor.id)).find((m) => m.content.text === ANSWER);
  assert.equal(answer?.sender, 'mentor');
  assert.equal(answer?.status, 'read');
  await tpage.goto(`${BASE}/alerts`);
  await tpage.getByText(/is ready for you to do|Nothing new for now\./).first().waitFor();
  assert.equal(await tpage.getByText(/^New messages from/).count(), 0);

  await trainee.context.close();
  await mentorPhone.context.close();
});
