// The advisory playbook between two people, each on their own phone, against a real server (issue 14):
// the advisor ticks the rest of the first session's tools and sets a task; the entrepreneur sees it,
// replies to it with a file and to the demo task in text; the session is then complete, and the
// playbook's progress moves on both sides to the same figure; the advisor reads the reply, opens its
// file and gives feedback, which the entrepreneur reads in the session's Feedback tab.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, phone, signIn } from './browser.mjs';
import { ownServer, signInClient } from './sync-support.mjs';

const SHOTS = process.env.E2E_SHOTS;
const PLAYBOOK = 'Key Business Building Blocks';
const DEMO_TASK = "Write down last month's sales";
const NEW_TASK = 'Count your stock';

let browser;
let server;

before(async () => {
  server = await ownServer('playbook-flow');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function shot(page, name) {
  if (!SHOTS) return;
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(SHOTS, `playbook-flow-${name}.png`), fullPage: true });
}

/** dd/mm/yyyy of a day `days` from today in Nairobi. */
function nairobiDay(days) {
  const format = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Nairobi', day: '2-digit', month: '2-digit', year: 'numeric' });
  return format.format(new Date(Date.now() + days * 86_400_000));
}

/** A one-page PDF, as a phone would pick it from its files. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('an advisor sets a task, the entrepreneur replies with a file, the advisor gives feedback, progress moves on both sides', async () => {
  // ---- the advisor: the rest of the first session's tools, and a task ---------------------------
  const advisor = await phone(browser, { baseURL: server.base });
  const apage = advisor.page;
  await apage.goto('/signin');
  await signIn(apage, 'advisor@demo.test');
  await apage.waitForURL('**/advisor/overview');
  const card = apage.locator('.advisor-pair').filter({ hasText: 'client@demo.test' });
  await card.waitFor();
  // 40%: the demo completed the last two of the five sessions (their tools ticked); the first is open.
  assert.equal(await card.getByRole('progressbar').first().getAttribute('aria-valuenow'), '40');
  await card.getByRole('link', { name: PLAYBOOK }).click();
  await apage.locator('.advisor-sessions__link').first().click();
  await apage.waitForURL(/\/advisor\/pairs\/[0-9a-f]{24}\/sessions\/[0-9a-f]{24}$/);
  const advisorSession = new URL(apage.url()).pathname;
  const pending = apage.locator('.advisor-tool:not(.advisor-tool--done)');
  await apage.locator('.advisor-tools__count').waitFor();
  while ((await pending.count()) > 0) {
    const before = await pending.count();
    await pending.first().getByRole('checkbox').check();
    await apage.waitForFunction((n) => document.querySelectorAll('.advisor-tool:not(.advisor-tool--done)').length < n, before);
  }
  await apage.locator('.advisor-tools__count').getByText(/(\d+) of \1 tools done/).waitFor();

  await apage.getByRole('tab', { name: 'Tasks' }).click();
  await apage.getByLabel('Topic').fill(NEW_TASK);
  await apage.getByLabel('What to do').fill('Count what is on your shelves on Saturday and write the totals in the stock book.');
  await apage.getByLabel('Due date (optional)').fill(nairobiDay(3));
  await apage.getByRole('button', { name: 'Set task' }).click();
  await apage.getByText('Task set').waitFor();
  await shot(apage, '1-advisor-task-set');

  // ---- the entrepreneur: both tasks answered, one with a file ----------------------------------
  const client = await phone(browser, { baseURL: server.base });
  const cpage = client.page;
  await signInClient(cpage, 'client@demo.test');
  await cpage.goto('/dashboard/playbook/playbooks');
  const row = cpage.locator('[data-playbook]').filter({ hasText: PLAYBOOK });
  await row.waitFor();
  assert.equal(await row.getByRole('progressbar').getAttribute('aria-valuenow'), '40');
  await cpage.getByRole('link', { name: PLAYBOOK, exact: true }).click();
  await cpage.locator('.pb-list__link').first().click();
  await cpage.locator('.pb-list__link').first().click();
  await cpage.waitForURL('**/dashboard/playbook/b/*/c/*/s/*');
  const clientSession = new URL(cpage.url()).pathname;
  // Every tool is done now, as the advisor ticked them.
  await cpage.locator('.pb-tool').first().waitFor();
  assert.equal(await cpage.locator('.pb-tool').filter({ hasText: 'Pending' }).count(), 0);

  await cpage.getByRole('tab', { name: 'Assignment' }).click();
  const fresh = cpage.locator('.pb-task').filter({ hasText: NEW_TASK });
  await fresh.waitFor();
  await fresh.getByRole('button', { name: `Reply to ${NEW_TASK}` }).click();
  await fresh.getByLabel('Your response').fill('Counted on Saturday: 42 bags of maize flour, 18 crates of soda. The stock sheet is attached.');
  await fresh.locator('input[type="file"]').setInputFiles({ name: 'stock-sheet.pdf', mimeType: 'application/pdf', buffer: PDF });
  await fresh.getByRole('button', { name: 'Send reply' }).click();
  await fresh.getByText('Answered').waitFor({ timeout: 30_000 });
  assert.equal(await fresh.getByRole('button', { name: `Reply to ${NEW_TASK}` }).count(), 0);

  const demo = cpage.locator('.pb-task').filter({ hasText: DEMO_TASK });
  await demo.getByRole('button', { name: `Reply to ${DEMO_TASK}` }).click();
  await demo.getByLabel('Your response').fill('Sales last month: 48,500 Ksh.');
  await demo.getByRole('button', { name: 'Send reply' }).click();
  await demo.getByText('Answered').waitFor({ timeout: 30_000 });
  await shot(cpage, '2-client-replied');

  // The session is complete: the playbook's progress moved on the entrepreneur's side…
  await cpage.goto('/dashboard/playbook/playbooks');
  await row.waitFor();
  // Three of five sessions complete now.
  await row.locator('[role="progressbar"][aria-valuenow="60"]').waitFor({ timeout: 30_000 });
  const clientFigure = await row.getByRole('progressbar').getAttribute('aria-valuenow');
  await row.getByText('In progress').waitFor();
  await shot(cpage, '3-client-progress');

  // …and on the advisor's, the same figure.
  await apage.goto('/advisor/overview');
  await card.waitFor();
  const advisorBar = card.locator('[role="progressbar"]').first();
  await apage.waitForFunction(
    (figure) => document.querySelector('.advisor-pair [role="progressbar"]')?.getAttribute('aria-valuenow') === figure,
    clientFigure,
    { timeout: 30_000 },
  );
  assert.equal(await advisorBar.getAttribute('aria-valuenow'), clientFigure);
  await shot(apage, '4-advisor-progress');

  // ---- the advisor reads the reply, opens its file, and gives feedback -------------------------
  await apage.goto(`${advisorSession}?tab=tasks`);
  const answered = apage.locator('.advisor-task').filter({ hasText: NEW_TASK });
  await answered.getByText(/Counted on Saturday/).waitFor();
  const [tab] = await Promise.all([advisor.context.waitForEvent('page'), answered.getByRole('button', { name: 'File 1' }).click()]);
  await tab.waitForURL(/^blob:/);
  await tab.close();

  await apage.getByRole('tab', { name: 'Feedback' }).click();
  await apage.getByRole('radio', { name: '5 of 5 stars' }).check();
  await apage.getByLabel('Feedback (optional)').fill('Well counted. Next week, compare the count with the stock book.');
  await apage.getByRole('button', { name: 'Send feedback' }).click();
  await apage.locator('.advisor-feedback__item--mine').filter({ hasText: 'Well counted' }).waitFor({ timeout: 30_000 });
  await shot(apage, '5-advisor-feedback');

  // ---- the entrepreneur reads it ---------------------------------------------------------------
  await cpage.goto(clientSession);
  await cpage.getByRole('tab', { name: 'Feedback' }).click();
  await cpage.getByText('Well counted. Next week, compare the count with the stock book.').waitFor({ timeout: 30_000 });
  await shot(cpage, '6-client-reads-feedback');

  await advisor.context.close();
  await client.context.close();
});
