// The team's side of learning on a phone, against a real server (issue 15; docs/lms.md, "The team's
// side"): the demo coach opens Learning from the menu and finds the demo cohort; makes a cohort (and
// is told when the name is taken), adds the demo mentor and saves them as the default chat partner;
// adds the demo client as a trainee (the demo applicant is shown in Buruka 2026 already and cannot be
// ticked); imports a course folder picked by hand that is not a course (every problem listed), then
// the demo course folder (content/lms/demo-course) whole, sees what it holds and the course listed;
// enters the trainer's score (refused over 100, then saved); removes the trainee while they have no
// work, and, once they wrote a note, is told a trainee with work cannot be removed. The super admin opens the same screens from their menu.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, openMenu, pathOf, phone, signIn } from './browser.mjs';
import { apiToken, ownServer } from './sync-support.mjs';

const SHOTS = process.env.E2E_SHOTS;
const COURSE = fileURLToPath(new URL('../../content/lms/demo-course', import.meta.url));
const COHORT = 'Cohort of the browser test';
const HEX = '[0-9a-f]{24}';

let browser;
let server;

before(async () => {
  server = await ownServer('lms-team');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function shot(page, name) {
  if (!SHOTS) return;
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(SHOTS, `lms-team-${name}.png`), fullPage: true });
}

