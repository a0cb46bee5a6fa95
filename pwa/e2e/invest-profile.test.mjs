// The invest profile on a phone (issue 16; spec 002 sections 2.4, 4.3, 5.3, 8.3): a new client
// creates a profile (the 5.3 messages first), chooses the place by tapping the map while its tiles
// cannot load (the page says so and shows the coordinates), adds a business image and a logo (made
// a JPEG on the phone), saves it in airplane mode (it waits in the file queue and goes when the
// network is back), edits it to ready for growth, sees it on the investors' list, and opens it
// again offline from the copy kept on the phone. A failed read shows the 8.3 error view.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, phone } from './browser.mjs';
import { images } from './files-support.mjs';
import { apiToken, ownServer, signInClient } from './sync-support.mjs';

let browser;
let server;

before(async () => {
  server = await ownServer('invest');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const HOME = '/dashboard/invest-profile/home';

async function api(path, token) {
  const response = await fetch(`${server.base}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, type: response.headers.get('content-type'), body: response.headers.get('content-type')?.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer()) };
}

test('a client creates the invest profile offline with a map place, an image and a logo, then shows it to investors', async () => {
  const { context, page } = await phone(browser, { baseURL: server.base });
  // No tile server in the tests: every tile fails, as with no network.
  let tilesAsked = 0;
  await context.route('https://tile.openstreetmap.org/**', (route) => {
    tilesAsked += 1;
    return route.abort();
  });
  await signInClient(page);
  await page.goto(HOME);
  await page.getByText("You haven't created your invest profile yet.").waitFor();
  await page.getByText('Empowering you, to change the world').waitFor();
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await page.getByRole('heading', { name: 'Create Invest Profile' }).waitFor();

  // ---- the 5.3 messages, in the spec's order ----------------------------------------------------
  await page.getByLabel('DigiKua Phone *').fill('');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await page.getByText('Business Name cannot be blank').first().waitFor();
  for (const message of ['Business Name cannot be blank', 'Business Category cannot be blank', 'DigiKua Phone cannot be blank', 'Overview cannot be blank']) {
    await page.locator('.field__message', { hasText: message }).waitFor();
  }
  await page.getByLabel('Business Name *').fill('Mama Njeri Tailoring');
  await page.getByLabel('Business Category *').selectOption({ label: 'Tailoring and fashion' });
  await page.getByLabel('DigiKua Phone *').fill('0712 345678');
  await page.getByLabel('Overview *').fill('School uniforms and dresses made to measure in Kayole.');
  await page.getByLabel('Value proposition').fill('Fitted in one visit, ready in three days.');
  await page.getByLabel('Business address').fill('Kayole, Nairobi');
  await page.getByLabel('YouTube video').fill('https://youtu.be/dQw4w9WgXcQ');

  // ---- the map: its tiles fail, a tap still chooses the place ---------------------------------------
  const map = page.getByRole('application', { name: 'Map: tap to choose your business’s location' });
  await map.waitFor();
  await page.getByText('The map could not load. Your location is kept by its coordinates.').waitFor();
  assert.ok(tilesAsked > 0, 'the map asked its tile server');
  await page.getByTestId('place-coordinates').getByText('No location chosen yet').waitFor();
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2 - 30);
  await page.getByTestId('place-coordinates').getByText(/^Longitude 36\.8\d+, latitude -1\.2\d+$/).waitFor();
  const mapLink = await page.locator('#invest-map-link').inputValue();
  assert.match(mapLink, /^\{"lng":36\.8\d{0,6},"lat":-1\.2\d{0,6}\}$/, 'core wrote the spec text');
  assert.equal(await page.locator('#invest-map-link').getAttribute('readonly'), '', 'the map text is read-only');

  // ---- the pictures: a PNG is refused as a name, taken by content --------------------------------
  const dir = await mkdtemp(join(tmpdir(), 'invest-'));
  const { document: jpg, photo: png } = await images(page, dir);
  await page.locator('#invest-image').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await page.getByText('Choose a JPG or PNG picture').waitFor();
  await page.locator('#invest-image').setInputFiles(jpg.path);
  await page.getByText('Chosen: id.jpg').waitFor();
  await page.locator('#invest-logo').setInputFiles(png.path);
  await page.getByText('Chosen: photo.jpg').waitFor();

  // ---- saved in airplane mode: it waits on the phone, then goes ---------------------------------
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await page.getByText('Your changes are kept on this phone and are sent when you are back online.').waitFor();
  await page.getByRole('heading', { name: 'Mama Njeri Tailoring' }).waitFor();
  await page.getByText('The map needs a connection. Your location stays as it is.').waitFor();
  await context.setOffline(false);
  await page.getByText('Profile created successfully').first().waitFor({ timeout: 30_000 });
  await page.getByRole('heading', { name: 'My Invest Profile' }).waitFor();
  await page.getByText('Investors cannot see this profile yet', { exact: false }).waitFor();
  const shownImage = page.getByRole('img', { name: 'Business image' });
  await shownImage.waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll('.invest-picture img')].every((img) => img.complete && img.naturalWidth > 0));

  const token = await apiToken(server.base, 'client@demo.test');
  const read = await api('/business/read', token);
  const profile = read.body.business[0];
  assert.equal(profile.name, 'Mama Njeri Tailoring');
  assert.equal(profile.phone, '0712345678');
  assert.equal(profile.mapLink, mapLink);
  assert.equal(profile.videoId, 'dQw4w9WgXcQ', 'core kept the id of the link');
  assert.deepEqual([profile.enabled, profile.readyForGrowth, profile.showPerformance], [1, 0, 0], 'the defaults of section 9');
  const logo = await api(profile.logoUrl.replace(/^\/api/, ''), token);
  assert.equal(logo.type, 'image/jpeg', 'the logo was made a JPEG on the phone');
  const image = await api(profile.imageUrl.replace(/^\/api/, ''), token);
  assert.equal(image.type, 'image/jpeg');

  // ---- edit: ready for growth, seen by investors ----------------------------------------------------
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByRole('heading', { name: 'Edit Invest Profile' }).waitFor();
  assert.equal(await page.getByLabel('Business Name *').inputValue(), 'Mama Njeri Tailoring');
  await page.getByLabel('Ready for growth: show my profile to investors').check();
  await page.getByLabel('Current need').fill('A second sewing machine, KES 45,000.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Profile updated successfully').first().waitFor({ timeout: 30_000 });
  await page.getByRole('heading', { name: 'My Invest Profile' }).waitFor();
  await page.getByText('Investors can see this profile.').waitFor();
  await page.getByText('A second sewing machine, KES 45,000.').waitFor();
  const listed = await fetch(`${server.base}/api/investors/profiles`).then((answer) => answer.json());
  assert.ok(listed.data.some((item) => item.id === profile.id && item.name === 'Mama Njeri Tailoring'), 'on the investors list');

  // ---- offline again: the kept copy opens ---------------------------------------------------------
  await context.setOffline(true);
  await page.reload();
  await page.getByText(/You are offline: this is your profile as it was on/).waitFor();
  await page.getByRole('heading', { name: 'Mama Njeri Tailoring' }).waitFor();
  await page.getByText('Longitude 36.8', { exact: false }).waitFor();
  await context.setOffline(false);
  await context.close();
});

test('a profile that cannot be read shows the error view, and Cancel Changes keeps nothing', async () => {
  const { context, page } = await phone(browser, { baseURL: server.base });
  await context.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await signInClient(page, 'wanjiku.kamau@demo.test');
  let failing = true;
  await context.route('**/api/business/read', (route) => (failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }) : route.fallback()));
  await page.goto(HOME);
  await page.getByRole('heading', { name: 'Error fetching profile' }).waitFor();
  await page.getByText('Something went wrong with fetching profile').waitFor();
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { name: 'My Invest Profile' }).waitFor();
  await page.getByRole('heading', { name: 'Kayole Household Shop' }).waitFor();
  await page.getByText('Longitude 36.9137, latitude -1.2766').waitFor();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('Overview *').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.locator('.field__message', { hasText: 'Overview cannot be blank' }).waitFor();
  await page.getByRole('button', { name: 'Cancel Changes' }).click();
  await page.getByRole('heading', { name: 'My Invest Profile' }).waitFor();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  assert.notEqual(await page.getByLabel('Overview *').inputValue(), '', 'the cancelled change was not kept');
  await context.close();
});
