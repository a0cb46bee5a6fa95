// The team's playbook content editor against a real server: a coach (on a tablet) creates a playbook,
// adds a chapter and a session with one tool, previews the session's Markdown, is told by core that
// the Swahili name is missing, saves, and finds the session listed under its chapter and the counts
// on the playbooks list; what is typed survives a reload as a draft. The super admin finds the new
// playbook from their own menu on a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, openMenu, pathOf, phone, signIn } from './browser.mjs';
import { apiToken, ownServer } from './sync-support.mjs';

const SHOTS = process.env.E2E_SHOTS;
const BOOK = { en: 'Record keeping', sw: 'Utunzaji wa kumbukumbu' };
const CHAPTER = { en: 'Daily records', sw: 'Kumbukumbu za kila siku' };
const SESSION = { en: 'The cash book', sw: 'Daftari la fedha' };
const TOOL = { en: 'Cash book template', sw: 'Kiolezo cha daftari la fedha' };

let browser;
let server;

before(async () => {
  server = await ownServer('playbook-content');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function shot(page, name) {
  if (!SHOTS) return;
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(SHOTS, `playbook-content-${name}.png`), fullPage: true });
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

test('a coach writes a playbook, a chapter and a session with a tool; core refuses a blank Swahili name', async () => {
  const coachToken = await apiToken(server.base, 'coach@demo.test');
  const context = await browser.newContext({ baseURL: server.base, viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await page.goto('/signin');
  await signIn(page, 'coach@demo.test');
  await page.waitForURL('**/coach/overview');
  await fromMenu(page, 'Playbook content');
  await page.waitForURL('**/coach/playbooks');
  await page.getByRole('heading', { name: 'Playbook content', level: 1 }).waitFor();
  // The seeded playbooks are listed with their counts.
  await page.getByText('Market Access Playbook').first().waitFor();

  // A new playbook.
  await page.getByText('New playbook', { exact: true }).click();
  const newBook = page.locator('.pb-content__new');
  await newBook.getByLabel('Name in English').fill(BOOK.en);
  await newBook.getByLabel('Name in Swahili').fill(BOOK.sw);
  await newBook.getByLabel('Summary in English').fill('Keep the numbers of the business every day.');
  await newBook.getByLabel('Summary in Swahili').fill('Tunza hesabu za biashara kila siku.');
  await shot(page, '1-new-playbook');
  await newBook.getByRole('button', { name: 'Create playbook' }).click();
  await page.getByText('Playbook saved').first().waitFor();
  await page.waitForURL(/\/coach\/playbooks\/[0-9a-f]{24}$/);
  const playbookId = pathOf(page).split('/').at(-1);
  await page.getByRole('heading', { name: BOOK.en, level: 1 }).waitFor();
  await page.getByText('No chapters yet. Add the first one below.').waitFor();

  // A chapter.
  const newChapter = page.locator('form', { has: page.getByRole('button', { name: 'Add chapter' }) });
  await newChapter.getByLabel('Name in English').fill(CHAPTER.en);
  await newChapter.getByLabel('Name in Swahili').fill(CHAPTER.sw);
  await newChapter.getByRole('button', { name: 'Add chapter' }).click();
  await page.getByText('Chapter saved').first().waitFor();
  await page.getByRole('heading', { name: new RegExp(CHAPTER.en), level: 3 }).waitFor();

  // A session with one tool.
  await page.getByRole('link', { name: `Add a session to ${CHAPTER.en}` }).click();
  await page.waitForURL(/\/coach\/playbooks\/[0-9a-f]{24}\/chapters\/[0-9a-f]{24}\/new-session$/);
  await page.getByRole('heading', { name: `New session in ${CHAPTER.en}` }).waitFor();
  await page.getByLabel('Name in English').first().fill(SESSION.en);
  await page.getByLabel('Information in English').fill('# Why\n\nWrite every sale.\n\n- **Daily** totals\n- Read the [guide](https://example.org/guide)');
  await page.getByLabel('Information in Swahili').fill('# Kwa nini\n\nAndika kila mauzo.\n\n- Jumla za **kila siku**');
  // A draft survives a reload.
  await page.reload();
  await page.getByText('Your changes are kept on this device until you save them.').waitFor();
  assert.equal(await page.getByLabel('Name in English').first().inputValue(), SESSION.en);

  // The preview: core's HTML of the English.
  await page.getByRole('button', { name: 'Preview the English' }).click();
  const preview = page.getByRole('region', { name: 'How it will look: Preview the English' });
  await preview.getByRole('heading', { name: 'Why' }).waitFor();
  assert.equal(await preview.locator('strong').innerText(), 'Daily');
  assert.equal(await preview.getByRole('link', { name: 'guide' }).getAttribute('href'), 'https://example.org/guide');

  await page.getByText('A tool renamed in English starts unticked for every pair', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Add a tool' }).click();
  const tool = page.locator('fieldset', { has: page.getByText('Tool 1', { exact: true }) });
  await tool.getByLabel('Name in English').fill(TOOL.en);
  await tool.getByLabel('Name in Swahili').fill(TOOL.sw);
  await tool.getByLabel('What it is for, in English').fill('Print it and fill it in every evening.');
  await tool.getByLabel('What it is for, in Swahili').fill('Ichapishe na uijaze kila jioni.');
  await tool.getByLabel('Icon').selectOption('notebook');
  await tool.getByLabel('Link (optional)').fill('https://example.org/cash-book.pdf');
  await shot(page, '2-session');

  // Saved without the Swahili name: core's message.
  await page.getByRole('button', { name: 'Save session' }).click();
  await page.getByRole('alert').filter({ hasText: 'Enter the name in English and Swahili' }).waitFor();
  assert.match(pathOf(page), /\/new-session$/);

  await page.getByLabel('Name in Swahili').first().fill(SESSION.sw);
  await page.getByRole('button', { name: 'Save session' }).click();
  await page.getByText('Session saved').first().waitFor();
  await page.waitForURL(/\/coach\/playbooks\/[0-9a-f]{24}\/sessions\/[0-9a-f]{24}$/);
  const sessionId = pathOf(page).split('/').at(-1);
  assert.equal(await page.getByText('Your changes are kept on this device until you save them.').count(), 0);

  const content = await api('/playbook/content', coachToken);
  assert.equal(content.status, 200);
  const saved = content.body.data.find((p) => p._id === playbookId);
  assert.ok(saved, 'the playbook is on the server');
  assert.equal(saved.chapters.length, 1);
  const session = saved.chapters[0].sessions[0];
  assert.equal(session._id, sessionId);
  assert.deepEqual(session.name, SESSION);
  assert.equal(session.tools.length, 1);
  assert.deepEqual(session.tools[0].name, TOOL);
  assert.equal(session.tools[0].icon, 'notebook');
  assert.equal(session.tools[0].value, 'https://example.org/cash-book.pdf');

  // Listed under its chapter, and counted on the playbooks list.
  await page.getByRole('link', { name: `Back to ${BOOK.en}` }).click();
  await page.waitForURL(`**/coach/playbooks/${playbookId}`);
  await page.getByRole('link', { name: SESSION.en }).waitFor();
  await shot(page, '3-playbook');
  await page.getByRole('link', { name: 'Back to the playbooks' }).click();
  const row = page.getByRole('row', { name: new RegExp(BOOK.en) });
  await row.waitFor();
  assert.deepEqual((await row.getByRole('cell').allInnerTexts()).slice(1, 3), ['1', '1']);
  await shot(page, '4-list');
  await context.close();

  // The super admin: the same editor from their own menu, on a phone.
  const admin = await phone(browser, { baseURL: server.base });
  await admin.page.goto('/signin');
  await signIn(admin.page, 'super@demo.test');
  await admin.page.waitForURL('**/super-admin/overview');
  await fromMenu(admin.page, 'Playbook content');
  await admin.page.waitForURL('**/super-admin/playbooks');
  await admin.page.locator('.rl-card', { hasText: BOOK.en }).waitFor();
  await admin.context.close();
});
