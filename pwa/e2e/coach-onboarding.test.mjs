// The business coach's onboarding work (issue 13, acceleration team side): the review queue with the
// demo entrepreneurs' pictures previewed, filtered by hub, a rejection that needs its reason, an approval; a new cohort
// with two questions, a freshly signed-up client enrolled into it, and the cohort's progress.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, phone, signIn, chooseLanguage, DEMO_PASSWORD } from './browser.mjs';

const run = Date.now().toString(36);
const SHOTS = process.env.E2E_SHOTS;

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** A client of this run, signed up by the super admin (another test walks onboarding@demo.test). */
async function freshClient(request) {
  const email = `cohort-${run}@e2e.test`;
  const password = `Cohort-${run}-1`;
  const signin = await request.post('/api/client/signin', { data: { email: 'super@demo.test', password: DEMO_PASSWORD } });
  const { token } = await signin.json();
  const created = await request.post('/api/client/signup', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      firstName: 'Cohort',
      lastName: `Member${run}`,
      email,
      mobileNumber: `07${String(Date.now() % 1e8).padStart(8, '0')}`,
      password,
      confirmPassword: password,
      referralChoice: 'Other',
      role: 'client',
    },
  });
  assert.equal(created.status(), 201, await created.text());
  return { email, name: `Cohort Member${run}` };
}

const shoot = (page, name) => (SHOTS ? page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }) : null);

test('the coach previews a picture, rejects a step only with a reason, and approves another', async () => {
  const { context, page } = await phone(browser);
  await page.goto('/signin');
  await signIn(page, 'coach@demo.test');
  await page.waitForURL('**/coach/overview');
  await page.getByText(/^\d+ waiting for review$/).waitFor();

  await page.goto('/coach/review-queue');
  await page.getByRole('heading', { name: 'Review queue', level: 1 }).waitFor();
  const cards = page.locator('.coach-submission');
  await cards.first().waitFor();

  // The first card's file is a picture fetched with the coach's token and shown in the page.
  const picture = page.locator('.coach-file img').first();
  await picture.waitFor();
  await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await picture.elementHandle());
  await shoot(page, 'queue-360');

  // Only the Kisumu entrepreneur's steps are decided: Wanjiku Kamau (Nairobi) is other tests' client.
  await page.getByLabel('Hub').selectOption('Kisumu');
  await page.waitForFunction(() => {
    const hubs = [...document.querySelectorAll('.coach-submission__step')].map((p) => p.textContent);
    return hubs.length > 0 && hubs.every((text) => text.endsWith('· Kisumu'));
  });
  const before = await cards.count();
  assert.ok(before >= 2, `${before} submissions waiting in Kisumu`);
  const first = cards.first();
  const who = await first.locator('h2').textContent();
  await first.getByRole('button', { name: 'Reject' }).click();
  await first.getByRole('button', { name: 'Send the rejection' }).click();
  await first.getByText('Give the reason for rejecting this step').waitFor();
  await first.getByLabel('Reason for rejecting').fill('The picture is blurred, take it again in daylight');
  await first.getByRole('button', { name: 'Send the rejection' }).click();
  await page.getByText(new RegExp(`^Rejected: .+ of ${who}$`)).waitFor();
  await page.waitForFunction((n) => document.querySelectorAll('.coach-submission').length === n, before - 1);

  await cards.first().getByRole('button', { name: 'Approve' }).click();
  await page.getByText(/^Approved: .+ of .+$/).waitFor();
  await page.waitForFunction((n) => document.querySelectorAll('.coach-submission').length === n, before - 2);

  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, 'queue-1280');

  await chooseLanguage(page, 'sw');
  await page.getByRole('heading', { name: 'Foleni ya ukaguzi', level: 1 }).waitFor();
  await cards.first().getByRole('button', { name: 'Kataa' }).click();
  await cards.first().getByRole('button', { name: 'Tuma kukataa' }).click();
  const blank = (await cards.first().locator('.field__message').textContent()) ?? '';
  assert.ok(blank.length > 0 && blank !== 'Give the reason for rejecting this step', `in Swahili: ${blank}`);
  await shoot(page, 'queue-sw-1280');
  // The choice is kept on the account: English again before the next test signs in.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/language') && r.request().postData()?.includes('"en"'));
  await chooseLanguage(page, 'en');
  await saved;
  await context.close();
});

