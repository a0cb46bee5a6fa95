// The post-quarterly survey from the playbook's base (issue 14: `{base}/post_quarterly_survey`), on a
// phone against a real server: skip logic on 'Something else', a date typed as dd/mm/yyyy, a phone
// number refused with core's message and then taken, and the answers stored as the server keeps them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, phone } from './browser.mjs';
import { apiToken, ownServer, signInClient } from './sync-support.mjs';

const SHOTS = process.env.E2E_SHOTS;
const NAME = 'post_quarterly_survey';

let browser;
let server;

before(async () => {
  server = await ownServer('survey-post');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function shot(page, name) {
  if (!SHOTS) return;
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(SHOTS, `survey-post-${name}.png`), fullPage: true });
}

test('a client fills in the post-quarterly survey from the playbook: date, phone and skip logic', async () => {
  const { context, page } = await phone(browser, { baseURL: server.base });
  await signInClient(page, 'client@demo.test');
  await page.goto(`/dashboard/playbook/${NAME}`);
  await page.locator('#q-quarter_outcome').waitFor();

  await page.locator('input[name="q-quarter_outcome"][value="better"]').check();
  // 'Something else' asks what it was; another answer takes the question away again.
  const other = page.locator('#q-challenge_other');
  assert.equal(await other.count(), 0);
  await page.locator('input[name="q-biggest_challenge"][value="other"]').check();
  await other.waitFor();
  await other.fill('The road to the market was closed for a month');
  await page.locator('#q-support_received input[value="playbook"]').check();
  await page.locator('#q-support_received input[value="coaching"]').check();
  await page.locator('input[name="q-satisfaction"][value="satisfied"]').check();
  await page.locator('#q-next_coach_meeting').fill('15/02/2027');
  await page.locator('#q-contact_phone').fill('12345');

  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Enter a Kenyan or Tanzanian phone number, like 0712 345 678').first().waitFor();
  await shot(page, '1-phone-refused');
  await page.locator('#q-contact_phone').fill('0712 345 678');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText(/^Success/).first().waitFor({ timeout: 30_000 });
  await shot(page, '2-sent');

  const coach = await apiToken(server.base, 'coach@demo.test');
  const answer = await fetch(`${server.base}/api/surveys/${NAME}/responses`, { headers: { authorization: `Bearer ${coach}` } });
  const responses = await answer.json();
  assert.equal(responses.total, 1);
  const answers = responses.data[0].answers;
  assert.equal(answers.next_coach_meeting, '2027-02-15');
  assert.match(answers.contact_phone, /712\s?345\s?678$/);
  assert.equal(answers.challenge_other, 'The road to the market was closed for a month');
  assert.deepEqual([...answers.support_received].sort(), ['coaching', 'playbook']);
  await context.close();
});
