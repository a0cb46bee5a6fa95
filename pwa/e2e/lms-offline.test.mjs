// Learning offline on a phone (360×740), against a real server (issue 15; docs/lms.md "Offline"):
// the demo applicant (through the survey gate over the API) downloads the first chapter from the
// course outline, never having opened its topics, and keeps its audio (the size said first); in
// airplane mode a topic of it opens with its objectives and text and its recording plays from the
// phone, the download button says why it waits; the downloads page lists the chapter
// with its size and removes it, after which the topic no longer opens offline.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, phone } from './browser.mjs';
import { ownServer, signInClient } from './sync-support.mjs';
import { passGate } from '../bench/lmsGate.mjs';

const LEARNING = '/dashboard/lms/learning';
const EMAIL = 'applicant@demo.test';

let browser;
let server;

before(async () => {
  server = await ownServer('lms-offline');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** A few words of a topic's text as the page shows them (core's HTML without its tags). */
function firstWords(html) {
  const text = html.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ').replace(/\s+/g, ' ').trim();
  return text.split(' ').slice(0, 4).join(' ');
}

test('a downloaded chapter reads offline and is removed', async () => {
  await passGate(server.base, EMAIL, process.env.DEMO_PASSWORD ?? 'Demo-2026!');
  const { context, page } = await phone(browser, { baseURL: server.base });
  await signInClient(page, EMAIL);

  // The outline (folded on a phone): the current chapter is open, with Download for offline.
  await page.goto(LEARNING);
  await page.getByRole('button', { name: /Course Outline/ }).click();
  const chapter = page.locator('.lms-chapter').first();
  const topicLink = chapter.locator('.lms-chapter__topics a').first();
  await topicLink.waitFor();
  const topicPath = await topicLink.getAttribute('href');
  const answered = page.waitForResponse((r) => /\/api\/lms\/chapters\/[0-9a-f]{24}\/offline$/.test(r.url()));
  await chapter.getByRole('button', { name: 'Download for offline' }).click();
  const bundle = await (await answered).json();
  await page.getByText(`${bundle.chapter.name.en} is ready to read offline.`).first().waitFor();
  await chapter.getByText(/^Kept for offline on .+ \(\d+ KB\)\.$/).waitFor();
  // The chapter's two recordings: their size said first, then kept on the phone.
  const audioLinks = bundle.topics.flatMap((t) => t.resources.filter((r) => r.resourceTypeId === 2));
  assert.equal(audioLinks.length, 2);
  const audioBytes = audioLinks.reduce((sum, r) => sum + r.sizeBytes, 0);
  const audioSize = `${Math.round(audioBytes / 1000)} KB`;
  await chapter.getByRole('button', { name: `Also download audio (${audioSize})` }).click();
  await page.getByText('The audio is kept: it plays offline.').first().waitFor();
  await chapter.getByText(`Audio kept (${audioSize}).`).waitFor();
  await chapter.getByRole('button', { name: 'Download again' }).waitFor();

  // The downloads page lists it with its size and the storage used.
  await page.goto(`${LEARNING}/downloads`);
  await page.getByRole('heading', { name: bundle.chapter.name.en, level: 2 }).waitFor();
  await page.getByText(new RegExp(`^Text \\d+ KB, audio ${audioSize}$`)).waitFor();
  await page.getByTestId('lms-storage').getByText(/^Storage used on this phone: .+ of .+$/).waitFor();

  // Airplane mode: the topic, never opened before, opens from the download.
  await context.setOffline(true);
  const topic = bundle.topics.find((t) => topicPath.endsWith(t.id));
  await page.goto(topicPath);
  await page.getByRole('heading', { name: topic.objectives[0].title.en }).waitFor();
  const text = page.locator('.lms-topic__description');
  await text.getByText(firstWords(topic.descriptionHtml.en), { exact: false }).first().waitFor();
  assert.equal(await page.getByText('This page needs a connection the first time').count(), 0);
  // Its recording plays from the phone: the player reads the whole clip (Ogg Opus) with no network.
  const seconds = await page.locator('audio').first().evaluate(
    (audio) =>
      new Promise((resolve, reject) => {
        audio.addEventListener('loadedmetadata', () => resolve(audio.duration), { once: true });
        audio.addEventListener('error', () => reject(new Error(`audio error ${audio.error?.code}`)), { once: true });
        audio.preload = 'auto';
        audio.load();
      }),
  );
  assert.ok(seconds > 20 && seconds < 40, `the clip lasts ${seconds} s`);
  const onPage = page.locator('.lms-topic__description ~ [data-testid=lms-download]');
  assert.equal(await onPage.getByRole('button', { name: 'Download again' }).isDisabled(), true);
  await onPage.getByText('Connect to the internet to download this chapter.').waitFor();

  // Removed (still offline): gone from the list, and the topic no longer opens offline.
  await page.goto(`${LEARNING}/downloads`);
  await page.getByRole('button', { name: `Remove ${bundle.chapter.name.en}` }).click();
  await page.getByText(`${bundle.chapter.name.en} was removed from this phone.`).first().waitFor();
  await page.getByText('No chapters downloaded yet.', { exact: false }).waitFor();
  const audioLeft = await page.evaluate(async (links) => {
    let left = 0;
    for (const name of await caches.keys()) {
      if (!name.startsWith('lms-audio-')) continue;
      const cache = await caches.open(name);
      for (const link of links) if (await cache.match(link)) left += 1;
    }
    return left;
  }, audioLinks.map((r) => r.link));
  assert.equal(audioLeft, 0, 'the audio went with the chapter');
  await page.goto(topicPath);
  await page.locator('.lms-split__panel').getByText('This page needs a connection the first time', { exact: false }).first().waitFor();
  await context.close();
});
