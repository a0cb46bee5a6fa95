// The quarterly survey on a phone, against a real server (issue 14): a coach uploads an XLSForm with
// skip logic in two languages (the server's own download of the seeded survey, edited; a broken one
// first, refused with every problem by sheet, row and column), closes and opens it for the quarter; a
// client opens the survey, switches it to Swahili, goes offline, fills it in (a skipped question
// disappears when its condition changes), submits (waiting to send), comes back online and it
// arrives exactly once; a second submission in the same quarter is refused with the message.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { launch, pathOf, phone, signIn } from './browser.mjs';
import { apiToken, ownServer, signInClient } from './sync-support.mjs';

const SHOTS = process.env.E2E_SHOTS;
const NAME = 'quarterly_survey';
const HOME = '/dashboard/qsurvey/client/home';

let browser;
let server;
let dir;

before(async () => {
  server = await ownServer('survey');
  browser = await launch();
  dir = await mkdtemp(join(tmpdir(), 'survey-'));
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function shot(page, name) {
  if (!SHOTS) return;
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(SHOTS, `survey-${name}.png`), fullPage: true });
}

async function api(path, token, options = {}) {
  const response = await fetch(`${server.base}/api${path}`, {
    ...options,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(options.headers ?? {}) },
  });
  return { status: response.status, body: await response.json() };
}

/** The workbook with `edit` applied to the text of every XML part (shared strings, sheets). */
function edited(xlsx, edit) {
  const parts = unzipSync(new Uint8Array(xlsx));
  for (const [name, bytes] of Object.entries(parts)) {
    if (name.endsWith('.xml')) parts[name] = strToU8(edit(strFromU8(bytes)));
  }
  return Buffer.from(zipSync(parts));
}

async function upload(page, file) {
  await page.locator('#xlsform-file').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
}