async function api(path, token) {
  const response = await fetch(`${server.base}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** Opens a side-menu entry by its name (the menu is behind a button on a phone). */
async function fromMenu(page, name) {
  await openMenu(page);
  await page.getByRole('link', { name, exact: true }).click();
}

/** Every file of a folder, as the folder input sends them (hidden ones too: the screen leaves them out). */
function filesIn(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesIn(join(dir, entry.name)) : [join(dir, entry.name)]));
}

test('a coach makes a cohort, gives it a mentor and a trainee, imports the demo course and scores the trainee', async () => {
  const token = await apiToken(server.base, 'coach@demo.test');
  const { page } = await phone(browser, { baseURL: server.base });
  await page.goto('/signin');
  await signIn(page, 'coach@demo.test');
  await page.waitForURL('**/coach/overview');
  await fromMenu(page, 'Learning');
  await page.waitForURL('**/coach/learning');
  await page.getByRole('heading', { name: 'Learning', level: 1 }).waitFor();

  // The demo cohort: its mentor, its trainee and its course.
  const demo = page.locator('.rl-card', { hasText: 'Buruka 2026' });
  await demo.waitFor();
  assert.match(await demo.innerText(), /Grow your business \(chapters: 3\)/);
  await shot(page, '1-cohorts');

  // A new cohort: its page opens.
  await page.getByText('New cohort', { exact: true }).click();
  await page.getByLabel('Cohort’s name').fill(COHORT);
  await page.getByRole('button', { name: 'Create cohort' }).click();
  await page.waitForURL(new RegExp(`/coach/learning/cohorts/${HEX}$`));
  const cohortId = pathOf(page).split('/').at(-1);
  await page.getByRole('heading', { name: COHORT, level: 1 }).waitFor();
  await page.getByText('Cohort saved').first().waitFor();
  await page.getByText('Mentors: 0 · Trainees: 0 · Courses: 0').waitFor();

  // The same name again: the server's refusal is said, and no second cohort is made.
  await page.getByRole('link', { name: 'Back to the cohorts' }).click();
  await page.getByText('New cohort', { exact: true }).click();
  await page.getByLabel('Cohort’s name').fill(COHORT);
  await page.getByRole('button', { name: 'Create cohort' }).click();
  await page.getByRole('alert').filter({ hasText: 'A cohort of this name exists already' }).waitFor();
  assert.equal((await api('/lms/team/cohorts', token)).body.data.filter((c) => c.name === COHORT).length, 1);
  await page.locator('.rl-card', { hasText: COHORT }).locator('.rl-card__link').click();
  await page.waitForURL(`**/coach/learning/cohorts/${cohortId}`);

  // Mentors: the demo mentor found and added, saved; the first is the default chat partner.
  await page.getByRole('tab', { name: 'Mentors', selected: true }).waitFor();
  await page.getByText('The first mentor is the trainees’ default chat partner', { exact: false }).waitFor();
  await page.getByLabel('Find a mentor (name, e-mail or phone)').fill('mentor@demo');
  const found = page.locator('.lt__person', { hasText: 'mentor@demo.test' });
  await found.getByRole('button', { name: /^Add / }).click();
  await found.getByRole('button', { name: / is added$/ }).waitFor();
  const mentors = page.getByRole('list', { name: 'Mentors, in order' });
  await mentors.locator('[data-mentor="mentor@demo.test"]').getByText('Default chat partner').waitFor();
  await page.getByText('The mentors are not saved yet.').waitFor();
  await shot(page, '2-mentors');
  await page.getByRole('button', { name: 'Save mentors' }).click();
  await page.getByText('Mentors saved').first().waitFor();
  await page.getByText('Mentors: 1 · Trainees: 0 · Courses: 0').waitFor();
  const withMentor = await api(`/lms/team/cohorts/${cohortId}`, token);
  assert.deepEqual(withMentor.body.data.mentors.map((m) => m.email), ['mentor@demo.test']);

  // Trainees: the demo applicant is in Buruka 2026 already; the demo client is added.
  await page.getByRole('tab', { name: 'Trainees' }).click();
  await page.getByText('No trainees yet').waitFor();
  await page.getByText('Add trainees', { exact: true }).click();
  const search = page.getByLabel('Find an entrepreneur (name, e-mail or phone)');
  await search.fill('applicant@demo.test');
  // Not onboarding.applicant@demo.test, whom the search finds too.
  const applicant = page.locator('.lt__choice', { hasText: 'applicant@demo.test' }).filter({ hasNotText: 'onboarding.applicant' });
  await applicant.getByText('In the cohort Buruka 2026 already').waitFor();
  assert.equal(await applicant.getByRole('checkbox').isDisabled(), true);
  await search.fill('client@demo.test');
  await page.locator('.lt__choice', { hasText: 'client@demo.test' }).filter({ hasNotText: 'onboarding.client' }).getByRole('checkbox').check();
  await page.getByText(/^Chosen \(1\): /).waitFor();
  await shot(page, '3-add-trainees');
  await page.getByRole('button', { name: 'Add the chosen (1)' }).click();
  await page.getByText('Trainees added').first().waitFor();
  const trainee = page.locator('.rl-card', { hasText: 'client@demo.test' }).filter({ hasNotText: 'onboarding.client' });
  await trainee.waitFor();
  assert.match(await trainee.innerText(), /Trainer’s score\s*Not entered/);
  const withTrainee = await api(`/lms/team/cohorts/${cohortId}`, token);
  assert.deepEqual(withTrainee.body.data.trainees.map((p) => p.email), ['client@demo.test']);
  const traineeId = withTrainee.body.data.trainees[0].traineeId;

  // The trainer's score: over 100 is refused by the server (core's grade check), 85 is saved.
  await trainee.getByRole('button', { name: /^Enter the trainer’s score of / }).click();
  const dialog = page.getByRole('dialog', { name: /^Trainer’s score of / });
  await dialog.waitFor();
  await dialog.getByLabel('Trainer’s score').fill('101');
  await dialog.getByRole('button', { name: 'Save the score' }).click();
  await dialog.getByRole('alert').filter({ hasText: 'The score is a whole number from 0 to 100' }).waitFor();
  await dialog.getByLabel('Trainer’s score').fill('85');
  await shot(page, '4-score');
  await dialog.getByRole('button', { name: 'Save the score' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Score saved').first().waitFor();
  await trainee.getByText('85', { exact: true }).waitFor();
  const entries = await api(`/lms/trainees/${traineeId}/score-entries`, token);
  assert.deepEqual(entries.body.data.filter((e) => e.item === 'trainer').map((e) => e.score), [85]);

  // Courses: two files picked by hand are not a course: nothing stored, every problem listed.
  await page.getByRole('tab', { name: 'Courses' }).click();
  await page.getByText('No course yet: make a new one, or import a course folder.').waitFor();
  await page.getByText('Import a course folder', { exact: true }).click();
  await page.getByLabel('Or pick the Markdown files').setInputFiles([join(COURSE, 'course.md'), join(COURSE, 'faqs.md')]);
  await page.getByTestId('import-summary').getByText(/^Files chosen: 2 · size: [\d.]+ KB\.$/).waitFor();
  await page.getByRole('button', { name: 'Import the course' }).click();
  const problems = page.getByRole('list', { name: 'Problems to fix' });
  await problems.waitFor();
  assert.match(await problems.innerText(), /The course needs at least one chapter folder/);
  assert.equal((await api(`/lms/team/cohorts/${cohortId}`, token)).body.data.classes.length, 0);
  await shot(page, '5-import-problems');

  // The demo course folder whole: how many files and how big, then imported and listed.
  const files = filesIn(COURSE);
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  await page.getByLabel('Course folder').setInputFiles(COURSE);
  await page.getByTestId('import-summary').getByText(`Files chosen: ${files.length} · size: ${Math.round(bytes / 100) / 10} KB.`).waitFor();
  await page.getByRole('button', { name: 'Import the course' }).click();
  await page.getByText('Chapters: 3, topics: 8, assignments: 3.').waitFor();
  await page.getByText('Course imported').first().waitFor();
  const open = page.getByRole('link', { name: 'Open the course' });
  assert.match(await open.getAttribute('href'), new RegExp(`^/coach/learning/courses/${HEX}$`));
  const courses = page.getByRole('list', { name: `Courses of ${COHORT}` });
  await courses.getByRole('link', { name: 'Grow your business' }).waitFor();
  const imported = await api(`/lms/team/cohorts/${cohortId}`, token);
  assert.deepEqual(imported.body.data.classes.map((c) => c.name.en), ['Grow your business']);
  assert.equal(await open.getAttribute('href'), `/coach/learning/courses/${imported.body.data.classes[0].id}`);
  await shot(page, '6-imported');

  // A trainee without work is removed; once they have written a note (over the API, as the trainee),
  // removing them is refused and the dialog says the server's reason.
  await page.getByRole('tab', { name: 'Trainees' }).click();
  const clientUserId = withTrainee.body.data.trainees[0].userId;
  await trainee.getByRole('button', { name: /^Remove / }).click();
  const confirm = page.getByRole('dialog', { name: /^Remove .*\?$/ });
  await confirm.getByRole('button', { name: 'Remove the trainee' }).click();
  await page.getByText('Trainee removed').first().waitFor();
  await page.getByText('No trainees yet').waitFor();
  assert.equal((await api(`/lms/team/cohorts/${cohortId}`, token)).body.data.trainees.length, 0);

  const send = (path, who, body) =>
    fetch(`${server.base}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${who}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  assert.equal((await send(`/lms/team/cohorts/${cohortId}/trainees`, token, { userIds: [clientUserId] })).status, 200);
  const clientToken = await apiToken(server.base, 'client@demo.test');
  const again = (await api(`/lms/trainees?user_id=${clientUserId}`, clientToken)).body.data[0];
  const note = await send(`/lms/trainees/${again.id}/notes`, clientToken, {
    cohortId, type: ['idea'], title: 'Prices', notes: { 1: 'Ask three suppliers' }, createdBy: 'me',
  });
  assert.equal(note.status, 200);
  await page.reload();
  await page.getByRole('tab', { name: 'Trainees' }).click();
  await trainee.getByRole('button', { name: /^Remove / }).click();
  await confirm.getByRole('button', { name: 'Remove the trainee' }).click();
  await confirm.getByRole('alert').filter({ hasText: 'This trainee has work in the course; it cannot be removed' }).waitFor();
  await shot(page, '7-remove-refused');
  await confirm.getByRole('button', { name: 'Close' }).click();
  await confirm.waitFor({ state: 'detached' });
  assert.equal((await api(`/lms/team/cohorts/${cohortId}`, token)).body.data.trainees.length, 1);

  // The list: the cohort with its mentor and its course.
  await page.getByRole('link', { name: 'Back to the cohorts' }).click();
  const card = page.locator('.rl-card', { hasText: COHORT });
  await card.getByText('Grow your business (chapters: 3)').waitFor();
  await card.getByText(withMentor.body.data.mentors[0].name, { exact: true }).waitFor();

  // The super admin: the same screens from their own menu.
  const admin = await phone(browser, { baseURL: server.base });
  await admin.page.goto('/signin');
  await signIn(admin.page, 'super@demo.test');
  await admin.page.waitForURL('**/super-admin/overview');
  await fromMenu(admin.page, 'Learning');
  await admin.page.waitForURL('**/super-admin/learning');
  await admin.page.locator('.rl-card', { hasText: COHORT }).locator('.rl-card__link').click();
  await admin.page.waitForURL(`**/super-admin/learning/cohorts/${cohortId}`);
  await admin.page.getByRole('heading', { name: COHORT, level: 1 }).waitFor();
  await admin.page.getByRole('list', { name: 'Mentors, in order' }).getByText('mentor@demo.test', { exact: false }).waitFor();
  await admin.context.close();
});
