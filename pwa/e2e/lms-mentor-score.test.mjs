// The mentor's own score item for a trainee, on a phone (docs/lms.md: `PUT /api/lms/trainees/{id}/
// score-entries/mentor {score}`, `GET …/score-entries`): from My trainees, the trainee's page shows no
// mentor score yet; core's grade check refuses a blank score and 101; 80 is saved and shown as the
// score now, and kept with the page; the server then lists the entry.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, phone, signIn } from './browser.mjs';
import { apiToken, ownServer } from './sync-support.mjs';

const SHOTS = process.env.E2E_SHOTS;

let browser;
let server;

before(async () => {
  server = await ownServer('lms-mentor-score');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function shot(page, name) {
  if (!SHOTS) return;
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(SHOTS, `lms-mentor-score-${name}.png`), fullPage: true });
}

test("the mentor enters a trainee's mentor score: core's checks, then saved and shown", async () => {
  const token = await apiToken(server.base, 'mentor@demo.test');
  const headers = { authorization: `Bearer ${token}` };
  const overview = await (await fetch(`${server.base}/api/lms/mentor/overview`, { headers })).json();
  const trainee = overview.data.flatMap((c) => c.trainees).find((p) => p.email === 'applicant@demo.test');
  assert.ok(trainee, 'the demo applicant is a trainee of the mentor');
  const entriesNow = async () =>
    (await (await fetch(`${server.base}/api/lms/trainees/${trainee.traineeId}/score-entries`, { headers })).json()).data;
  assert.deepEqual(await entriesNow(), []);

  const { context, page } = await phone(browser, { baseURL: server.base });
  await page.goto('/signin');
  await signIn(page, 'mentor@demo.test');
  await page.waitForURL('**/mentor/overview');
  const card = page.locator('.rl-card').filter({ hasText: 'applicant@demo.test' });
  await card.getByRole('link', { name: `Mentor score of ${trainee.name}` }).click();
  await page.waitForURL(`**/mentor/trainees/${trainee.traineeId}`);
  await page.getByRole('heading', { name: trainee.name, level: 1 }).waitFor();
  const section = page.getByRole('region', { name: 'Mentor score' });
  await section.getByTestId('mentor-score-now').getByText('No mentor score yet.').waitFor();
  await page.locator('.mentor-trainee').getByRole('link', { name: 'Messages' }).waitFor();
  await shot(page, '1-none');

  await section.getByRole('button', { name: 'Save score' }).click();
  await section.getByText('Enter a score from 0 to 100').waitFor();
  await section.getByLabel('Score (0 to 100)').fill('101');
  await section.getByRole('button', { name: 'Save score' }).click();
  await section.getByText('The score is a whole number from 0 to 100').waitFor();
  await shot(page, '2-refused');
  assert.deepEqual(await entriesNow(), [], 'nothing stored while core refuses');

  await section.getByLabel('Score (0 to 100)').fill('80');
  await section.getByRole('button', { name: 'Save score' }).click();
  await page.getByText('Mentor score saved: 80 / 100').first().waitFor();
  await section.getByTestId('mentor-score-now').getByText(/^Now: 80 \/ 100, saved .+/).waitFor();
  assert.equal(await section.getByLabel('Score (0 to 100)').inputValue(), '');
  const entries = await entriesNow();
  assert.deepEqual(entries.map((e) => [e.item, Number(e.score)]), [['mentor', 80]], JSON.stringify(entries));
  await shot(page, '3-saved');
  await context.close();
});
