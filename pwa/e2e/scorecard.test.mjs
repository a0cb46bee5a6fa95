// The scorecards on a phone (spec 001 sections 2.5, 4.5, 5, 8; docs/scorecards.md). The demo client
// (four quarters of scorecards in the demo data) opens the summary: band, gauge and rank; the search
// asks for a business first; the detailed scores with their notes and Back; the risk view with its
// pie and six categories, a category and its metrics cycling both ways; the credit report; then the
// same summary, the risk view and the credit report in airplane mode, from the copies kept. A coach
// edits the business's scoring sheet (a refusal shows the server's message) and recomputes. A loan
// processor sees the client's latest score as advice on the loan page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, phone, screenshots, signIn } from './browser.mjs';
import { apiFund, pendingLoan } from './loan-support.mjs';
import { apiToken, ownServer, signInClient } from './sync-support.mjs';

let browser;
let server;

/** The demo client's business and the search's default quarter (the latest past one). */
let business;
let quarter;

const call = async (token, path, body) => {
  const response = await fetch(`${server.base}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  assert.equal(response.status, 200, `${path}: ${await response.clone().text()}`);
  return response.json();
};

before(async () => {
  server = await ownServer('scorecard');
  browser = await launch();
  const options = await call(await apiToken(server.base, 'client@demo.test'), '/scorecard/options');
  business = options.businesses[0];
  quarter = { year: options.year, quarter: options.quarter };
  assert.ok(business, 'the demo client has a business');
  // The coach computes the default quarter from the portal's figures (the demo data keeps four
  // quarters; computing again replaces the quarter's record), so the screens read the real thing.
  const computed = await call(await apiToken(server.base, 'coach@demo.test'), '/scorecard/compute', { businessId: business.id, ...quarter });
  assert.equal(computed.count, 1);
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const SUMMARY = '/dashboard/scorecardv1';
const KEPT = /You are offline: this is how it was on/;
const shot = screenshots('scorecard');

const toast = (page, text) => page.locator('.toast', { hasText: text }).first().waitFor();

test('a client reads the scorecard, its details, the risk view and the credit report, then all of them offline', async () => {
  const { context, page } = await phone(browser, { baseURL: server.base });
  await signInClient(page);

  await page.goto(SUMMARY);
  await page.locator('.score-band').first().waitFor({ timeout: 30_000 });
  await page.locator('svg.sc-gauge path.sc-arc').nth(3).waitFor();
  await page.getByText(/^Rank \d+ of \d+ in businesses aged [\d+-]+ months$/).waitFor();
  const average = (await page.locator('.sc-average__figure').first().innerText()).trim();
  assert.match(average, /^\d{1,3}(\.\d{1,2})?$/);
  for (const group of ['Financial results', 'Impact data', 'Participation in acceleration', 'Loan repayment']) {
    await page.locator('.sc-groups li', { hasText: group }).waitFor();
  }
  await shot(page, 'summary');

  // The search checks the business first, then the year, then the quarter.
  await page.getByLabel('Business').selectOption('');
  await page.getByLabel('Year').selectOption('');
  await page.getByRole('button', { name: 'Search' }).click();
  await toast(page, 'Please select a business');
  await page.getByLabel('Business').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Search' }).click();
  await toast(page, 'Please select a year');
  await page.getByLabel('Year').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Search' }).click();
  await toast(page, 'Please select a quarter');
  await page.goto(SUMMARY);

  // The detailed scores: every measure with its notes, and Back keeps the search.
  await page.getByRole('link', { name: 'Detailed scores' }).click();
  await page.getByRole('heading', { level: 1, name: 'Detailed scores' }).waitFor();
  await page.getByRole('heading', { level: 2, name: /Loan repayment/ }).waitFor();
  assert.ok((await page.locator('.sc-measures dt').count()) >= 19, 'the nineteen measures');
  assert.ok((await page.locator('.sc-measures dd').first().innerText()).trim().length > 10, 'a measure says how it was scored');
  await shot(page, 'detailed');
  await page.getByRole('link', { name: 'Back' }).click();
  await page.waitForURL(/\/dashboard\/scorecardv1\?business=.+&year=\d{4}&quarter=\d/);
  await page.locator('.score-band').first().waitFor();

  // The risk view: the business, the pie with its legend, six tiles; a category and its metrics.
  await page.goto('/dashboard/creditscore');
  await page.getByRole('heading', { level: 1, name: /^Scorecard: / }).waitFor({ timeout: 30_000 });
  for (const band of ['Bad', 'Average', 'Good', 'Excellent']) await page.locator('.sc-legend li', { hasText: band }).waitFor();
  assert.equal(await page.locator('.sc-tile').count(), 6);
  await shot(page, 'risk');
  await page.locator('.sc-tile', { hasText: 'Business risk' }).click();
  await page.getByRole('heading', { level: 1, name: /^Business risk/ }).waitFor();
  await page.getByRole('link', { name: /operating margins and debt service cover ratio/ }).waitFor();
  const metrics = await page.locator('.sc-metrics a').count();
  assert.ok(metrics >= 2, 'the category lists its metrics');
  await page.locator('.sc-metrics a').first().click();
  await page.getByText(`1 / ${metrics}`).waitFor();
  await page.getByRole('link', { name: 'Previous' }).click();
  await page.getByText(`${metrics} / ${metrics}`).waitFor();
  await page.getByRole('link', { name: 'Next' }).click();
  await page.getByText(`1 / ${metrics}`).waitFor();
  await shot(page, 'metric');
  await page.getByRole('link', { name: 'Back' }).click();
  await page.locator('.sc-metrics').waitFor();

  // The credit report: loans, the latest scorecard, the advice.
  await page.goto('/dashboard/credit-report');
  await page.getByRole('heading', { level: 2, name: 'Your loans' }).waitFor({ timeout: 30_000 });
  await page.getByRole('heading', { level: 2, name: 'Your latest scorecard' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'How to raise your score' }).waitFor();
  await shot(page, 'report');

  // Airplane mode: the summary, the risk view and the credit report from the copies kept.
  await context.setOffline(true);
  await page.goto(SUMMARY);
  await page.getByText(KEPT).first().waitFor({ timeout: 30_000 });
  assert.equal((await page.locator('.sc-average__figure').first().innerText()).trim(), average);
  await page.locator('svg.sc-gauge').waitFor();
  await shot(page, 'offline');
  await page.goto('/dashboard/creditscore');
  await page.getByText(KEPT).first().waitFor({ timeout: 30_000 });
  assert.equal(await page.locator('.sc-tile').count(), 6);
  await page.goto('/dashboard/credit-report');
  await page.getByText(KEPT).first().waitFor({ timeout: 30_000 });
  await page.getByRole('heading', { level: 2, name: 'Your loans' }).waitFor();
  await context.setOffline(false);
  await context.close();
});

test("a coach edits the business's scoring sheet and recomputes its scorecard", async () => {
  const { context, page } = await phone(browser, { baseURL: server.base, viewport: { width: 1280, height: 800 } });
  await page.goto('/signin');
  await signIn(page, 'coach@demo.test');
  await page.waitForURL(/\/coach\//);
  await page.goto('/coach/scorecards');
  await page.getByRole('heading', { level: 1, name: 'Scorecards' }).waitFor();
  await page.locator('.sct-counts').waitFor({ timeout: 30_000 });
  // One hub's portfolio: the showcase joined from Nairobi; the demo client chose no hub yet.
  const hubs = await page.getByLabel('Hub').locator('option').allInnerTexts();
  assert.deepEqual(hubs, ['All hubs', 'Nairobi', 'Kisumu', 'Mombasa', 'Tanzania', 'Nakuru']);
  await page.getByLabel('Hub').selectOption('Nairobi');
  await page.getByRole('button', { name: 'Show' }).click();
  await page.getByRole('link', { name: new RegExp(business.name) }).first().waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'Wanjiku Kamau' }).waitFor();
  assert.deepEqual(new Set(await page.locator('tbody td:nth-child(3)').allInnerTexts()), new Set(['Nairobi']));
  await page.getByLabel('Hub').selectOption('');
  await page.getByRole('button', { name: 'Show' }).click();
  await page.getByRole('link', { name: new RegExp(business.name) }).first().click();
  await page.waitForURL(new RegExp(`/coach/scorecards/${business.id}/${quarter.year}/${quarter.quarter}$`));
  await page.getByRole('heading', { level: 2, name: 'Scoring sheet' }).waitFor({ timeout: 30_000 });

  // A refused sheet shows the server's message; a good one is saved.
  await page.getByLabel('Coach meetings this quarter').fill('-3');
  await page.getByRole('button', { name: 'Save the sheet' }).click();
  await page.locator('.sct-refused').waitFor();
  await page.getByLabel('Coach meetings this quarter').fill('4');
  await page.getByLabel('Collateral').selectOption('5');
  await page.getByLabel('Leadership').selectOption('4');
  await page.getByRole('button', { name: 'Save the sheet' }).click();
  await toast(page, 'The scoring sheet was saved.');

  // Before the recompute the card still counts the demo sheet's 3 meetings; after it, the 4 saved.
  const participation = page.locator('.sct-scores details', { hasText: 'Participation in acceleration' });
  await participation.locator('summary').click();
  await participation.getByText(/\b3 meetings logged by your coach/).waitFor();
  await page.getByRole('button', { name: 'Recompute' }).click();
  await toast(page, 'The scorecard was recomputed from the current figures.');
  await participation.getByText(/\b4 meetings logged by your coach/).waitFor();
  await context.close();
});

test("a loan processor sees the client's latest score as advice on the loan page", async () => {
  const setup = await browser.newContext({ baseURL: server.base });
  const fund = await apiFund(setup.request, `Scorecard advice fund ${Date.now().toString(36)}`);
  const { loan } = await pendingLoan(setup.request, fund);
  await setup.close();

  const { context, page } = await phone(browser, { baseURL: server.base });
  await page.goto('/signin');
  await signIn(page, 'processor@demo.test');
  await page.waitForURL(/\/processor\//);
  await page.goto(`/processor/loan/${loan._id}`);
  const advice = page.getByRole('region', { name: 'Business scorecard' });
  await advice.getByText(`Latest: Q${quarter.quarter} ${quarter.year}, average score`).waitFor({ timeout: 30_000 });
  await advice.locator('.score-band').waitFor();
  await advice.getByText('Advice only: the scorecard does not decide the loan.').waitFor();
  await shot(page, 'loan-advice');
  await context.close();
});

/** A verified client made through the API (the super admin adds it, the outbox's code verifies it): no scores yet. */
async function newClient() {
  const run = Date.now().toString(36);
  const email = `scores-${run}@e2e.test`;
  const password = `Scores-${run}-1`;
  const staff = await apiToken(server.base, 'super@demo.test');
  const post = (path, body, token) =>
    fetch(`${server.base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const created = await post('/client/signup', {
    firstName: 'Scores', lastName: `Owner${run}`, email, mobileNumber: `07${String(Date.now() % 1e8).padStart(8, '0')}`,
    password, confirmPassword: password, referralChoice: 'Other', role: 'client',
  }, staff);
  assert.equal(created.status, 201, await created.text());
  assert.equal((await fetch(`${server.base}/api/otp/3/${encodeURIComponent(email)}`)).status, 200);
  for (let tries = 0; tries < 50; tries += 1) {
    const { messages } = await (await fetch(`${server.base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
    const code = (messages ?? []).map((m) => /^Code: (\d{6})$/m.exec(m.body ?? '')?.[1]).find(Boolean);
    if (code) {
      const verified = await post(`/otp/3/verify/${encodeURIComponent(email)}`, { code });
      assert.equal(verified.status, 200, await verified.text());
      return { email, password };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no code in the outbox');
}

test("the spec's messages: a quarter searched with nothing in it, a client with no scores yet, no risk scores", async () => {
  const demo = await phone(browser, { baseURL: server.base });
  await signInClient(demo.page);
  await demo.page.goto(SUMMARY);
  await demo.page.locator('.score-band').first().waitFor({ timeout: 30_000 });
  const years = await demo.page.getByLabel('Year').locator('option').allInnerTexts();
  await demo.page.getByLabel('Year').selectOption(years.at(-1));
  await demo.page.getByLabel('Quarter').selectOption('1');
  await demo.page.getByRole('button', { name: 'Search' }).click();
  await toast(demo.page, 'No data available for selected quarter');
  await demo.page.getByText('Sorry you currently have no scores').waitFor();
  await demo.context.close();

  const { email, password } = await newClient();
  const { context, page } = await phone(browser, { baseURL: server.base });
  await page.goto('/signin');
  await signIn(page, email, password);
  await page.waitForURL(/\/dashboard\//);
  await page.goto(SUMMARY);
  await page.getByText('Sorry you currently have no scores').waitFor({ timeout: 30_000 });
  await page.goto('/dashboard/creditscore');
  await toast(page, 'Scores not found');
  await page.getByText('An error occurred').waitFor();
  await context.close();
});
