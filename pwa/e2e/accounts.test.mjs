// Accounts end to end: staff create staff and clients, invitations, OTP verification, forgotten and
// changed passwords. Codes are read from the dev outbox (GET /api/dev/outbox, on with demo data).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, phone, signIn, pathOf, DEMO_PASSWORD, logOut as logOutHere } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const run = Date.now().toString(36);
let serial = 0;
/** A unique e-mail per run and call. */
const uniqueEmail = (who) => `${who}-${run}-${++serial}@e2e.test`;
/** A unique Kenyan mobile number per run and call: 07 and 8 digits. */
const uniquePhone = () => `07${String((Date.now() + ++serial * 7919) % 1e8).padStart(8, '0')}`;

/** Waits for a toast (components/Toaster renders each in role=status) with this text. */
async function toast(page, text) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

/**
 * The newest 6-digit code sent to `email` that is not in `seen` (ids of messages already used);
 * polls the dev outbox for a while, since the message may be written a moment later.
 */
async function codeFor(request, email, seen = new Set()) {
  for (let i = 0; i < 50; i++) {
    const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    assert.equal(response.status(), 200, 'the dev outbox is on with demo data');
    const { messages } = await response.json();
    for (const message of messages ?? []) {
      const match = /^Code: (\d{6})$/m.exec(message.body ?? '');
      if (match && !seen.has(message.id)) {
        seen.add(message.id);
        return match[1];
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code in the outbox for ${email}`);
}

/** The newest outbox message to `email` whose body matches `pattern`. */
async function messageMatching(request, email, pattern) {
  for (let i = 0; i < 50; i++) {
    const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const { messages } = await response.json();
    const found = (messages ?? []).find((message) => pattern.test(message.body ?? ''));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no message matching ${pattern} for ${email}`);
}

/** On /verify-otp: reads the code for `email`, verifies it, and waits for the sign-in page. */
async function verifyByOtp(page, email, seen) {
  await page.waitForURL('**/verify-otp');
  await page.getByRole('heading', { name: 'Verify Your Details' }).waitFor();
  const code = await codeFor(page.request, email, seen);
  await page.getByLabel('One-time password').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await toast(page, 'Your account is verified, sign in to continue');
  await page.waitForURL('**/signin');
  await page.getByRole('heading', { name: 'Login to your account' }).waitFor();
}

/** Signs in; an account that still needs its OTP check is verified on the way (staff made by staff). */
async function signInVerifying(page, email, password, landing) {
  await page.goto('/signin');
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === landing || url.pathname === '/verify-otp');
  if (pathOf(page) === '/verify-otp') {
    await verifyByOtp(page, email);
    await signIn(page, email, password);
    await page.waitForURL((url) => url.pathname === landing);
  }
}

async function logOut(page) {
  await logOutHere(page);
  await page.waitForURL('**/signin');
  await page.getByRole('heading', { name: 'Login to your account' }).waitFor();
}

/** Opens a folded form panel (a <details> summary) and returns the form inside it. */
async function openForm(page, name) {
  await page.getByText(name, { exact: true }).first().click();
  const form = page.getByRole('form', { name });
  await form.waitFor();
  return form;
}

/** A verified client made through the API: the super admin creates it, the outbox code verifies it. */
async function verifiedClient(request) {
  const email = uniqueEmail('client');
  const password = `Pass-${run}-1`;
  const signin = await request.post('/api/client/signin', { data: { email: 'super@demo.test', password: DEMO_PASSWORD } });
  assert.equal(signin.status(), 200);
  const { token } = await signin.json();
  const created = await request.post('/api/client/signup', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      firstName: 'Test',
      lastName: `Client${serial}`,
      email,
      mobileNumber: uniquePhone(),
      password,
      confirmPassword: password,
      referralChoice: 'Other',
      role: 'client',
    },
  });
  assert.equal(created.status(), 201, await created.text());
  const sent = await request.get(`/api/otp/3/${encodeURIComponent(email)}`);
  assert.equal(sent.status(), 200);
  const code = await codeFor(request, email);
  const verified = await request.post(`/api/otp/3/verify/${encodeURIComponent(email)}`, { data: { code } });
  assert.equal(verified.status(), 200, await verified.text());
  return { email, password };
}

