// The course editor against a real server (docs/lms.md, "Writing the course"): the demo coach opens
// the demo course "Grow your business" (its class found through GET /api/lms/team/cohorts), adds a
// chapter, writes a topic in it (its Markdown previewed, an objective, a video) whose draft survives a
// reload (the browser asks before the reload, the editor before leaving by a link), adds an
// assignment with a choice task (400 days refused with the server's message first), finds both
// under the chapter, cannot remove the chapter while it has them (the 409 said), and downloads the
// course as a .zip of its Markdown files. The super admin opens the same course under their area.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { launch, pathOf, phone, signIn } from './browser.mjs';
import { apiToken, ownServer } from './sync-support.mjs';

const SHOTS = process.env.E2E_SHOTS;
const COHORT = 'Buruka 2026';
const COURSE = 'Grow your business';
const CHAPTER = { en: 'Selling online', sw: 'Kuuza mtandaoni' };
const TOPIC = { en: 'Your shop on WhatsApp', sw: 'Duka lako kwenye WhatsApp' };
const ASSIGNMENT = { en: 'Plan your catalogue', sw: 'Panga katalogi yako' };
const DRAFT_BACK = 'Changes you had not saved are back from this device.';

let browser;
let server;

before(async () => {
  server = await ownServer('course-editor');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function shot(page, name) {
  if (!SHOTS) return;
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(SHOTS, `course-editor-${name}.png`), fullPage: true });
}

