// Pitch deck 1, each side on a phone against a real server (spec 002 sections 2.6, 5.5; docs/lms.md):
// the demo applicant (through the survey gate over the API) uploads her deck on Pitch 1 (Submit with
// no file first: 'Choose your pitch deck first'); it goes up through the file queue and shows as
// kept, not graded; mentor@demo.test finds it with its download and grades it on Pitch decks (core's message
// for a missing score first); the trainee sees the grade and the comment on Pitch 1 and in her scores.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, launch, phone, signIn } from './browser.mjs';
import { ownServer, signInClient } from './sync-support.mjs';
import { passGate } from '../bench/lmsGate.mjs';

const SHOTS = process.env.E2E_SHOTS;
const PITCH1 = '/dashboard/lms/learning/pitch-submission/pitch1';
const TRAINEE = 'applicant@demo.test';
const COMMENT = 'A clear story; show your monthly sales in the next one.';

/** A one-page PDF, as a phone would pick it from its files. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let browser;
let server;

before(async () => {
  server = await ownServer('lms-pitches');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function shot(page, name) {
  if (!SHOTS) return;
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(SHOTS, `lms-pitches-${name}.png`), fullPage: true });
}

test('the trainee uploads pitch deck 1, the mentor grades it, the trainee sees the grade', async () => {
  const gate = await passGate(server.base, TRAINEE, DEMO_PASSWORD);
  const deck = join(await mkdtemp(join(tmpdir(), 'lms-pitch-')), 'duka-pitch.pdf');
  await writeFile(deck, PDF);

  // ---- the trainee uploads Pitch 1 ---------------------------------------------------------------
  const trainee = await phone(browser, { baseURL: server.base });
  const tpage = trainee.page;
  await signInClient(tpage, TRAINEE);
  await tpage.goto(PITCH1);
  await tpage.getByRole('link', { name: 'Pitch 1' }).and(tpage.locator('[aria-current=page]')).waitFor();
  await tpage.getByRole('button', { name: 'Submit' }).click();
  await tpage.getByText('Choose your pitch deck first').first().waitFor();
  await tpage.getByLabel('Upload Pitch Deck').setInputFiles(deck);
  await tpage.getByRole('button', { name: 'Submit' }).click();
  // The server names a deck by its number (docs/lms.md: the upload's name is the phone's only).
  await tpage.getByText('Your pitch deck: pitch-1').waitFor({ timeout: 30_000 });
  await tpage.getByText('Not graded yet').waitFor();
  await shot(tpage, '1-uploaded');
  const pitches = await (await fetch(`${server.base}/api/lms/pitches?trainee_id=${gate.traineeId}`, { headers: { authorization: `Bearer ${gate.token}` } })).json();
  assert.equal(pitches.data.length, 1);
  assert.equal(pitches.data[0].number, 1);
  assert.equal(pitches.data[0].score, null);

  // ---- the mentor grades it ------------------------------------------------------------------------
  const mentor = await phone(browser, { baseURL: server.base });
  const mpage = mentor.page;
  await mpage.goto('/signin');
  await signIn(mpage, 'mentor@demo.test');
  await mpage.waitForURL('**/mentor/overview');
  await mpage.goto('/mentor/pitches');
  const card = mpage.locator('.mentor-item').filter({ hasText: 'Pitch 1' }).filter({ hasText: 'Baraka' });
  await card.waitFor();
  await card.getByRole('button', { name: 'Download pitch-1' }).waitFor();
  await card.getByRole('button', { name: 'Save grade' }).click();
  await card.getByText('Enter a score from 0 to 100').waitFor();
  await card.getByLabel('Score (0 to 100)').fill('78');
  await card.getByLabel('Comment').fill(COMMENT);
  await card.getByRole('button', { name: 'Save grade' }).click();
  await mpage.getByText('Grade saved: 78 / 100').first().waitFor();
  await card.getByText('Graded: 78 / 100').waitFor();
  await shot(mpage, '2-graded');

  // ---- the trainee sees the grade ------------------------------------------------------------------
  await tpage.reload();
  await tpage.getByText('Grade: 78 / 100').waitFor();
  await tpage.getByText(COMMENT).waitFor();
  await shot(tpage, '3-grade-seen');
  // Her scores: Pitch 1 is core's item of the grade (78 / 20 = 3.9 of 5).
  const scores = await (await fetch(`${server.base}/api/lms/scores/aggregates?cohort_id=${gate.cohortId}&trainee_id=${gate.traineeId}`, { headers: { authorization: `Bearer ${gate.token}` } })).json();
  assert.equal(Number(scores.data[0].pitch1), 3.9);
  await tpage.goto('/dashboard/lms/learning/scores');
  const row = tpage.getByRole('row', { name: /^Pitch 1 / });
  await row.getByText('3.9 / 5').waitFor();
  await row.getByText('Submitted').waitFor();
  await shot(tpage, '4-scores');

  await trainee.context.close();
  await mentor.context.close();
});
