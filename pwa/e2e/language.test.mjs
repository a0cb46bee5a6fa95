// The language of the account and of the app stay in step: a Tanzanian client (Swahili until they
// choose) gets the app in Swahili at sign-in on a device with no choice made, and switching to English
// in the app makes the server write their next messages in English.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, phone, signIn, DEMO_PASSWORD } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const run = Date.now().toString(36);

async function codeFor(request, email) {
  for (let i = 0; i < 50; i++) {
    const { messages } = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
    const match = (messages ?? []).map((m) => /^Code: (\d{6})$/m.exec(m.body ?? '')).find(Boolean);
    if (match) return { code: match[1], subject: messages.find((m) => m.body.includes(match[0])).subject };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code in the outbox for ${email}`);
}

async function tanzanianClient(request) {
  const email = `tz-client-${run}@e2e.test`;
  const password = `Client-${run}-1`;
  const signin = await request.post('/api/client/signin', { data: { email: 'sales@demo.test', password: DEMO_PASSWORD } });
  const { token } = await signin.json();
  const created = await request.post('/api/client/signup', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      firstName: 'Neema',
      lastName: `Mushi${run}`,
      email,
      mobileNumber: `07${String(Date.now() % 1e8).padStart(8, '0')}`,
      country: 'Tanzania',
      password,
      confirmPassword: password,
      referralChoice: 'Other',
    },
  });
  assert.equal(created.status(), 201, await created.text());
  assert.equal((await request.get(`/api/otp/3/${encodeURIComponent(email)}`)).status(), 200);
  const { code, subject } = await codeFor(request, email);
  assert.match(subject, /^Namba yako ya uthibitisho/, 'a Tanzanian account gets its code in Swahili');
  const verified = await request.post(`/api/otp/3/verify/${encodeURIComponent(email)}`, { data: { code } });
  assert.equal(verified.status(), 200, await verified.text());
  return { email, password };
}

test('the app follows a Tanzanian account into Swahili, and a switch back to English reaches the server', async () => {
  const { context, page } = await phone(browser, { viewport: { width: 1280, height: 800 } });
  const { email, password } = await tanzanianClient(context.request);

  await page.goto('/signin');
  await signIn(page, email, password);
  await page.waitForURL('**/dashboard/**');
  await page.waitForFunction(() => document.documentElement.lang === 'sw');

  await page.locator('#language-dashboard').selectOption('en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  let language;
  for (let i = 0; i < 50 && language !== 'en'; i++) {
    const unbox = await context.request.get('/api/user/unbox', { headers: { Authorization: `Bearer ${token}` } });
    language = (await unbox.json()).user.language;
    if (language !== 'en') await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.equal(language, 'en');

  // The choice made on this device stays after a reload and is not undone by the account.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await context.close();
});
