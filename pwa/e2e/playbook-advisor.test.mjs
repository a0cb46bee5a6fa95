// The advisor's playbook screens on a phone, against a real server (issue 14): advisor@demo.test
// lands on My entrepreneurs and sees the demo client with her two playbooks and a progress figure;
// opens the first session of the first playbook, ticks a tool and sees the checklist's count and
// the tool's state move; sets a task, first getting core's messages for an empty topic and a past
// due date, then with a due date, and sees it listed with that date; and reads the pages again
// offline from the copies kept on the phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, pathOf, phone, signIn } from './browser.mjs';
import { apiToken, ownServer } from './sync-support.mjs';

const SHOTS = process.env.E2E_SHOTS;

let browser;
let server;

before(async () => {
  server = await ownServer('advisor');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function shot(page, name) {
  if (!SHOTS) return;
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(SHOTS, `advisor-${name}.png`), fullPage: true });
}

/** dd/mm/yyyy of a day `days` from today in Nairobi. */
function nairobiDay(days) {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Nairobi', day: '2-digit', month: '2-digit', year: 'numeric' });
  return parts.format(new Date(Date.now() + days * 86_400_000));
}

test('an advisor follows an entrepreneur, ticks a tool and sets a task', async () => {
  const { context, page } = await phone(browser, { baseURL: server.base });
  await page.goto('/signin');
  await signIn(page, 'advisor@demo.test');
  await page.waitForURL('**/advisor/overview');
  await page.getByRole('heading', { name: 'My entrepreneurs', level: 1 }).waitFor();

  // The demo client, her two playbooks, each with a progress figure and its status.
  const card = page.locator('.advisor-pair').filter({ hasText: 'Amina Wanjiru' });
  await card.waitFor();
  await card.getByText('client@demo.test').waitFor();
  const bars = card.getByRole('progressbar');
  assert.equal(await bars.count(), 2);
  // The demo completed two of the first playbook's five sessions.
  assert.equal(await bars.first().getAttribute('aria-valuenow'), '40');
  await card.getByText('40%').first().waitFor();
  await card.getByRole('link', { name: 'Key Business Building Blocks' }).waitFor();
  await card.getByRole('link', { name: 'Market Access Playbook' }).waitFor();
  // Market Access is not started: the attention list says so first.
  await page.locator('.advisor-attention').getByText('Amina Wanjiru has not started Market Access Playbook').waitFor();
  await shot(page, 'overview');

  // The first playbook's chapters and sessions on one page, then its first session.
  await card.getByRole('link', { name: 'Key Business Building Blocks' }).click();
  await page.getByRole('heading', { name: 'Key Business Building Blocks', level: 1 }).waitFor();
  await page.locator('.advisor-chapter').first().waitFor();
  await shot(page, 'playbook');
  await page.locator('.advisor-sessions__link').first().click();
  await page.waitForURL(/\/advisor\/pairs\/[0-9a-f]{24}\/sessions\/[0-9a-f]{24}$/);
  await page.getByRole('tablist', { name: 'Session work' }).waitFor();
  assert.equal(await page.getByRole('tab', { name: 'Tools' }).getAttribute('aria-selected'), 'true');

  // The demo ticked the first tool: tick the next one and the count and its state move.
  const count = page.locator('.advisor-tools__count');
  const before = (await count.textContent()) ?? '';
  const [, done, total] = /(\d+) of (\d+) tools done/.exec(before) ?? [];
  assert.ok(done && total, before);
  const pending = page.locator('.advisor-tool:not(.advisor-tool--done)').first();
  const toolName = (await pending.locator('.advisor-tool__name').textContent()) ?? '';
  assert.equal(await pending.locator('.advisor-status').textContent(), 'Pending');
  await pending.getByRole('checkbox').check();
  await page.getByText('Tool marked completed').waitFor();
  await count.getByText(`${Number(done) + 1} of ${total} tools done`).waitFor();
  const ticked = page.locator('.advisor-tool').filter({ hasText: toolName });
  await ticked.locator('.advisor-status', { hasText: 'Completed' }).waitFor();
  await shot(page, 'tools');

  // Set a task: nothing and a past day first, core's messages for each.
  await page.getByRole('tab', { name: 'Tasks' }).click();
  assert.match(page.url(), /\?tab=tasks$/);
  await page.locator('.advisor-task').first().waitFor();
  await page.getByLabel('Due date (optional)').fill('01/01/2020');
  await page.getByRole('button', { name: 'Set task' }).click();
  await page.getByText('Give the task a topic').waitFor();
  await page.getByText('Describe the task').waitFor();
  await page.getByText('The due date cannot be in the past. Choose today or a later day').waitFor();
  await shot(page, 'task-problems');

  const due = nairobiDay(7);
  await page.getByLabel('Topic').fill('Price list');
  await page.getByLabel('What to do').fill('Write the price of each product and service, and pin it where customers see it.');
  await page.getByLabel('Due date (optional)').fill(due);
  await page.getByRole('button', { name: 'Set task' }).click();
  await page.getByText('Task set').waitFor();
  const listed = page.locator('.advisor-task').filter({ hasText: 'Price list' });
  await listed.getByText(`Due ${due}`).waitFor();
  await listed.getByText('No reply yet').waitFor();
  assert.equal(await page.getByLabel('Topic').inputValue(), '');
  await shot(page, 'tasks');

  // Offline, the pages read before open from the copies kept on the phone.
  await page.getByRole('tab', { name: 'Tools' }).click();
  await page.locator('.advisor-tools__count').waitFor();
  await context.setOffline(true);
  await page.getByRole('link', { name: '← Back' }).click();
  await page.getByRole('heading', { name: 'Key Business Building Blocks', level: 1 }).waitFor();
  await page.getByText(/No connection to the server: this is the last known copy/).first().waitFor();
  await page.locator('.advisor-sessions__link').first().click();
  await page.locator('.advisor-tools__count').getByText(`${Number(done) + 1} of ${total} tools done`).waitFor();
  await shot(page, 'offline');
  await context.setOffline(false);
  await context.close();
});