test('the coach adds a cohort with two questions, enrols a new client and sees the progress', async () => {
  const { context, page } = await phone(browser);
  const member = await freshClient(context.request);
  await page.goto('/signin');
  await signIn(page, 'coach@demo.test');
  await page.waitForURL('**/coach/overview');
  await page.goto('/coach/cohorts');
  await page.getByRole('heading', { name: 'Cohorts', level: 1 }).waitFor();

  const name = `E2E cohort ${run}`;
  await page.getByRole('button', { name: 'Add a cohort' }).click();
  const form = page.getByRole('form', { name: 'Add a cohort' });
  await form.getByRole('button', { name: 'Save the cohort' }).click();
  await form.getByText("Enter the cohort's name").waitFor();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Intake date').fill('01/12/2026');
  await form.getByLabel('Nairobi').check();
  await form.getByRole('button', { name: 'Save the cohort' }).click();

  const manage = page.getByRole('region', { name: `Questions and enrolment of ${name} 2026` });
  await manage.waitFor();
  await manage.getByText('No questions yet.').waitFor();
  await manage.getByRole('button', { name: 'Add a question' }).click();
  await manage.getByRole('button', { name: 'Add a question' }).click();
  const one = manage.getByRole('group', { name: 'Question 1' });
  const two = manage.getByRole('group', { name: 'Question 2' });
  await one.getByLabel('Question', { exact: true }).fill('What does your business sell?');
  await one.getByLabel('Type').selectOption('textarea');
  await two.getByLabel('Question', { exact: true }).fill('Which sector are you in?');
  await two.getByLabel('Type').selectOption('select');
  await manage.getByRole('button', { name: 'Save the questions' }).click();
  await two.getByText('Add at least one option').waitFor();
  await two.getByLabel('Options (one per line)').fill('Food\nRetail\nServices');
  await two.getByRole('button', { name: /^Move up/ }).click();
  await manage.getByRole('button', { name: 'Save the questions' }).click();
  await page.getByRole('status').filter({ hasText: /saved/i }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-invalid="true"]'));
  assert.equal(await manage.getByRole('group', { name: 'Question 1' }).getByLabel('Question', { exact: true }).inputValue(), 'Which sector are you in?');

  await manage.getByLabel('E-mails or ids').fill(`${member.email},\nnobody-${run}@e2e.test`);
  await manage.getByRole('button', { name: 'Enrol', exact: true }).click();
  await manage.getByRole('heading', { name: 'Enrolled (1)' }).waitFor();
  await manage.getByRole('heading', { name: 'Not found (1)' }).waitFor();
  await manage.getByText(`nobody-${run}@e2e.test`).waitFor();
  await shoot(page, 'cohorts-360');

  await page.goto('/coach/cohort-progress');
  await page.getByRole('heading', { name: 'Cohort progress', level: 1 }).waitFor();
  await page.getByLabel('Cohort', { exact: true }).selectOption({ label: `${name} 2026` });
  await page.getByText(member.name).first().waitFor();
  await shoot(page, 'progress-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  const row = page.getByRole('row').filter({ hasText: member.name });
  await row.waitFor();
  await page.getByRole('button', { name: 'Export' }).waitFor();
  await shoot(page, 'progress-1280');
  await page.goto('/coach/cohorts');
  await page.getByRole('cell', { name, exact: true }).waitFor();
  await shoot(page, 'cohorts-1280');
  await context.close();
});
