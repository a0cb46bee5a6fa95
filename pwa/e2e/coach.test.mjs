// The business coach (issue 13, acceleration team): lands on their overview with their menu, in both
// languages; the onboarding review's screens open from it (coach-onboarding.test.mjs tries them); the loan areas stay closed; the
// super admin's staff form offers the role.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, phone, signIn, pathOf, openMenu, chooseLanguage } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test('a coach lands on the overview, greeted, with the review work listed and the loans closed', async () => {
  const { context, page } = await phone(browser);
  await page.goto('/signin');
  await signIn(page, 'coach@demo.test');
  await page.waitForURL((url) => url.pathname === '/coach/overview');
  await page.getByRole('heading', { name: 'Welcome, Imani' }).waitFor();
  const work = page.getByRole('list', { name: 'Your work' });
  for (const name of ['Review queue', 'Cohorts', 'Cohort progress', 'My account']) {
    await work.getByRole('link', { name, exact: true }).waitFor();
  }
  assert.equal(await work.getByText('Not available yet').count(), 0);

  await openMenu(page);
  const menu = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Cohort progress' }) });
  for (const name of ['Overview', 'Review queue', 'Cohorts', 'Cohort progress', 'My account']) {
    await menu.getByRole('link', { name, exact: true }).waitFor();
  }
  assert.equal(await menu.getByRole('link', { name: 'Loans', exact: true }).count(), 0);
  await menu.getByRole('link', { name: 'Review queue', exact: true }).click();
  await page.waitForURL('**/coach/review-queue');
  await page.getByRole('heading', { name: 'Review queue', level: 1 }).waitFor();

  await page.goto('/coach/overview');
  await page.getByRole('heading', { name: 'Welcome, Imani' }).waitFor();
  await chooseLanguage(page, 'sw');
  await page.getByRole('heading', { name: 'Karibu, Imani' }).waitFor();
  await page.getByRole('link', { name: 'Foleni ya ukaguzi' }).first().waitFor();
  await chooseLanguage(page, 'en');
  await page.getByRole('heading', { name: 'Welcome, Imani' }).waitFor();

  await page.goto('/processor/loans');
  await page.waitForURL('**/signin');
  await context.close();
});

test("the super admin's staff form offers the business coach", async () => {
  const { context, page } = await phone(browser);
  await page.goto('/signin');
  await signIn(page, 'super@demo.test');
  await page.waitForURL('**/super-admin/overview');
  await page.goto('/super-admin/staffs');
  await page.getByText('Add a staff member', { exact: true }).first().click();
  const role = page.getByRole('form', { name: 'Add a staff member' }).getByLabel('Role');
  await role.selectOption('coach');
  assert.equal(await role.locator('option:checked').textContent(), 'business coach');
  assert.equal(pathOf(page), '/super-admin/staffs');
  await context.close();
});
