// The advisory playbook's team screens and alerts on a phone, against a real server (issue 14): a
// coach finds the demo pair (client@demo.test with advisor@demo.test, two playbooks) under Advisory
// pairs, assigns a third playbook and sees it listed, takes it back after confirming; pairs another
// entrepreneur (wanjiku.kamau@demo.test) with the advisor, and is told when the two are paired
// already; the super admin opens the same screen from their menu. The demo client opens the
// playbook's Alerts, sees the demo task's "New task" alert unread, marks it read offline (the count
// drops at once, and stays so when the page is opened again offline) and the server has it read once
// back online; Open leads to the task's session.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, openMenu, pathOf, phone, signIn } from './browser.mjs';
import { apiToken, ownServer, signInClient } from './sync-support.mjs';

const SHOTS = process.env.E2E_SHOTS;
const THIRD = 'Innovation';

let browser;
let server;

before(async () => {
  server = await ownServer('playbook-team');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function shot(page, name) {
  if (!SHOTS) return;
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(SHOTS, `playbook-${name}.png`), fullPage: true });
}

async function api(path, token, options = {}) {
  const response = await fetch(`${server.base}/api${path}`, {
    ...options,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(options.headers ?? {}) },
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

async function eventually(check, what, timeout = 20_000) {
  for (const deadline = Date.now() + timeout; ; ) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Opens a side-menu entry by its name (the menu is behind a button on a phone). */
async function fromMenu(page, name) {
  await openMenu(page);
  await page.getByRole('link', { name, exact: true }).click();
}

test('a coach sees the demo pair, assigns and takes back a playbook, and pairs an entrepreneur; the super admin opens it too', async () => {
  const coachToken = await apiToken(server.base, 'coach@demo.test');
  const { page } = await phone(browser, { baseURL: server.base });
  await page.goto('/signin');
  await signIn(page, 'coach@demo.test');
  await page.waitForURL('**/coach/overview');
  await fromMenu(page, 'Advisory pairs');
  await page.waitForURL('**/coach/pairs');

  // The demo pair, with its two playbooks and their progress.
  const card = page.locator('.rl-card', { hasText: 'client@demo.test' });
  await card.waitFor();
  const text = await card.innerText();
  assert.match(text, /advisor@demo\.test/);
  assert.match(text, /Key Business Building Blocks/);
  assert.match(text, /Market Access Playbook/);
  assert.doesNotMatch(text, new RegExp(THIRD));
  await shot(page, '1-pairs');

  // Filtered by e-mail: only that pair.
  await page.getByLabel('Filter:').fill('advisor@demo');
  await assert.doesNotReject(card.waitFor());
  await page.getByLabel('Filter:').fill('');

  // A third playbook assigned on the pair's page.
  await card.locator('.rl-card__link').click();
  await page.waitForURL(/\/coach\/pairs\/[0-9a-f]{24}$/);
  const pairId = pathOf(page).split('/').at(-1);
  const assigned = page.getByRole('list', { name: 'Assigned playbooks' });
  await assigned.waitFor();
  await page.getByRole('button', { name: `Assign ${THIRD}` }).click();
  await page.getByText('Playbook assigned').first().waitFor();
  await assigned.getByText(THIRD, { exact: true }).waitFor();
  const afterAssign = await api(`/playbook/pairs?id=${pairId}`, coachToken);
  assert.deepEqual(afterAssign.body.data[0].assignedPlaybooks.map((p) => p.name.en).sort(), ['Innovation', 'Key Business Building Blocks', 'Market Access Playbook']);
  await shot(page, '2-assigned');

  // Listed on the pairs list too.
  await page.getByRole('link', { name: 'Back to the pairs' }).click();
  await page.locator('.rl-card', { hasText: 'client@demo.test' }).getByText(THIRD, { exact: true }).waitFor();

  // Taken back, after saying yes.
  await page.locator('.rl-card', { hasText: 'client@demo.test' }).locator('.rl-card__link').click();
  await page.getByRole('button', { name: `Take back ${THIRD}` }).click();
  const dialog = page.getByRole('dialog', { name: `Take back ${THIRD}?` });
  await dialog.waitFor();
  await shot(page, '3-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await assigned.getByText(THIRD, { exact: true }).waitFor();
  await page.getByRole('button', { name: `Take back ${THIRD}` }).click();
  await dialog.getByRole('button', { name: 'Take it back' }).click();
  await page.getByText('Playbook taken back').first().waitFor();
  await page.getByRole('button', { name: `Assign ${THIRD}` }).waitFor();
  assert.equal(await assigned.getByText(THIRD, { exact: true }).count(), 0);
  const afterTakeBack = await api(`/playbook/pairs?id=${pairId}`, coachToken);
  assert.equal(afterTakeBack.body.data[0].assignedPlaybooks.length, 2);

  // Pairing another entrepreneur with the advisor: found by typing, chosen, paired.
  await page.getByRole('link', { name: 'Back to the pairs' }).click();
  await page.getByText('Pair an entrepreneur with an advisor').first().click();
  const entrepreneurs = page.locator('[data-picker="entrepreneur"]');
  await entrepreneurs.getByLabel('Find an entrepreneur (name or e-mail)').fill('wanjiku.kamau');
  await entrepreneurs.getByRole('radio', { name: /Wanjiku Kamau/ }).check();
  await page.getByRole('button', { name: 'Pair them' }).click();
  await page.getByText('Choose an advisor.').waitFor();
  await page.locator('[data-picker="advisor"]').getByRole('radio', { name: /advisor@demo\.test/ }).check();
  await shot(page, '4-new-pair');
  await page.getByRole('button', { name: 'Pair them' }).click();
  await page.waitForURL(/\/coach\/pairs\/[0-9a-f]{24}$/);
  await page.getByRole('heading', { name: /^Wanjiku Kamau with / }).waitFor();
  assert.notEqual(pathOf(page).split('/').at(-1), pairId);
  await page.getByText('No playbook assigned yet').waitFor();

  // The same two again: the server's refusal is said.
  await page.getByRole('link', { name: 'Back to the pairs' }).click();
  await page.locator('.rl-card', { hasText: 'wanjiku.kamau@demo.test' }).waitFor();
  await page.getByText('Pair an entrepreneur with an advisor').first().click();
  await entrepreneurs.getByLabel('Find an entrepreneur (name or e-mail)').fill('wanjiku.kamau');
  await entrepreneurs.getByRole('radio', { name: /Wanjiku Kamau/ }).check();
  await page.locator('[data-picker="advisor"]').getByRole('radio', { name: /advisor@demo\.test/ }).check();
  await page.getByRole('button', { name: 'Pair them' }).click();
  await page.getByRole('alert').filter({ hasText: 'These two are paired already' }).waitFor();
  await shot(page, '5-refused');

  // The super admin: the same screen from their own menu.
  const admin = await phone(browser, { baseURL: server.base });
  await admin.page.goto('/signin');
  await signIn(admin.page, 'super@demo.test');
  await admin.page.waitForURL('**/super-admin/overview');
  await fromMenu(admin.page, 'Advisory pairs');
  await admin.page.waitForURL('**/super-admin/pairs');
  await admin.page.locator('.rl-card', { hasText: 'client@demo.test' }).waitFor();
  await admin.page.locator('.rl-card', { hasText: 'wanjiku.kamau@demo.test' }).waitFor();
  await admin.page.locator('.rl-card', { hasText: 'client@demo.test' }).locator('.rl-card__link').click();
  await admin.page.waitForURL(/\/super-admin\/pairs\/[0-9a-f]{24}$/);
  await admin.page.getByRole('list', { name: 'Assigned playbooks' }).getByText('Market Access Playbook', { exact: true }).waitFor();
  await admin.context.close();
});

test("the client reads the demo task's alert, marks it read offline, and Open leads to the session", async () => {
  const clientToken = await apiToken(server.base, 'client@demo.test');
  // The alerts job runs at start: the demo task's "New task" alert is there within a moment.
  await eventually(async () => (await api('/playbook/alerts', clientToken)).body.data.some((a) => a.kind === 'newTask' && !a.read), 'the new task alert');

  const { context, page } = await phone(browser, { baseURL: server.base });
  await signInClient(page, 'client@demo.test');
  await page.goto('/dashboard/playbook/alerts');
  const nav = page.getByRole('navigation', { name: 'Playbook' });
  for (const name of ['Home', 'Advisors', 'Playbooks', 'Alerts']) await nav.getByRole('link', { name }).waitFor();
  const item = page.locator('[data-kind="newTask"]');
  await item.waitFor();
  assert.match(await item.innerText(), /New task/);
  assert.match(await item.innerText(), /Write down last month's sales/);
  const count = page.getByTestId('alerts-unread');
  assert.equal(await count.innerText(), '1 unread');
  await shot(page, '6-alerts');

  // Marked read offline: the count drops at once; the mark waits on the phone.
  await context.setOffline(true);
  await item.getByRole('button', { name: /^Mark as read/ }).click();
  await count.getByText('Nothing unread').waitFor();
  assert.equal(await item.getByRole('button', { name: /^Mark as read/ }).count(), 0);
  const stillUnread = await api('/playbook/alerts', clientToken);
  assert.equal(stillUnread.body.unread, 1);
  // Opened again in airplane mode: the alerts as last read, the mark still applied.
  await page.reload();
  await page.getByText(/^You are offline: these are your alerts as they were on /).waitFor();
  await item.waitFor();
  await count.getByText('Nothing unread').waitFor();
  await shot(page, '7-alerts-offline');
  await context.setOffline(false);
  await eventually(async () => (await api('/playbook/alerts', clientToken)).body.unread === 0, 'the server has it read');
  await count.getByText('Nothing unread').waitFor();

  // Open: the task's session page (the playbook and chapter asked for first).
  await item.getByRole('link', { name: /^Open/ }).click();
  await page.waitForURL(/\/dashboard\/playbook\/b\/[0-9a-f]{24}\/c\/[0-9a-f]{24}\/s\/[0-9a-f]{24}$/);
  const alertSession = (await api('/playbook/alerts', clientToken)).body.data.find((a) => a.kind === 'newTask').sessionId;
  assert.equal(pathOf(page).split('/').at(-1), alertSession);
  await context.close();
});

test("the advisor's menu has Alerts; how to be told is chosen and a refusal is said", async () => {
  const { page } = await phone(browser, { baseURL: server.base });
  await page.goto('/signin');
  await signIn(page, 'advisor@demo.test');
  await page.waitForURL('**/advisor/**');
  await fromMenu(page, 'Alerts');
  await page.waitForURL('**/advisor/alerts');
  await page.getByRole('heading', { name: 'Alerts', level: 1 }).waitFor();
  await page.getByTestId('alerts-unread').waitFor();

  // The channel choice (server/src/playbook/channel.rs): tried only where the server has it.
  const token = await apiToken(server.base, 'advisor@demo.test');
  const settings = await api('/playbook/alerts/settings', token);
  if (settings.status === 404) return;
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'How should we tell you?' }) });
  await form.getByRole('radio', { name: /In the portal only/ }).check();
  if (settings.body.channel !== 'app') {
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved: your alerts stay in the portal.').first().waitFor();
  }
  await form.getByRole('radio', { name: /By e-mail/ }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved: we will also send your alerts by e-mail.').first().waitFor();
  assert.equal((await api('/playbook/alerts/settings', token)).body.channel, 'email');
  await shot(page, '8-advisor-channel');

  // A refusal is said under the choice, and nothing changes (the server's answer, as it gives it to
  // an account without a phone).
  await page.route('**/api/playbook/alerts/settings', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: true, msg: 'Add a phone number to your account to get alerts by SMS' }) })
      : route.continue(),
  );
  await form.getByRole('radio', { name: /By SMS/ }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByRole('alert').filter({ hasText: 'Add a phone number to your account to get alerts by SMS' }).waitFor();
  assert.equal((await api('/playbook/alerts/settings', token)).body.channel, 'email');
});
