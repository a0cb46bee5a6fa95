// Each feature's texts come with its screens: a screen opened in Kiswahili shows its own Kiswahili
// from its first paint (never English first), and a switch of language on a screen brings that
// screen's Kiswahili, and back. The demo accounts take the language chosen here (the app sends it to
// the server), so each test gives them English back for the tests after it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, phone, signIn, DEMO_PASSWORD } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** The account's language back to English on the server, as the other tests expect of the demo accounts. */
function backToEnglishAfter(t, email) {
  t.after(async () => {
    const { context } = await phone(browser);
    const signin = await context.request.post('/api/client/signin', { data: { email, password: DEMO_PASSWORD } });
    const { token } = await signin.json();
    const put = await context.request.put('/api/user/language', {
      headers: { Authorization: `Bearer ${token}` },
      data: { language: 'en' },
    });
    assert.equal(put.status(), 200, await put.text());
    await context.close();
  });
}

/** The first heading's text as soon as it is on screen. */
async function firstHeading(page) {
  const heading = page.locator('main h1').first();
  await heading.waitFor();
  return (await heading.textContent())?.trim();
}

test("a client's screens in Kiswahili: each shows its own texts at once, and a switch brings them", async (t) => {
  backToEnglishAfter(t, 'client@demo.test');
  const { context, page } = await phone(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto('/signin');
  await signIn(page, 'client@demo.test');
  await page.waitForURL('**/dashboard/overview');

  await page.goto('/dashboard/consumer-credit');
  assert.equal(await firstHeading(page), 'My Loans');
  await page.locator('#language-dashboard').selectOption('sw');
  await page.getByRole('heading', { name: 'Mikopo Yangu', level: 1 }).waitFor();

  // Opened in Kiswahili: the first heading drawn is already Kiswahili.
  await page.reload();
  assert.equal(await firstHeading(page), 'Mikopo Yangu');
  assert.equal(await page.locator('html').getAttribute('lang'), 'sw');

  await page.goto('/dashboard/digikua/client/cashflow-summary');
  assert.equal(await firstHeading(page), 'Muhtasari wa Mzunguko wa Fedha');
  await page.getByRole('link', { name: 'Mikopo Yangu' }).click();
  // The summary stays on screen until the next screen's code is in: the first heading after it counts.
  await page.waitForURL('**/dashboard/consumer-credit');
  await page.locator('main h1', { hasNotText: 'Muhtasari wa Mzunguko wa Fedha' }).first().waitFor();
  assert.equal(await firstHeading(page), 'Mikopo Yangu');

  await page.locator('#language-dashboard').selectOption('en');
  await page.getByRole('heading', { name: 'My Loans', level: 1 }).waitFor();
  await page.goto('/dashboard/digikua/client/cashflow-summary');
  assert.equal(await firstHeading(page), 'Cashflow Summary');
  await context.close();
});

test('staff and public screens in Kiswahili show their own texts at once', async (t) => {
  backToEnglishAfter(t, 'processor@demo.test');
  const { context, page } = await phone(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto('/signin');
  await page.getByLabel('Language').first().selectOption('sw');
  await page.getByRole('heading', { name: 'Ingia kwenye akaunti yako' }).waitFor();

  await page.goto('/frequently-asked-questions');
  assert.equal(await firstHeading(page), 'Maswali yanayoulizwa mara kwa mara');
  await page.goto('/loan-calculator');
  assert.equal(await firstHeading(page), 'Kikokotoo cha mkopo');

  await page.goto('/signin');
  await page.getByLabel('Barua pepe').fill('processor@demo.test');
  await page.getByLabel('Nenosiri', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingia' }).click();
  await page.waitForURL('**/processor/overview');
  await page.goto('/processor/clients');
  assert.equal(await firstHeading(page), 'Wateja');
  await context.close();
});