test('a coach uploads an XLSForm; a client fills it in Swahili offline and it arrives once', async () => {
  const coachToken = await apiToken(server.base, 'coach@demo.test');

  // ---- the coach ------------------------------------------------------------------------------
  const coach = await phone(browser, { baseURL: server.base, acceptDownloads: true });
  const page = coach.page;
  await page.goto('/signin');
  await signIn(page, 'coach@demo.test');
  await page.waitForURL('**/coach/overview');
  await page.goto('/coach/surveys');
  const card = page.locator(`[data-survey="${NAME}"]`);
  await card.waitFor();
  assert.match(await card.textContent(), /Version 1/);

  // The XLSForm as the team downloads it (the button saves the same file).
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download XLSForm' }).click()]);
  assert.equal(download.suggestedFilename(), `${NAME}.xlsx`);
  const original = await (await fetch(`${server.base}/api/surveys/${NAME}/xlsform`, { headers: { authorization: `Bearer ${coachToken}` } })).arrayBuffer();

  // A broken form: a `relevant` the portal does not take. Refused, every problem listed.
  const broken = join(dir, 'broken.xlsx');
  await writeFile(broken, edited(original, (xml) => xml.replaceAll("${has_insurance} = ", "${has_insurance} != ")));
  await upload(page, broken);
  const problems = page.locator('.survey-team__problems li');
  await problems.first().waitFor();
  assert.match(await problems.first().textContent(), /^survey, row \d+, column [A-Z]+: /);
  await shot(page, '1-coach-refused');

  // The form with a question reworded in both languages: saved as version 2.
  const good = join(dir, 'good.xlsx');
  await writeFile(
    good,
    edited(original, (xml) =>
      xml.replace('Which insurances does it provide?', 'Which insurances does it provide now?').replace('Inatoa bima zipi?', 'Inatoa bima zipi sasa?'),
    ),
  );
  await upload(page, good);
  await page.getByText(`${NAME} saved as version 2`).first().waitFor();
  await card.getByText(/Version 2/).waitFor();

  // Closed for the quarter, then opened again.
  await card.getByRole('button', { name: /^Close for / }).click();
  await card.getByText(/^Closed for /).waitFor();
  await card.getByRole('button', { name: /^Open for / }).click();
  await card.getByText(/^Open for /).first().waitFor();
  await shot(page, '2-coach-surveys');

  // ---- the client ----------------------------------------------------------------------------
  const client = await phone(browser, { baseURL: server.base });
  const cpage = client.page;
  await signInClient(cpage, 'client@demo.test');
  const clientToken = await apiToken(server.base, 'client@demo.test');
  await cpage.goto(HOME);
  await cpage.getByRole('link', { name: 'Take Survey' }).waitFor();
  await cpage.getByLabel('Kiswahili').check();
  assert.equal(await cpage.evaluate(() => localStorage.getItem('lang')), 'sw');
  await shot(cpage, '3-client-home');
  await cpage.getByRole('link', { name: 'Take Survey' }).click();
  await cpage.waitForURL(`**/dashboard/qsurvey/client/${NAME}`);
  await cpage.locator('#q-revenue').waitFor();
  assert.match(await cpage.locator('label[for="q-revenue"]').textContent(), /Mapato yote/);

  // Airplane mode: the survey opens again from the copy kept on the phone.
  await client.context.setOffline(true);
  await cpage.reload();
  await cpage.getByText(/this is the last known copy of the survey/).waitFor();
  await cpage.locator('#q-revenue').fill('150,000');
  await cpage.locator('#q-employees_total').fill('5');
  await cpage.locator('#q-women_employed').fill('2');
  await cpage.locator('#q-youth_employed').fill('3');
  await cpage.locator('#q-full_time_employees').fill('4');
  await cpage.locator('#q-direct_jobs_created').fill('1');
  await cpage.locator('#q-indirect_jobs_created').fill('2');
  await cpage.locator('#q-average_salary').fill('12000');

  // Skip logic: the insurances show only after 'Ndiyo', in the uploaded wording.
  const types = cpage.locator('#q-insurance_types');
  assert.equal(await types.count(), 0);
  await cpage.locator('input[name="q-has_insurance"][value="yes"]').check();
  await types.waitFor();
  assert.match(await types.textContent(), /Inatoa bima zipi sasa\?/);
  await cpage.locator('input[name="q-has_insurance"][value="no"]').check();
  await types.waitFor({ state: 'detached' });
  await cpage.locator('input[name="q-has_insurance"][value="yes"]').check();
  await types.locator('input[value="health"]').check();
  await cpage.locator('input[name="q-has_contracts"][value="no"]').check();

  // A required question left out: core's message, nothing queued.
  await cpage.getByRole('button', { name: 'Submit' }).click();
  await cpage.locator('#q-has_hr_system .survey__error').waitFor();

  // The draft survives a reload (still offline).
  await cpage.reload();
  await cpage.locator('#q-revenue').waitFor();
  assert.equal(await cpage.locator('#q-revenue').inputValue(), '150,000');
  await cpage.locator('input[name="q-has_hr_system"][value="no"]').check();
  await shot(cpage, '4-client-offline-filled');

  let posts = 0;
  cpage.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/survey/${NAME}/answers`)) posts++;
  });
  await cpage.getByRole('button', { name: 'Submit' }).click();
  await cpage.getByTestId('survey-waiting').waitFor();
  await shot(cpage, '5-client-waiting');
  assert.equal((await api(`/surveys/${NAME}/responses`, coachToken)).body.total, 0);

  // The home says the same.
  await cpage.goto(HOME);
  await cpage.getByTestId('survey-waiting').waitFor();

  // The same person's second phone opens the survey now, while the first phone's answers wait.
  const second = await phone(browser, { baseURL: server.base });
  await signInClient(second.page, 'client@demo.test');
  await second.page.goto(`/dashboard/qsurvey/client/${NAME}`);
  await second.page.locator('#q-revenue').waitFor();

  // Back online: sent once, and the survey is filled in for the quarter.
  await client.context.setOffline(false);
  await cpage.getByText(/already filled in this survey this quarter/).waitFor({ timeout: 30_000 });
  await shot(cpage, '6-client-done');
  const responses = (await api(`/surveys/${NAME}/responses`, coachToken)).body;
  assert.equal(responses.total, 1);
  assert.equal(responses.data[0].email, 'client@demo.test');
  assert.deepEqual(responses.data[0].answers.insurance_types, ['health']);
  assert.equal(responses.data[0].answers.revenue, '150000');
  assert.equal(responses.data[0].version, 2);
  assert.equal(posts, 1);

  // A second submission in the same quarter is refused with the message: from the second phone
  // (its form opened before the first arrived), and straight to the API.
  const spage = second.page;
  for (const [name, value] of Object.entries({ revenue: '10', employees_total: '1', women_employed: '0', youth_employed: '0', full_time_employees: '1', direct_jobs_created: '0', indirect_jobs_created: '0', average_salary: '0' })) {
    await spage.locator(`#q-${name}`).fill(value);
  }
  for (const name of ['has_insurance', 'has_contracts', 'has_hr_system']) await spage.locator(`input[name="q-${name}"][value="no"]`).check();
  await spage.getByRole('button', { name: 'Submit' }).click();
  await spage.getByText('Error Occured You have already filled in this survey this quarter. Check back next quarter').first().waitFor({ timeout: 30_000 });
  await shot(spage, '6b-second-phone-refused');
  await second.context.close();
  const again = await api(`/survey/${NAME}/answers`, clientToken, {
    method: 'POST',
    body: JSON.stringify({ ...responses.data[0].answers, submissionId: 'second-try', updatedAt: Math.floor(Date.now() / 1000) }),
  });
  assert.equal(again.status, 409);
  assert.equal(again.body.error, true);
  assert.ok(again.body.message.length > 0);
  assert.equal((await api(`/surveys/${NAME}/responses`, coachToken)).body.total, 1);

  // The team reads it: responses and the rate.
  await page.goto(`/coach/surveys/${NAME}`);
  await page.getByTestId('survey-rate').waitFor();
  await page.getByText('client@demo.test').first().waitFor();
  await shot(page, '7-coach-responses');
  assert.equal(pathOf(page), `/coach/surveys/${NAME}`);

  await coach.context.close();
  await client.context.close();
});
