// The applicant's acceleration onboarding (issue 13, spec 001 section 2.2) on a phone: the demo
// applicant (first attempt on every server start) chooses a hub, answers the cohort's six questions
// of every type (a wrong number and a required blank show core's messages; a PDF made here waits
// offline in the file queue and goes up once online), lands on 'Submission Successful', has one
// answer sent back by the coach and sends it again. Also: the Swahili welcome, the bare base path,
// someone not enrolled, and screenshots of each screen (in $E2E_SHOTS, else the temp folder).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE_URL, launch, phone, signIn, pathOf, chooseLanguage } from './browser.mjs';
import { apiToken } from './sync-support.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SHOTS = process.env.E2E_SHOTS ?? join(tmpdir(), 'onboarding-applicant-shots');

let browser;
before(async () => {
  browser = await launch();
  await mkdir(SHOTS, { recursive: true });
});
after(async () => { await browser?.close(); });

/** A one-page PDF with its cross-reference table at the right offsets. */
function onePagePdf() {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = 'BT /F1 24 Tf 72 720 Td (Kesi Nyambura: business plan) Tj ET';
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The coach rejects the demo applicant's answer to `questionId` through the API. */
async function reject(questionId, reason) {
  const applicant = await apiToken(BASE_URL, 'onboarding.applicant@demo.test');
  const me = await (await fetch(`${BASE_URL}/api/user/unbox`, { headers: { authorization: `Bearer ${applicant}` } })).json();
  const coach = await apiToken(BASE_URL, 'coach@demo.test');
  const answer = await fetch(`${BASE_URL}/api/onboarding/reviews/${me.user.user_id}/${questionId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${coach}`, 'content-type': 'application/json' },
    body: JSON.stringify({ decision: 'reject', reason }),
  });
  assert.equal(answer.status, 200, await answer.text());
}

/** A screenshot, and axe-core's serious and critical findings on the page (the filled-in screens a11y.test.mjs cannot reach). */
async function shot(page, name) {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  assert.deepEqual(found, [], name);
}
const save = (page) => page.getByRole('button', { name: 'Save and continue' }).click();
const onQuestion = (page, label) => page.getByLabel(label, { exact: true }).or(page.getByRole('group', { name: label })).first().waitFor();