test('the super admin adds a sales agent, who adds a client, who verifies by OTP and signs in', async () => {
  const agentEmail = uniqueEmail('agent');
  const agentPassword = `Agent-${run}-1`;
  const clientEmail = uniqueEmail('client');
  const clientPassword = `Client-${run}-1`;
  const clientLastName = `Wanjiru${run}`;

  // The super admin adds the sales agent.
  const { context, page } = await phone(browser);
  await page.goto('/signin');
  await signIn(page, 'super@demo.test');
  await page.waitForURL('**/super-admin/overview');
  await page.goto('/super-admin/staffs');
  await page.getByRole('heading', { name: 'Staff', exact: true }).waitFor();
  const staffForm = await openForm(page, 'Add a staff member');
  await staffForm.getByRole('button', { name: 'Add staff' }).click();
  await staffForm.getByText('This field is required').first().waitFor();
  await staffForm.getByLabel('First name').fill('Baraka');
  await staffForm.getByLabel('Last name').fill(`Agent${run}`);
  await staffForm.getByLabel('Email').fill(agentEmail);
  await staffForm.getByLabel('Phone number').fill(uniquePhone());
  await staffForm.getByLabel('Role').selectOption('sales');
  await staffForm.getByLabel('Password', { exact: true }).fill(agentPassword);
  await staffForm.getByLabel('Confirm password').fill(agentPassword);
  await staffForm.getByRole('button', { name: 'Add staff' }).click();
  await toast(page, 'Account created');
  await page.locator('.rl-card').getByText(agentEmail).waitFor();
  await logOut(page);

  // The sales agent adds the client.
  await signInVerifying(page, agentEmail, agentPassword, '/sales-agent/overview');
  await page.goto('/sales-agent/clients');
  await page.getByRole('heading', { name: 'Clients', exact: true }).waitFor();
  const clientForm = await openForm(page, 'Add a client');
  await clientForm.getByLabel('First name').fill('Amina');
  await clientForm.getByLabel('Last name').fill(clientLastName);
  await clientForm.getByLabel('Email').fill(clientEmail);
  await clientForm.getByLabel('Phone number').fill(uniquePhone());
  assert.equal(await clientForm.getByLabel('Account type').inputValue(), 'client');
  await clientForm.getByLabel('How did they hear about us?').selectOption('Business Coach');
  await clientForm.getByLabel('Password', { exact: true }).fill(clientPassword);
  await clientForm.getByLabel('Confirm password').fill(clientPassword);
  await clientForm.getByRole('button', { name: 'Add client' }).click();
  await toast(page, 'Account created');
  await page.getByLabel('Search clients').fill(clientLastName);
  // The client's card (a phone shows cards) opens the client's details.
  const clientCard = page.locator('.rl-card').filter({ hasText: clientLastName });
  await clientCard.getByRole('link', { name: new RegExp(`^Open client: Amina ${clientLastName} `) }).click();
  await page.waitForURL('**/sales-agent/client/**');
  await logOut(page);

  // The client's first sign-in asks for the code sent to the e-mail.
  await signIn(page, clientEmail, clientPassword);
  await verifyByOtp(page, clientEmail);
  await signIn(page, clientEmail, clientPassword);
  await page.waitForURL('**/dashboard/overview');
  await context.close();
});

