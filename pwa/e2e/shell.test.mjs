import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, phone, signIn, pathOf, BASE_URL } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Collects the texts of window.alert() calls, dismissing each. */
function alerts(page) {
  const seen = [];
  page.on('dialog', async (dialog) => {
    seen.push(dialog.message());
    await dialog.dismiss();
  });
  return seen;
}

async function untilAlerted(page, seen) {
  for (let i = 0; i < 30 && seen.length === 0; i++) await page.waitForTimeout(100);
}

test('sign-up is disabled and any submit says so', async () => {
  const { context, page } = await phone(browser);
  const seen = alerts(page);
  await page.goto('/signup');
  assert.equal(await page.getByRole('button', { name: 'Sign up' }).isDisabled(), true);
  await page.getByLabel('Email address').fill('someone@example.com');
  await page.getByLabel('Email address').press('Enter');
  await untilAlerted(page, seen);
  assert.deepEqual(seen, ['Self Registration is currently disabled']);
  await context.close();
});

test('Swahili is chosen, used for every screen and core message, and remembered', async () => {
  const { context, page } = await phone(browser);
  await page.goto('/signin');
  await page.getByLabel('Language').first().selectOption('sw');
  await page.getByRole('heading', { name: 'Ingia kwenye akaunti yako' }).waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'sw');

  await page.getByRole('button', { name: 'Ingia' }).click();
  // The core's 'This field is required', in Swahili.
  await page.getByRole('status').filter({ hasText: 'Sehemu hii inahitajika' }).first().waitFor();

  await page.reload();
  await page.getByRole('heading', { name: 'Ingia kwenye akaunti yako' }).waitFor();
  await page.getByLabel('Lugha').first().selectOption('en');
  await page.getByRole('heading', { name: 'Login to your account' }).waitFor();
  await context.close();
});

test('the applicant tool chooser greets, describes a tool and opens it', async () => {
  const { context, page } = await phone(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto('/signin');
  await signIn(page, 'applicant@demo.test');
  await page.waitForURL('**/dashboard/trainee/home');
  await page.getByRole('heading', { name: /^Hi \S+ welcome back$/ }).waitFor();

  await page.getByRole('button', { name: 'DigiKua' }).first().click();
  assert.equal(await page.getByRole('button', { name: 'Tutorial' }).count(), 0, 'DigiKua has no tutorial');
  await page.getByRole('button', { name: 'Applicant' }).first().click();
  await page.getByRole('link', { name: 'Tutorial' }).or(page.getByRole('button', { name: 'Tutorial' })).first().waitFor();
  await page.getByRole('button', { name: 'Open' }).click();
  await page.waitForURL('**/dashboard/applicant/welcome');
  await context.close();
});

test('staff see their name, role and a disabled search that only alerts', async () => {
  const { context, page } = await phone(browser, { viewport: { width: 1280, height: 800 } });
  const seen = alerts(page);
  await page.goto('/signin');
  await signIn(page, 'sales@demo.test');
  await page.waitForURL('**/sales-agent/overview');
  await page.getByText('sales agent', { exact: false }).first().waitFor();
  await page.getByPlaceholder('Search').click({ force: true });
  await untilAlerted(page, seen);
  assert.equal(seen.length, 1);
  assert.equal(pathOf(page), '/sales-agent/overview');
  await context.close();
});

test('the API answers JSON errors, never the app, for unknown API paths', async () => {
  const response = await fetch(`${BASE_URL}/api/nothing-here`);
  assert.equal(response.status, 404);
  assert.deepEqual(await response.json(), { error: 'Not found' });
});
