// A topic review written in airplane mode, on a phone against a real server (spec 002 sections 4.5,
// 5.5; docs/lms.md "Offline"): the demo applicant (through the survey gate over the API) opens a
// topic online, then offline sends a review: 'Fill all fields' still comes first; then the review
// waits on the phone, the form says so and resets; back online it is sent once (the server keeps one
// review), and the list shows it from the server.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { DEMO_PASSWORD, launch, phone } from './browser.mjs';
import { ownServer, signInClient } from './sync-support.mjs';
import { passGate } from '../bench/lmsGate.mjs';

const SHOTS = process.env.E2E_SHOTS;
const LEARNING = '/dashboard/lms/learning';
const TRAINEE = 'applicant@demo.test';
const COMMENT = 'The daily sales book example helped me a lot.';

let browser;
let server;

before(async () => {
  server = await ownServer('lms-reviews');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function shot(page, name) {
  if (!SHOTS) return;
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(SHOTS, `lms-reviews-${name}.png`), fullPage: true });
}

test('a review written offline waits on the phone and is sent once when back online', async () => {
  const gate = await passGate(server.base, TRAINEE, DEMO_PASSWORD);
  const reviewsOf = async (topicId) => {
    const response = await fetch(`${server.base}/api/lms/topics/${topicId}/reviews?trainee_id=${gate.traineeId}`, { headers: { authorization: `Bearer ${gate.token}` } });
    assert.equal(response.status, 200);
    return (await response.json()).data;
  };

  const { context, page } = await phone(browser, { baseURL: server.base });
  await signInClient(page, TRAINEE);
  await page.goto(LEARNING);
  await page.getByRole('button', { name: /Course Outline/ }).click();
  const topicLink = page.locator('.lms-chapter__topics a').first();
  await topicLink.click();
  await page.waitForURL(new RegExp(`${LEARNING}/[0-9a-f]{24}/[0-9a-f]{24}/[0-9a-f]{24}$`));
  const topicId = page.url().split('/').pop();
  const form = page.getByRole('form', { name: 'Review this topic' });
  await form.waitFor();
  await page.getByRole('heading', { name: 'Objectives' }).waitFor();

  // Airplane mode: core's check first, then the review waits on the phone.
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await form.getByText('Fill all fields').first().waitFor();
  await form.getByLabel('Comment').fill(COMMENT);
  await form.getByRole('radio', { name: '4 of 5 stars' }).check({ force: true });
  await form.getByRole('button', { name: 'Submit review' }).click();
  await form.getByTestId('lms-review-waiting').getByText('Waiting to send: your review goes when you are back online.').waitFor();
  const waitingItem = page.locator('.lms-review--waiting').filter({ hasText: COMMENT });
  await waitingItem.getByText('Waiting to send').waitFor();
  assert.equal(await form.getByLabel('Comment').inputValue(), '', 'the form resets once the review is kept');
  await shot(page, '1-waiting');
  // A reload offline keeps it waiting.
  await page.reload();
  await page.locator('.lms-review--waiting').filter({ hasText: COMMENT }).waitFor();
  assert.deepEqual(await reviewsOf(topicId), [], 'nothing reached the server while offline');

  // Back online: sent once, shown from the server's list.
  await context.setOffline(false);
  await page.getByText('Thank you for your review').first().waitFor({ timeout: 30_000 });
  await page.locator('.lms-review:not(.lms-review--waiting)').filter({ hasText: COMMENT }).waitFor();
  assert.equal(await page.locator('.lms-review--waiting').count(), 0);
  assert.equal(await page.getByTestId('lms-review-waiting').count(), 0);
  await shot(page, '2-sent');
  const stored = await reviewsOf(topicId);
  assert.equal(stored.length, 1, JSON.stringify(stored));
  assert.equal(stored[0].comment, COMMENT);
  assert.equal(stored[0].rating, 4);
  await context.close();
});