test("an entrepreneur's reply comes first on the overview until the advisor reads it", async () => {
  const { context, page } = await phone(browser, { baseURL: server.base });
  await page.goto('/signin');
  // A receipt photo, drawn by the browser.
  const jpeg = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const drawing = canvas.getContext('2d');
    drawing.fillStyle = '#0f766e';
    drawing.fillRect(0, 0, 120, 80);
    return canvas.toDataURL('image/jpeg', 0.9);
  });

  // The client replies to the demo task through the API (the entrepreneur's screens are another area).
  const token = await apiToken(server.base, 'client@demo.test');
  const get = (path) => fetch(`${server.base}/api${path}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
  const pair = (await get('/playbook/pairs')).data[0];
  const progress = pair.progress.find((p) => p.sessionId);
  const tasks = (await get(`/playbook/tasks/${progress.sessionId}/${pair._id}`)).data;
  const open = tasks.find((task) => !task.reply);
  const form = new FormData();
  form.set('id', open._id);
  form.set('response', 'Sales for October: KSh 48,500 in total, day by day in the attached sheet.');
  form.append('file[]', new Blob([Buffer.from(jpeg.slice(jpeg.indexOf(',') + 1), 'base64')], { type: 'image/jpeg' }), 'receipt.jpg');
  const sent = await fetch(`${server.base}/api/playbook/add-task-response`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  assert.equal(sent.status, 200, await sent.text());

  await signIn(page, 'advisor@demo.test');
  await page.waitForURL('**/advisor/overview');
  const attention = page.locator('.advisor-attention');
  const news = attention.locator('li').filter({ hasText: 'Amina Wanjiru: new reply to a task' });
  await news.waitFor();
  // News comes before a playbook not started.
  assert.match((await attention.locator('li').first().textContent()) ?? '', /new reply to a task/);
  await news.getByRole('link').click();
  await page.waitForURL(/\?tab=tasks$/);
  const answered = page.locator('.advisor-task').filter({ hasText: open.topic });
  await answered.getByText('Sales for October: KSh 48,500').waitFor();
  await answered.getByText(/Replied \d{2}\/\d{2}\/\d{4}/).waitFor();
  // Its file, fetched with the advisor's token, opens in a tab.
  const [tab] = await Promise.all([context.waitForEvent('page'), answered.getByRole('button', { name: 'File 1' }).click()]);
  await tab.waitForURL(/^blob:/);
  await tab.close();
  await shot(page, 'reply');

  // Read now: back on the overview it is no longer listed.
  await page.goto('/advisor/overview');
  await page.locator('.advisor-pair').waitFor();
  await attention.getByText('has not started').waitFor();
  assert.equal(await attention.getByText('new reply to a task').count(), 0);
  await context.close();
});

test('an advisor gives feedback offline: it waits on the phone and is sent once online', async () => {
  const { context, page } = await phone(browser, { baseURL: server.base });
  await page.goto('/signin');
  await signIn(page, 'advisor@demo.test');
  await page.waitForURL('**/advisor/overview');
  await page.locator('.advisor-playbooks__continue').first().click();
  await page.getByRole('tab', { name: 'Feedback' }).click();
  await page.getByRole('heading', { name: 'Give feedback' }).waitFor();

  // No stars: core's message, for the advisor's side.
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await page.getByText('Rate this session by clicking any of the stars to continue').waitFor();

  await context.setOffline(true);
  await page.locator('.stars__star').nth(3).click();
  assert.equal(await page.getByRole('radio', { name: '4 of 5 stars' }).isChecked(), true);
  await page.getByLabel('Feedback (optional)').fill('Good records this week; keep the cash book daily.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const waiting = page.getByTestId('advisor-feedback-waiting');
  await waiting.getByText('Waiting to send').waitFor();
  await waiting.getByText('Good records this week').waitFor();
  // The form is cleared and the rating too (spec 001 section 4.3).
  assert.equal(await page.getByLabel('Feedback (optional)').inputValue(), '');
  await shot(page, 'feedback-waiting');

  await context.setOffline(false);
  await waiting.waitFor({ state: 'detached', timeout: 30_000 });
  const mine = page.locator('.advisor-feedback__item--mine').filter({ hasText: 'Good records this week' });
  await mine.waitFor();
  await mine.getByRole('img', { name: 'Rated 4 of 5' }).waitFor();
  await mine.getByText('From you').waitFor();
  await shot(page, 'feedback');
  await context.close();
});
