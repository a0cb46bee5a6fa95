// Profile setup end to end: a fresh client verifies the M-Pesa number (built-in simulator), fills in
// personal information with a bank check, uploads identity images with progress, and sees the
// details on the profile. The account is created through the API and verified by the outbox code.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, phone, signIn, pathOf, DEMO_PASSWORD } from './browser.mjs';

let browser;
let dir;
before(async () => {
  browser = await launch();
  dir = await mkdtemp(join(tmpdir(), 'profile-e2e-'));
});
after(async () => {
  await browser?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const run = Date.now().toString(36);
let serial = 0;
const uniqueEmail = (who) => `${who}-${run}-${++serial}@e2e.test`;
const uniqueDigits = (length) => String((Date.now() * 7 + ++serial * 7919) % 10 ** length).padStart(length, '0');
const uniquePhone = () => `07${uniqueDigits(8)}`;

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

/** A verified client: the super admin creates it through the API, the outbox code verifies it. */
async function verifiedClient(request) {
  const email = uniqueEmail('profile');
  const password = `Pass-${run}-1`;
  const lastName = `Setup${serial}`;
  const signin = await request.post('/api/client/signin', { data: { email: 'super@demo.test', password: DEMO_PASSWORD } });
  assert.equal(signin.status(), 200);
  const { token } = await signin.json();
  const created = await request.post('/api/client/signup', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      firstName: 'Amina',
      lastName,
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
  return { email, password, lastName };
}

/** Polls until the input's value matches. */
async function waitForValue(locator, pattern, timeout = 10_000) {
  const end = Date.now() + timeout;
  let value = '';
  while (Date.now() < end) {
    value = await locator.inputValue();
    if (pattern.test(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`value ${JSON.stringify(value)} never matched ${pattern}`);
}

/** Real image bytes drawn by the browser: a JPG and a PNG of noise (large enough to show progress). */
async function images(page) {
  const [jpg, png] = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 320;
    const context = canvas.getContext('2d');
    const pixels = context.createImageData(320, 320);
    for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = (i * 2654435761) % 251;
    context.putImageData(pixels, 0, 0);
    return [canvas.toDataURL('image/jpeg', 0.95), canvas.toDataURL('image/png')];
  });
  const bytes = (url) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
  return { jpg: bytes(jpg), png: bytes(png) };
}

test('the profile entry opens the step the client is at', async () => {
  // The demo client's M-Pesa number is verified in the demo data: the personal-information step.
  const { context, page } = await phone(browser);
  await page.goto('/signin');
  await signIn(page, 'client@demo.test');
  await page.waitForURL('**/dashboard/overview');
  await page.getByRole('link', { name: 'Profile' }).first().click().catch(() => page.goto('/dashboard/profile'));
  await page.waitForURL('**/dashboard/profile/setup/info');
  await toast(page, 'Complete setting up your account');
  await page.getByRole('heading', { name: 'Personal information' }).waitFor();
  await context.close();
});

test('a new client sets up the profile: M-Pesa, personal information, identity, complete', async () => {
  const { context, page } = await phone(browser);
  const client = await verifiedClient(page.request);
  const nationalId = uniqueDigits(8);

  await page.goto('/signin');
  await signIn(page, client.email, client.password);
  await page.waitForURL('**/dashboard/overview');

  // The menu's Profile entry routes by the setup stage (core's profileRoute, spec 000 section 4): a
  // new account starts with the M-Pesa step.
  await page.goto('/dashboard/profile');
  await page.waitForURL('**/dashboard/profile/setup/mpesa');
  const stages = page.getByRole('list', { name: 'Profile setup steps' });
  assert.equal(await stages.locator('[aria-current="step"]').innerText().then((text) => text.includes('Mpesa')), true);
  await page.screenshot({ path: join(dir, 'mpesa.png') }).catch(() => undefined);

  // M-Pesa: a wrong number is refused by core; a Kenyan number is verified by the simulator.
  await page.getByLabel('Country').selectOption('Kenya');
  await page.getByText('A verification charge of Ksh1.00').waitFor();
  await page.getByLabel('M-Pesa phone number').fill('0712');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.locator('#mpesa-phone-message', { hasText: 'Enter a valid M-Pesa phone' }).waitFor();
  await page.getByLabel('M-Pesa phone number').fill('0712345678');
  await page.getByRole('button', { name: 'Verify' }).click();
  await toast(page, 'Your M-Pesa number is verified');
  await page.waitForURL('**/dashboard/profile/setup/info');

  // Personal information: an empty submit names every required field.
  await page.getByRole('heading', { name: 'Personal information' }).waitFor();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.locator('#info-gender-message', { hasText: 'This field is required' }).waitFor();
  await toast(page, 'This field is required');

  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('National ID number').fill(nationalId);
  await page.getByLabel('Street').fill('Moi Avenue 12');
  await page.getByLabel('City/Town').fill('Nairobi');
  await page.getByLabel('County').selectOption('Nairobi');
  const kin = page.getByRole('group', { name: 'Next of kin' });
  await kin.getByLabel('Full name').fill('Juma Wanjiru');
  await kin.getByLabel('Relationship').fill('Brother');

  // What was typed survives a reload.
  await page.reload();
  await page.getByRole('heading', { name: 'Personal information' }).waitFor();
  await waitForValue(page.getByLabel('National ID number'), new RegExp(`^${nationalId}$`));
  await waitForValue(kin.getByLabel('Full name'), /^Juma Wanjiru$/);

  await kin.getByLabel('Email').fill(`kin-${run}@e2e.test`);
  await kin.getByLabel('Phone number', { exact: true }).fill(uniquePhone());
  await kin.getByLabel('Residential address').fill('Kisumu, Milimani');
  const bank = page.getByRole('group', { name: 'Bank account' });
  const bankSelect = bank.getByLabel('Bank', { exact: true });
  await page.waitForFunction(() => document.querySelectorAll('#bank-name option').length > 1);
  await bankSelect.selectOption({ label: 'Equity Bank Kenya' });
  await bank.getByLabel('Account type').selectOption('Savings');
  // Ten digits are checked with the bank, which names the holder.
  await bank.getByLabel('Account number').fill('0123456789');
  const accountName = bank.getByLabel('Account name');
  await waitForValue(accountName, new RegExp(client.lastName, 'i'));
  assert.equal(await accountName.getAttribute('readonly'), '');
  await page.getByText('Confirmed by the bank').waitFor();
  await page.screenshot({ path: join(dir, 'info.png'), fullPage: true }).catch(() => undefined);

  await page.getByRole('button', { name: 'Save and continue' }).click();
  await toast(page, 'Details updated');
  await page.waitForURL('**/dashboard/profile/setup/identity');

  // Identity: core refuses a file that is not an image and an image over 2 MB, by content.
  const { jpg, png } = await images(page);
  const text = join(dir, 'notes.pdf');
  const big = join(dir, 'big.png');
  const idImage = join(dir, 'id.jpg');
  const photo = join(dir, 'photo.png');
  await writeFile(text, 'not an image, whatever the name says\n');
  await writeFile(big, Buffer.concat([png.subarray(0, 8), Buffer.alloc(2 * 1024 * 1024 + 10, 7)]));
  await writeFile(idImage, jpg);
  await writeFile(photo, png);

  await page.getByLabel('Identity type').selectOption('National Identity Card');
  await page.getByLabel('ID document image').setInputFiles(text);
  await page.locator('#identity-document-message', { hasText: 'Upload a JPG or PNG image' }).waitFor();
  await page.getByLabel('Passport photo').setInputFiles(big);
  await page.locator('#identity-passport-message', { hasText: 'The image is larger than 2 MB, choose a smaller one' }).waitFor();

  await page.getByLabel('ID document image').setInputFiles(idImage);
  await page.getByLabel('Passport photo').setInputFiles(photo);
  await page.getByRole('img', { name: 'Preview: ID document image' }).waitFor();
  await page.getByRole('img', { name: 'Preview: Passport photo' }).waitFor();
  assert.equal(await page.locator('.field__message').count(), 0);
  await page.screenshot({ path: join(dir, 'identity.png'), fullPage: true }).catch(() => undefined);

  // A slow uplink, so the progress bar is seen moving.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: 1_000_000,
    uploadThroughput: 100_000,
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
  await page.getByText(/Uploading… \d+%/).first().waitFor();
  await toast(page, 'Details updated');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  // Complete, then on to the profile after 3 seconds.
  await page.waitForURL('**/dashboard/profile/setup/success');
  await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
  await page.screenshot({ path: join(dir, 'success.png') }).catch(() => undefined);
  await page.waitForURL('**/dashboard/profile/user', { timeout: 8000 });

  // The profile shows what was given, the photo read with the token.
  const details = page.getByRole('tabpanel');
  for (const value of ['Amina', client.lastName, '254712345678', 'Female', nationalId, 'Kenya', 'Moi Avenue 12, Nairobi, Nairobi', 'Juma Wanjiru', 'Equity Bank Kenya', 'National Identity Card']) {
    await details.getByText(value, { exact: false }).first().waitFor();
  }
  await details.getByRole('img', { name: 'Passport photo' }).waitFor();
  assert.equal(await details.getByRole('link', { name: 'Complete profile setup' }).count(), 0);
  await page.screenshot({ path: join(dir, 'user.png'), fullPage: true }).catch(() => undefined);

  // Done: the profile entry now opens the profile itself.
  await page.goto('/dashboard/profile');
  await page.waitForURL('**/dashboard/profile/user');
  assert.equal(pathOf(page), '/dashboard/profile/user');
  if (process.env.E2E_SCREENSHOTS) {
    const { cp } = await import('node:fs/promises');
    await cp(dir, process.env.E2E_SCREENSHOTS, { recursive: true });
  }
  await context.close();
});
