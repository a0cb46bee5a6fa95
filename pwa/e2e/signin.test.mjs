import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, phone, signIn, pathOf, openMenu, logOut } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const landings = {
  'client@demo.test': '/dashboard/overview',
  'applicant@demo.test': '/dashboard/trainee/home',
  'digiprime@demo.test': '/dashboard/digiprime/home',
  'sales@demo.test': '/sales-agent/overview',
  'processor@demo.test': '/processor/overview',
  'admin@demo.test': '/processor/overview',
  'authorizer@demo.test': '/authorizer/overview',
  'coach@demo.test': '/coach/overview',
  'super@demo.test': '/super-admin/overview',
};

for (const [email, landing] of Object.entries(landings)) {
  test(`${email} signs in and lands on ${landing}`, async () => {
    const { context, page } = await phone(browser);
    await page.goto('/signin');
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === landing);
    await openMenu(page);
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await context.close();
  });
}

test('the client overview greets by name and offers a loan', async () => {
  const { context, page } = await phone(browser);
  await page.goto('/signin');
  await signIn(page, 'client@demo.test');
  await page.waitForURL('**/dashboard/overview');
  await page.getByRole('button', { name: 'Apply for loan' }).click();
  await page.waitForURL('**/dashboard/consumer-credit/apply/calculator');
  await context.close();
});

test('a wrong password is refused with a toast and no landing', async () => {
  const { context, page } = await phone(browser);
  await page.goto('/signin');
  await signIn(page, 'client@demo.test', 'not-the-password');
  await page.getByText('Invalid email or password').waitFor();
  assert.equal(pathOf(page), '/signin');
  await context.close();
});

test('an empty sign-in form shows the required-field message', async () => {
  const { context, page } = await phone(browser);
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('This field is required').first().waitFor();
  assert.equal(pathOf(page), '/signin');
  await context.close();
});

test('a client opening a staff page is sent to sign-in', async () => {
  const { context, page } = await phone(browser);
  await page.goto('/signin');
  await signIn(page, 'client@demo.test');
  await page.waitForURL('**/dashboard/overview');
  await page.goto('/super-admin/overview');
  await page.waitForURL('**/signin');
  await context.close();
});

test('a signed-out visit to the overview returns there after signing in', async () => {
  const { context, page } = await phone(browser);
  await page.goto('/dashboard/overview');
  await page.waitForURL('**/signin');
  await signIn(page, 'client@demo.test');
  await page.waitForURL('**/dashboard/overview');
  await context.close();
});

test('log-out ends the session on the server and in the browser', async () => {
  const { context, page } = await phone(browser);
  await page.goto('/signin');
  await signIn(page, 'super@demo.test');
  await page.waitForURL('**/super-admin/overview');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  assert.ok(token, 'the token is kept in local storage');
  await logOut(page);
  await page.waitForURL('**/signin');
  // The app sends the log-out without waiting for it (best effort), so it may land a moment later.
  let status = 0;
  for (let tries = 0; tries < 50 && status !== 401; tries += 1) {
    if (tries > 0) await page.waitForTimeout(100);
    status = (await page.request.get('/api/user/unbox', { headers: { Authorization: `Bearer ${token}` } })).status();
  }
  assert.equal(status, 401);
  await page.goto('/super-admin/overview');
  await page.waitForURL('**/signin');
  await context.close();
});