test('an invited client fixes the form, verifies by OTP and signs in', async () => {
  const inviteeEmail = uniqueEmail('invitee');
  const password = `Invited-${run}-1`;

  const agent = await phone(browser);
  await agent.page.goto('/signin');
  await signIn(agent.page, 'sales@demo.test');
  await agent.page.waitForURL('**/sales-agent/overview');
  await agent.page.goto('/sales-agent/clients');
  const inviteForm = await openForm(agent.page, 'Invite by email');
  await inviteForm.getByLabel('Email').fill(inviteeEmail);
  await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
  await toast(agent.page, `Invitation sent to ${inviteeEmail}`);
  await agent.context.close();

  // The invitation e-mail links to /invited?email=…
  const { context, page } = await phone(browser);
  const invitation = await messageMatching(page.request, inviteeEmail, /\/invited\?email=/);
  const link = /(\/invited\?email=\S+)/.exec(invitation.body)[1];
  await page.goto(link);
  await page.getByRole('heading', { name: 'Accept your invitation', exact: true }).waitFor();
  assert.equal(await page.getByLabel('Email').inputValue(), inviteeEmail);
  await page.getByRole('button', { name: 'Continue' }).click();
  await toast(page, 'Invitation found, fill in your details');

  // A wrong form first: every problem is named, with the summary warning.
  await page.getByLabel('Phone number').fill('12345');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(`${password}x`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Fix all errors before proceeding').waitFor();
  await page.getByText('Your two passwords do not match').waitFor();
  await page.getByText('Please enter a valid phone number').waitFor();
  assert.equal(pathOf(page), '/invited');

  await page.getByLabel('Full name').fill(`Neema Mushi${run}`);
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Country').selectOption('+254');
  await page.getByLabel('Phone number').fill(uniquePhone());
  await page.getByLabel('Confirm password').fill(password);
  assert.equal(await page.getByText('Fix all errors before proceeding').count(), 0, 'the warning goes once all is right');
  await page.getByRole('button', { name: 'Create account' }).click();
  await toast(page, 'Account created, enter the code we sent to your email');

  await verifyByOtp(page, inviteeEmail);
  await signIn(page, inviteeEmail, password);
  await page.waitForURL('**/dashboard/overview');
  await context.close();
});

test('a forgotten password is reset with the e-mailed code', async () => {
  const { context, page } = await phone(browser);
  const { email, password } = await verifiedClient(page.request);
  const newPassword = `${password}-new`;
  const seen = new Set();
  // The verification code is used already; only a newer message holds the reset code.
  const before = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  for (const message of (await before.json()).messages ?? []) seen.add(message.id);

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/password/email');
  // The sign-in page stays on screen until the next page's code is loaded: wait for the new page.
  await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await toast(page, 'If the email is registered, we have sent a code to reset your password');
  await page.getByRole('link', { name: 'Enter the code' }).click();
  await page.waitForURL('**/password/reset');
  await page.getByRole('heading', { name: 'Reset password' }).waitFor();
  assert.equal(await page.getByLabel('Email').inputValue(), email, 'the e-mail is remembered');

  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.getByText('You need to enter your otp to verify your account').waitFor();
  await page.getByLabel('One-time password').fill(await codeFor(page.request, email, seen));
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.waitForURL('**/password/reset-success');
  await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await page.waitForURL('**/signin');
  await page.getByRole('heading', { name: 'Login to your account' }).waitFor();

  await signIn(page, email, password);
  await toast(page, 'Invalid email or password');
  await signIn(page, email, newPassword);
  await page.waitForURL('**/dashboard/overview');
  await context.close();
});

test('a changed password logs the user out and the old one no longer works', async () => {
  const { context, page } = await phone(browser);
  const { email, password } = await verifiedClient(page.request);
  const newPassword = `${password}-changed`;

  await page.goto('/signin');
  await signIn(page, email, password);
  await page.waitForURL('**/dashboard/overview');
  await page.goto('/dashboard/profile/user');
  await page.getByRole('tab', { name: 'Personal Info' }).waitFor();
  await page.getByText(email).waitFor();

  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(`${newPassword}x`);
  await page.getByText('Passwords do not match').waitFor();
  await page.getByLabel('Confirm password').fill(newPassword);
  assert.equal(await page.getByText('Passwords do not match').count(), 0);
  await page.getByRole('button', { name: 'Change password' }).click();
  await toast(page, 'Password changed, sign in again with the new password');
  await page.waitForURL('**/signin', { timeout: 10_000 });
  await page.getByRole('heading', { name: 'Login to your account' }).waitFor();

  await signIn(page, email, password);
  await toast(page, 'Invalid email or password');
  assert.equal(pathOf(page), '/signin');
  await signIn(page, email, newPassword);
  await page.waitForURL('**/dashboard/overview');
  await context.close();
});

test('the OTP page without a remembered e-mail warns and returns to sign-in', async () => {
  const { context, page } = await phone(browser);
  await page.goto('/verify-otp');
  await page.getByText('Go back to login to re-initiate OTP verification').waitFor();
  assert.equal(await page.getByLabel('One-time password').count(), 0);
  const shown = Date.now();
  await page.waitForURL('**/signin', { timeout: 10_000 });
  assert.ok(Date.now() - shown >= 4000, 'the warning stays about 5 seconds');
  await context.close();
});