test('the demo applicant chooses a hub, answers every kind of question and reaches Submission Successful', async () => {
  const { context, page } = await phone(browser);
  await page.goto('/signin');
  await signIn(page, 'onboarding.applicant@demo.test');
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard/'));
  await page.goto('/dashboard/applicant/welcome');

  // The hub: required, then saved (the set-up runs and the welcome page follows at once).
  await page.getByRole('heading', { name: 'Choose your hub' }).waitFor();
  await shot(page, '1-hub');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByText('Select the location of the hub closest to you').waitFor();
  await page.getByLabel('Hub location').selectOption('Kisumu');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // The welcome page lists the six questions, in Swahili too.
  await page.getByRole('heading', { name: 'Welcome to Acceleration' }).waitFor();
  await page.getByRole('list', { name: 'The steps' }).getByText('Your business plan or pitch deck').waitFor();
  const figures = page.getByRole('definition');
  assert.equal(await figures.nth(1).textContent(), '1/7');
  await shot(page, '2-welcome');
  await chooseLanguage(page, 'sw');
  await page.getByRole('heading', { name: 'Karibu kwenye Acceleration' }).waitFor();
  await page.getByRole('link', { name: 'Anza Sasa' }).waitFor();
  await chooseLanguage(page, 'en');
  await page.getByRole('link', { name: 'Start Now' }).click();

  // 1. textarea, optional: sent blank.
  await page.waitForURL('**/dashboard/applicant/apply/start');
  await onQuestion(page, 'What does your business sell, and to whom?');
  const side = page.getByRole('navigation', { name: 'Steps' });
  await side.getByText('What does your busine…').waitFor();
  await shot(page, '3-textarea');
  await save(page);

  // 2. number: a blank and a word are refused with core's messages; then a number.
  await page.getByText('Continue with your application').first().waitFor();
  await onQuestion(page, 'How many people work in the business?');
  const numberPath = pathOf(page);
  assert.match(numberPath, /^\/dashboard\/applicant\/apply\/[0-9a-f]{24}$/);
  assert.equal(await side.locator('.applicant__step--active').count(), 1, 'the step before the one shown is marked');
  const people = page.getByLabel('How many people work in the business?');
  await save(page);
  await page.locator('.field__message', { hasText: '*This field is required' }).waitFor();
  await people.fill('many');
  await save(page);
  await page.getByText('Enter a number, like 25 or 1,500.50').waitFor();
  await shot(page, '4-number-refused');
  await people.fill('4');
  await save(page);

  // 3. select.
  await onQuestion(page, "Your business's main sector");
  await page.getByLabel("Your business's main sector").selectOption('Retail');
  await save(page);

  // 4. checkbox, a multi-select: none chosen is refused; two are sent.
  const sells = page.getByRole('group', { name: 'Where do you sell?' });
  await sells.waitFor();
  await save(page);
  await page.locator('.field__message', { hasText: '*This field is required' }).waitFor();
  await sells.getByLabel('My town').check();
  await sells.getByLabel('Export').check();
  await shot(page, '5-checkbox');
  await save(page);

  // 5. text.
  await onQuestion(page, "Your business's name as registered");
  await page.getByLabel("Your business's name as registered").fill('Kesi Crafts Ltd');
  await save(page);

  // 6. file, accepting .pdf,.pptx,.docx: the note names the kinds; without a file, core's message; a PDF goes up.
  const file = page.getByLabel('Your business plan or pitch deck');
  await file.waitFor();
  assert.equal(await file.getAttribute('accept'), '.pdf,.pptx,.docx');
  await page.locator('.field__hint', { hasText: '*This field is required' }).waitFor();
  await save(page);
  await page.getByText('Select your file to continue').waitFor();
  const dir = await mkdtemp(join(tmpdir(), 'applicant-'));
  const pdf = join(dir, 'business-plan.pdf');
  await writeFile(pdf, onePagePdf());
  await file.setInputFiles(pdf);
  // Offline, the file waits on the phone; back online, it goes up and the answer is sent.
  await context.setOffline(true);
  await save(page);
  await page.getByText('You are offline: your file is kept on this phone').waitFor();
  await shot(page, '6-file-offline');
  assert.equal(await page.getByRole('button', { name: 'Waiting to upload' }).isDisabled(), true);
  await context.setOffline(false);

  // All sent: the judging round, the six answers awaiting approval.
  await page.waitForURL('**/dashboard/applicant/approvals');
  await page.getByRole('heading', { name: 'Submission Successful' }).waitFor();
  const awaiting = page.getByRole('list', { name: 'Awaiting approval' });
  await awaiting.getByText('Where do you sell?').waitFor();
  assert.equal(await awaiting.getByRole('listitem').count(), 6);
  assert.equal(await figures.nth(1).textContent(), '7/7');
  assert.equal(await figures.nth(2).textContent(), '6');
  await shot(page, '7-approvals');

  // Back on /welcome, the applicant is moved on to the approvals again.
  await page.goto('/dashboard/applicant/welcome');
  await page.waitForURL('**/dashboard/applicant/approvals');

  // The coach sends the number back with a reason: /welcome moves the applicant to it, the reason
  // shows, and the answer sent again returns them to the judging round.
  await reject(numberPath.split('/').pop(), 'Count yourself in too');
  await page.goto('/dashboard/applicant/welcome');
  await page.waitForURL(`**${numberPath}`);
  await page.getByRole('alert').filter({ hasText: 'This answer was sent back' }).getByText('Count yourself in too').waitFor();
  assert.equal(await figures.nth(1).textContent(), '6/7');
  await shot(page, '8-rejected');
  await page.getByLabel('How many people work in the business?').fill('5');
  await save(page);
  await page.waitForURL('**/dashboard/applicant/approvals');
  await page.getByRole('heading', { name: 'Submission Successful' }).waitFor();

  // The bare base path.
  await page.goto('/dashboard/applicant');
  await page.getByRole('heading', { name: 'Something is not ok' }).waitFor();
  await shot(page, '10-base');
  await page.getByRole('link', { name: 'Check my Progress' }).click();
  await page.waitForURL('**/dashboard/applicant/approvals');
  // On a laptop the side list stands beside the page.
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, '11-approvals-laptop');
  await context.close();
});

test('an applicant not on the new onboarding is told so, with the way to the LMS', async () => {
  const { context, page } = await phone(browser);
  await page.goto('/signin');
  await signIn(page, 'applicant@demo.test');
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard/'));
  await page.goto('/dashboard/applicant/welcome');
  await page.getByText('Error! Onboarding was done with the old manual system').waitFor();
  await page.getByRole('link', { name: 'Click here for LMS' }).waitFor();
  await shot(page, '9-old-system');
  await context.close();
});
