// A staff member's own account page: every staff area has one in its menu and header, with the
// clients' change-password form. The password is changed on a staff account made for the test (the
// demo accounts' passwords stay as the other tests need them).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, phone, signIn, pathOf, DEMO_PASSWORD } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const run = Date.now().toString(36);
let serial = 0;
const uniqueEmail = (who) => `${who}-${run}-${++serial}@e2e.test`;
/** A unique Kenyan mobile number per run and call: 07 and 8 digits. */
const uniquePhone = () => `07${String((Date.now() + ++serial * 7919) % 1e8).padStart(8, '0')}`;
const laptop = { viewport: { width: 1280, height: 800 } };

async function toast(page, text) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

async function codeFor(request, email) {
  for (let i = 0; i < 50; i++) {
    const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    assert.equal(response.status(), 200, 'the dev outbox is on with demo data');
    const { messages } = await response.json();
    for (const message of messages ?? []) {
      const match = /^Code: (\d{6})$/m.exec(message.body ?? '');
      if (match) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code in the outbox for ${email}`);
}

/** A verified staff member of `role`: the super admin creates it through the API, the outbox code verifies it. */
async function verifiedStaff(request, role) {
  const email = uniqueEmail(role);
  const password = `Staff-${run}-1`;
  const lastName = `Staff${serial}`;
  const signin = await request.post('/api/client/signin', { data: { email: 'super@demo.test', password: DEMO_PASSWORD } });
  assert.equal(signin.status(), 200);
  const { token } = await signin.json();
  const created = await request.post('/api/client/signup', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      firstName: 'Esther',
      lastName,
      email,
      mobileNumber: uniquePhone(),
      password,
      confirmPassword: password,
      referralChoice: 'Other',
      role,
    },
  });
  assert.equal(created.status(), 201, await created.text());
  const sent = await request.get(`/api/otp/3/${encodeURIComponent(email)}`);
  assert.equal(sent.status(), 200);
  const verified = await request.post(`/api/otp/3/verify/${encodeURIComponent(email)}`, { data: { code: await codeFor(request, email) } });
  assert.equal(verified.status(), 200, await verified.text());
  return { email, password, lastName };
}

test('every staff role opens its own account page from the side menu and the header', async () => {
  const { context, page } = await phone(browser, laptop);
  const areas = [
    ['sales@demo.test', '/sales-agent'],
    ['admin@demo.test', '/processor'],
    ['authorizer@demo.test', '/authorizer'],
    ['super@demo.test', '/super-admin'],
    ['coach@demo.test', '/coach'],
  ];
  for (const [email, base] of areas) {
    await page.goto('/signin');
    await signIn(page, email);
    await page.waitForURL(`**${base}/overview`);
    await page.getByRole('navigation').getByRole('link', { name: 'My account' }).click();
    await page.waitForURL(`**${base}/account`);
    await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    await page.getByRole('form', { name: 'Change password' }).waitFor();
    // The name and role in the header lead there too.
    await page.getByRole('link', { name: 'Overview' }).click();
    await page.waitForURL(`**${base}/overview`);
    await page.getByRole('banner').getByRole('link', { name: /Grace|Dalia|Faraji|Hassan|Imani/ }).click();
    await page.waitForURL(`**${base}/account`);
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL('**/signin');
  }
  await context.close();
});

test('a processor changes the password, is logged out everywhere, and signs in with the new one', async () => {
  const { context, page } = await phone(browser, laptop);
  const staff = await verifiedStaff(page.request, 'processor');
  const newPassword = `${staff.password}-changed`;
  // A second session, as on another device: the change ends it too.
  const other = await page.request.post('/api/client/signin', { data: { email: staff.email, password: staff.password } });
  assert.equal(other.status(), 200);
  const { token: otherToken } = await other.json();

  await page.goto('/signin');
  await signIn(page, staff.email, staff.password);
  await page.waitForURL('**/processor/overview');
  await page.getByRole('navigation').getByRole('link', { name: 'My account' }).click();
  await page.waitForURL('**/processor/account');
  await page.getByText(staff.lastName).first().waitFor();
  const form = page.getByRole('form', { name: 'Change password' });

  // Core's messages: the blank fields in turn, then the live mismatch.
  await form.getByRole('button', { name: 'Change password' }).click();
  await toast(page, 'Missing important information');
  await form.getByLabel('New password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await toast(page, 'Current password cannot be blank');
  await form.getByLabel('Current password').fill(staff.password);
  await form.getByLabel('New password').fill('');
  await form.getByRole('button', { name: 'Change password' }).click();
  await toast(page, 'New password cannot be blank');
  await form.getByLabel('New password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await toast(page, 'Confirm password cannot be blank');
  await form.getByLabel('Confirm password').fill(`${newPassword}x`);
  await form.getByText('Passwords do not match').waitFor();
  await form.getByLabel('Confirm password').fill(newPassword);
  assert.equal(await form.getByText('Passwords do not match').count(), 0);

  // A wrong current password is refused by the server.
  await form.getByLabel('Current password').fill(`${staff.password}-wrong`);
  await form.getByRole('button', { name: 'Change password' }).click();
  await toast(page, 'Your current password is not correct');
  assert.equal(pathOf(page), '/processor/account');

  await form.getByLabel('Current password').fill(staff.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await toast(page, 'Password changed, sign in again with the new password');
  const changed = Date.now();
  await page.waitForURL('**/signin', { timeout: 10_000 });
  assert.ok(Date.now() - changed >= 1500, 'the log-out waits about 2 seconds');
  await page.getByRole('heading', { name: 'Login to your account' }).waitFor();

  const unboxed = await page.request.get('/api/user/unbox', { headers: { Authorization: `Bearer ${otherToken}` } });
  assert.equal(unboxed.status(), 401, 'the other session is ended');

  await signIn(page, staff.email, staff.password);
  await toast(page, 'Invalid email or password');
  assert.equal(pathOf(page), '/signin');
  await signIn(page, staff.email, newPassword);
  await page.waitForURL('**/processor/overview');
  await context.close();
});