async function api(path, token) {
  const response = await fetch(`${server.base}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** The demo course's class id, as the cohorts screen finds it. */
async function demoClassId(token) {
  const cohorts = await api('/lms/team/cohorts', token);
  assert.equal(cohorts.status, 200);
  const cohort = cohorts.body.data.find((c) => c.name === COHORT);
  assert.ok(cohort, `the demo cohort ${COHORT}`);
  const course = cohort.classes.find((c) => c.name.en === COURSE);
  assert.ok(course, `the demo course ${COURSE}`);
  return course.id;
}

test('the coach adds a chapter with a topic and an assignment to the demo course, and exports it', async () => {
  const token = await apiToken(server.base, 'coach@demo.test');
  const classId = await demoClassId(token);
  const coursePath = `/coach/learning/courses/${classId}`;

  const context = await browser.newContext({ baseURL: server.base, viewport: { width: 1024, height: 800 }, acceptDownloads: true });
  const page = await context.newPage();
  // The browser's own question before a reload with unsaved changes: counted, then answered "leave".
  let asked = 0;
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') asked += 1;
    void dialog.accept();
  });
  await page.goto('/signin');
  await signIn(page, 'coach@demo.test');
  await page.waitForURL('**/coach/overview');
  await page.goto(coursePath);
  await page.getByRole('heading', { name: COURSE, level: 1 }).waitFor();
  const chaptersBefore = (await api(`/lms/team/classes/${classId}`, token)).body.data.chapters.length;
  // The demo course's schedule and questions are in their forms.
  assert.ok((await page.locator('[data-meeting]').count()) > 0, 'the meetings are shown');
  assert.ok((await page.locator('[data-faq]').count()) > 0, 'the FAQs are shown');

  // A chapter, last.
  const newChapter = page.locator('form', { has: page.getByRole('button', { name: 'Add chapter' }) });
  await newChapter.getByLabel('Name in English').fill(CHAPTER.en);
  await newChapter.getByLabel('Name in Swahili').fill(CHAPTER.sw);
  await newChapter.getByRole('button', { name: 'Add chapter' }).click();
  await page.getByText('Chapter saved').first().waitFor();
  const chapterHeading = page.getByRole('heading', { name: new RegExp(CHAPTER.en), level: 3 });
  await chapterHeading.waitFor();
  assert.match(await chapterHeading.innerText(), new RegExp(`Chapter ${chaptersBefore + 1}`));

  // A topic in it.
  await page.getByRole('link', { name: `Add a topic to ${CHAPTER.en}` }).click();
  await page.waitForURL(/\/coach\/learning\/courses\/[0-9a-f]{24}\/chapters\/[0-9a-f]{24}\/new-topic$/);
  await page.getByRole('heading', { name: `New topic in ${CHAPTER.en}`, level: 1 }).waitFor();
  await page.locator('#topic-name-en').fill(TOPIC.en);
  await page.locator('#topic-name-sw').fill(TOPIC.sw);
  await page.locator('#topic-description-en').fill('## Why\n\nCustomers are on **WhatsApp**.\n\n- Post your prices\n- Read the [guide](https://example.org/whatsapp)');
  await page.locator('#topic-description-sw').fill('## Kwa nini\n\nWateja wako kwenye **WhatsApp**.\n\n- Weka bei zako');

  // Unsaved: leaving by a link asks first; staying keeps the page.
  await page.getByRole('link', { name: `Back to ${COURSE}` }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.waitFor();
  await leave.getByRole('button', { name: 'Stay on the page' }).click();
  assert.match(pathOf(page), /\/new-topic$/);

  // A reload asks too, and the draft comes back.
  await page.reload();
  await page.getByText(DRAFT_BACK).first().waitFor();
  assert.ok(asked >= 1, 'the browser asked before the reload');
  assert.equal(await page.locator('#topic-name-en').inputValue(), TOPIC.en);

  // The preview: core's HTML of the English.
  await page.getByRole('button', { name: 'Preview the English' }).click();
  const preview = page.getByRole('region', { name: 'How it will look: Preview the English' });
  await preview.getByRole('heading', { name: 'Why' }).waitFor();
  assert.equal(await preview.locator('strong').innerText(), 'WhatsApp');
  assert.equal(await preview.getByRole('link', { name: 'guide' }).getAttribute('href'), 'https://example.org/whatsapp');

  // An objective with one point, and a video.
  await page.getByRole('button', { name: 'Add an objective' }).click();
  await page.locator('#objective-1-title-en').fill('Open a shop on WhatsApp');
  await page.locator('#objective-1-title-sw').fill('Fungua duka kwenye WhatsApp');
  await page.locator('#objective-1-point-1-en').fill('Set up a business profile');
  await page.locator('#objective-1-point-1-sw').fill('Tengeneza wasifu wa biashara');
  await page.getByRole('button', { name: 'Add a resource' }).click();
  await page.locator('#resource-1-type').selectOption('video');
  await page.locator('#resource-1-name-en').fill('A shop in ten minutes');
  await page.locator('#resource-1-name-sw').fill('Duka kwa dakika kumi');
  await page.locator('#resource-1-link').fill('dQw4w9WgXcQ');
  await shot(page, '1-topic');
  await page.getByRole('button', { name: 'Save topic' }).click();
  await page.getByText('Topic saved').first().waitFor();
  await page.waitForURL(/\/coach\/learning\/courses\/[0-9a-f]{24}\/topics\/[0-9a-f]{24}$/);
  const topicId = pathOf(page).split('/').at(-1);
  assert.equal(await page.getByText(DRAFT_BACK).count(), 0);
  assert.equal(await page.getByText('Your changes are kept on this device until you save them.').count(), 0);

  const topic = await api(`/lms/team/topics/${topicId}`, token);
  assert.equal(topic.status, 200);
  assert.deepEqual(topic.body.data.name, TOPIC);
  assert.match(topic.body.data.description.en, /\*\*WhatsApp\*\*/);
  assert.deepEqual(topic.body.data.objectives, [
    { title: { en: 'Open a shop on WhatsApp', sw: 'Fungua duka kwenye WhatsApp' }, list: { en: ['Set up a business profile'], sw: ['Tengeneza wasifu wa biashara'] } },
  ]);
  assert.equal(topic.body.data.resources.length, 1);
  assert.equal(topic.body.data.resources[0].type, 'video');
  assert.equal(topic.body.data.resources[0].link, 'dQw4w9WgXcQ');

  // An assignment with a choice task; 400 days are refused first, nothing stored.
  await page.getByRole('link', { name: `Back to ${COURSE}` }).click();
  await page.waitForURL(`**${coursePath}`);
  await page.getByRole('link', { name: TOPIC.en }).waitFor();
  await page.getByRole('link', { name: `Add an assignment to ${CHAPTER.en}` }).click();
  await page.waitForURL(/\/new-assignment$/);
  await page.locator('#assignment-title-en').fill(ASSIGNMENT.en);
  await page.locator('#assignment-title-sw').fill(ASSIGNMENT.sw);
  await page.locator('#assignment-days').fill('400');
  await page.locator('#task-1-text-en').fill('Which product will you post first?');
  await page.locator('#task-1-text-sw').fill('Utaweka bidhaa gani kwanza?');
  await page.locator('#task-1-type').selectOption('choice');
  await page.locator('#task-1-option-1-en').fill('My best seller');
  await page.locator('#task-1-option-1-sw').fill('Inayouzika zaidi');
  await page.locator('#task-1-option-2-en').fill('My newest product');
  await page.locator('#task-1-option-2-sw').fill('Bidhaa yangu mpya');
  await page.getByRole('button', { name: 'Save assignment' }).click();
  await page.getByRole('alert').filter({ hasText: '365' }).waitFor();
  assert.match(pathOf(page), /\/new-assignment$/);
  await shot(page, '2-assignment-refused');

  await page.locator('#assignment-days').fill('7');
  await page.getByRole('button', { name: 'Save assignment' }).click();
  await page.getByText('Assignment saved').first().waitFor();
  await page.waitForURL(/\/coach\/learning\/courses\/[0-9a-f]{24}\/assignments\/[0-9a-f]{24}$/);
  const assignmentId = pathOf(page).split('/').at(-1);
  const assignment = await api(`/lms/team/assignments/${assignmentId}`, token);
  assert.equal(assignment.status, 200);
  assert.deepEqual(assignment.body.data.title, ASSIGNMENT);
  assert.equal(assignment.body.data.periodInDays, 7);
  assert.deepEqual(Object.keys(assignment.body.data.tasks), ['1']);
  assert.equal(assignment.body.data.tasks['1'].type, 'choice');
  assert.deepEqual(assignment.body.data.tasks['1'].options, [
    { en: 'My best seller', sw: 'Inayouzika zaidi' },
    { en: 'My newest product', sw: 'Bidhaa yangu mpya' },
  ]);
  assert.equal(assignment.body.data.submissions, 0);

  // Both under the chapter; the chapter cannot go while it has them.
  await page.getByRole('link', { name: `Back to ${COURSE}` }).click();
  await page.waitForURL(`**${coursePath}`);
  const chapter = page.locator('li[data-chapter]', { has: chapterHeading });
  await chapter.getByRole('link', { name: TOPIC.en }).waitFor();
  await chapter.getByRole('link', { name: ASSIGNMENT.en }).waitFor();
  await chapter.getByText('Answers from trainees: 0').waitFor();
  await chapter.getByRole('button', { name: `Remove ${CHAPTER.en}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove it' }).click();
  await page.getByRole('alert').filter({ hasText: "Remove the chapter's topics and assignments first" }).waitFor();
  const after = await api(`/lms/team/classes/${classId}`, token);
  assert.equal(after.body.data.chapters.length, chaptersBefore + 1);
  await shot(page, '3-course');

  // Export as Markdown: a .zip of the course's files under one folder.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as Markdown' }).click()]);
  assert.equal(download.suggestedFilename(), 'grow-your-business.zip');
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  const course = files['grow-your-business/course.md'];
  assert.ok(course, `course.md in ${Object.keys(files).join(', ')}`);
  assert.match(strFromU8(course), /Grow your business \| Kuza biashara yako/);
  const written = Object.entries(files).map(([path, bytes]) => [path, strFromU8(bytes)]);
  assert.ok(
    written.some(([path, text]) => path.endsWith('/chapter.md') && text.includes(`${CHAPTER.en} | ${CHAPTER.sw}`)),
    'the new chapter is exported',
  );
  assert.ok(written.some(([, text]) => text.includes(TOPIC.en)), 'the new topic is exported');
  await context.close();

  // The super admin opens the same course under their own area, on a phone.
  const admin = await phone(browser, { baseURL: server.base });
  await admin.page.goto('/signin');
  await signIn(admin.page, 'super@demo.test');
  await admin.page.waitForURL('**/super-admin/overview');
  await admin.page.goto(`/super-admin/learning/courses/${classId}`);
  await admin.page.getByRole('heading', { name: COURSE, level: 1 }).waitFor();
  await admin.page.getByRole('link', { name: TOPIC.en }).waitFor();
  await admin.context.close();
});
