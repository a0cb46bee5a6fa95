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

/** The header's box and the side menu's, as the page lays them out. */
const boxes = (page) =>
  page.evaluate(() => {
    const box = (selector) => {
      const r = document.querySelector(selector)?.getBoundingClientRect();
      return r ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height } : null;
    };
    return { header: box('.shell__header'), nav: box('#side-menu'), toast: box('.toast') };
  });

for (const [email, landing] of [
  ['client@demo.test', '/dashboard/overview'],
  ['sales@demo.test', '/sales-agent/overview'],
]) {
  test(`on a 360 px phone the header of ${email} is one row, at most 56 px, and shows the offline state`, async () => {
    const { context, page } = await phone(browser);
    await page.goto('/signin');
    await signIn(page, email);
    await page.waitForURL(`**${landing}`);
    await page.locator('.shell__header').waitFor();
    const { header } = await boxes(page);
    assert.ok(header.height <= 56, `the header is ${header.height}px tall`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `the page is ${width}px wide`);
    // Language and log-out are in the menu on phones.
    assert.equal(await page.getByRole('button', { name: 'Log out' }).count(), 0, 'no log-out in the closed header');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await page.getByRole('navigation', { name: 'Dashboard navigation' }).getByLabel('Language').waitFor();
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    const status = page.locator('.shell__header').getByRole('button', { name: /Offline/ });
    await status.waitFor();
    assert.ok((await boxes(page)).header.height <= 56, 'still one row offline');
    assert.equal(await page.locator('.offline-banner').count(), 0, 'no separate offline banner');
    await status.click();
    await page.locator('.header-status__panel').getByText(/You are offline/).waitFor();
    await context.close();
  });
}

test('a toast sits below the header and under the open menu', async () => {
  const { context, page } = await phone(browser);
  await page.goto('/signin');
  await signIn(page, 'client@demo.test');
  await page.waitForURL('**/dashboard/overview');
  await page.getByRole('button', { name: 'Menu' }).click();
  // Shown once the phone has what it needs offline, a few seconds after signing in.
  await page.locator('.toast').first().waitFor({ timeout: 30_000 });
  const { header, nav, toast } = await boxes(page);
  assert.ok(toast.top >= header.bottom, `the toast (top ${toast.top}) is below the header (bottom ${header.bottom})`);
  // Where the toast and the open menu overlap, the menu is on top.
  const overlap = { left: Math.max(toast.left, nav.left), right: Math.min(toast.right, nav.right) };
  if (overlap.left < overlap.right) {
    const onTop = await page.evaluate(
      ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('#side-menu')),
      { x: (overlap.left + overlap.right) / 2, y: (toast.top + toast.bottom) / 2 },
    );
    assert.ok(onTop, 'the open menu is drawn over the toast');
  }
  await context.close();
});

test('on a laptop the header is one row with the staff name, language and log-out', async () => {
  const { context, page } = await phone(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto('/signin');
  await signIn(page, 'sales@demo.test');
  await page.waitForURL('**/sales-agent/overview');
  const header = page.locator('.shell__header');
  await header.getByRole('button', { name: 'Log out' }).waitFor();
  await header.getByLabel('Language').waitFor();
  assert.ok((await boxes(page)).header.height <= 64, 'one row');
  await context.close();
});
