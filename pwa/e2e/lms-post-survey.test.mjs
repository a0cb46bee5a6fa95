// The post-training survey pages on a phone against a real server (spec 002 section 2.6; docs/lms.md):
// the client's /dashboard/post-training-survey greets her by first name and, as she is no trainee,
// says she is not registered; the applicant's /dashboard/post-training-survey/home greets him, lists
// the one survey with Take Survey, and its form labels each question with the question's own text in
// the chosen language (English, then Kiswahili: never a survey code or an internal name); an empty
// submit is 'Answer all questions'; answered, it is sent with round 1 and source post-training, taken
// once, and Back leads home.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { chooseLanguage, launch, phone } from './browser.mjs';
import { apiToken, newClientId, ownServer, signInClient } from './sync-support.mjs';

const SHOTS = process.env.E2E_SHOTS;
const POST = '/dashboard/post-training-survey';
const SLUG = 'buruka-post-training';

let browser;
let server;

before(async () => {
  server = await ownServer('lms-post-survey');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function shot(page, name) {
  if (!SHOTS) return;
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(SHOTS, `lms-post-survey-${name}.png`), fullPage: true });
}

async function api(token, path, body) {
  const response = await fetch(`${server.base}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** The labels the form shows for its questions: each group's legend and each field's label. */
async function shownLabels(form) {
  const texts = await form.locator('fieldset > legend, label.field__label, .survey__note').allInnerTexts();
  return texts.map((text) => text.replace(/\s*\*\s*$/, '').trim()).filter(Boolean);
}

/** Answers every question shown: the first choice of each group, a word in each text field. */
async function answerAll(form) {
  for (let round = 0; round < 3; round++) {
    for (const group of await form.locator('fieldset').all()) {
      const radio = group.locator('input[type=radio]').first();
      if ((await radio.count()) && !(await group.locator('input[type=radio]:checked').count())) await radio.check();
      const box = group.locator('input[type=checkbox]').first();
      if ((await box.count()) && !(await group.locator('input[type=checkbox]:checked').count())) await box.check();
    }
    for (const field of await form.locator('input[type=text], textarea').all()) {
      if (!(await field.inputValue())) await field.fill('More practice with the books');
    }
  }
}

test('a client who is no trainee is greeted and told she is not registered', async () => {
  const { context, page } = await phone(browser, { baseURL: server.base });
  await signInClient(page, 'client@demo.test');
  await page.goto(POST);
  await page.getByRole('heading', { name: 'Welcome, Amina', level: 1 }).waitFor();
  await page.getByText("You're not registered as a trainee yet. Please contact the training team to complete registration.").waitFor();
  assert.equal(await page.getByRole('link', { name: 'Take Survey' }).count(), 0);
  await shot(page, 'client');
  await context.close();
});

test('the applicant takes the post-training survey: question texts as labels in both languages, sent once', async () => {
  const token = await apiToken(server.base, 'applicant@demo.test');
  const survey = (await api(token, `/lms/surveys/${SLUG}`)).body.data;
  const asked = survey.questions.filter((q) => !q.dependent && q.active !== false && q.type !== 'note');
  assert.ok(asked.length > 3, 'the survey has questions');
  const internal = new Set(survey.questions.flatMap((q) => [q.name, q.code]));

  const { context, page } = await phone(browser, { baseURL: server.base });
  await signInClient(page, 'applicant@demo.test');
  await page.goto(`${POST}/home`);
  await page.getByRole('heading', { name: 'Welcome, Baraka', level: 1 }).waitFor();
  const item = page.locator('.lms-gate__item');
  await item.getByText('Post-training survey').waitFor();
  assert.equal(await item.count(), 1);
  await shot(page, 'applicant-home');
  await item.getByRole('link', { name: 'Take Survey' }).click();
  await page.waitForURL(`**${POST}/survey/${SLUG}`);
  const form = page.locator('form.lms-survey');
  await form.waitFor();
  await page.getByRole('heading', { name: survey.title.en, level: 1 }).waitFor();

  // Each question is labelled by its own text, in English.
  const english = await shownLabels(form);
  assert.deepEqual(english, asked.map((q) => q.text.en));
  for (const label of english) {
    assert.ok(!internal.has(label), `"${label}" is a code or a name`);
    assert.doesNotMatch(label, /\*\d|^[a-z0-9_]+$/, `"${label}" looks like a code or a name`);
  }
  await shot(page, 'form-en');

  // Nothing answered: the spec's toast.
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Answer all questions').first().waitFor();

  // In Kiswahili, the same questions in Kiswahili.
  await chooseLanguage(page, 'sw');
  await page.getByRole('heading', { name: survey.title.sw, level: 1 }).waitFor();
  await form.getByText(asked[0].text.sw).first().waitFor();
  const swahili = await shownLabels(form);
  assert.deepEqual(swahili, asked.map((q) => q.text.sw));
  await shot(page, 'form-sw');
  await chooseLanguage(page, 'en');
  await form.getByText(asked[0].text.en).first().waitFor();

  // 'Other' reveals its own question, labelled in words too.
  const withOther = survey.questions.find((q) => (q.options ?? []).some((o) => o.value === '_'));
  if (withOther) {
    const other = survey.questions.find((q) => q.dependent && q.name === `${withOther.name}_other`);
    const group = form.locator(`#q-${withOther.name}`);
    await group.locator('input[value="_"]').check();
    await form.getByText(other.text.en).first().waitFor();
    await group.locator('input[value="_"]').uncheck().catch(() => undefined);
    if (withOther.type === 'selectOne') await group.locator('input[type=radio]').first().check();
  }

  await answerAll(form);
  const sent = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/lms/surveys/${SLUG}/submits`));
  await form.getByRole('button', { name: 'Submit' }).click();
  const response = await sent;
  assert.equal(response.status(), 200);
  assert.equal((await response.json()).message, 'Your answers have been received. Thank you');
  const body = response.request().postDataJSON();
  assert.equal(body.round, 1);
  assert.equal(body.source, 'post-training');
  assert.match(body.submissionId, /^[0-9a-f]{24}$/);
  await page.waitForURL(`**${POST}/home`);
  await page.getByRole('heading', { name: 'Welcome, Baraka', level: 1 }).waitFor();
  await shot(page, 'sent');

  // Taken once: the same send again is the same success; new answers are refused.
  assert.equal((await api(token, `/lms/surveys/${SLUG}/submits`, body)).status, 200);
  const again = await api(token, `/lms/surveys/${SLUG}/submits`, { ...body, submissionId: newClientId() });
  assert.equal(again.status, 409);
  assert.equal(again.body.message, 'You have answered this survey already');
  await context.close();
});

test('every gate survey labels its questions with their own text, in English and in Kiswahili', async () => {
  const token = await apiToken(server.base, 'applicant@demo.test');
  const slugs = ['confidence-level', 'training-impact-report', 'computer-literacy', 'business-acumen/entry', 'baseline'];
  const surveys = {};
  for (const slug of slugs) {
    const path = slug === 'training-impact-report' ? 'trainees/training-impact-report' : slug;
    surveys[slug] = (await api(token, `/lms/surveys/${path}`)).body.data;
  }
  const { context, page } = await phone(browser, { baseURL: server.base });
  await signInClient(page, 'applicant@demo.test');
  for (const lang of ['en', 'sw']) {
    if (lang === 'sw') {
      // The choice is remembered once its texts are in: only then does a new page open in it.
      await chooseLanguage(page, 'sw');
      await page.waitForFunction(() => document.documentElement.lang === 'sw');
    }
    for (const slug of slugs) {
      const survey = surveys[slug];
      const asked = survey.questions.filter((q) => !q.dependent && q.active !== false && q.type !== 'note');
      const internal = new Set(survey.questions.flatMap((q) => [q.name, q.code]));
      await page.goto(`/dashboard/lms/survey/${slug}`);
      const form = page.locator('form.lms-survey');
      await form.waitFor();
      await form.getByText(asked[0].text[lang]).first().waitFor();
      const labels = await shownLabels(form);
      assert.deepEqual(labels, asked.map((q) => q.text[lang]), `${slug} in ${lang}`);
      for (const label of labels) assert.ok(!internal.has(label), `${slug}: "${label}" is a code or a name`);
      await shot(page, `${slug.replace('/', '-')}-${lang}`);
    }
  }
  await context.close();
});
