// The invest profile's form rules (`books` package), exactly as the PWA loads them: the 5.3 checks in
// the spec's order and then the limits, the map's place written as the spec's text and read back,
// the map's first view, and a video id read from a YouTube link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const pkg = new URL('../../pwa/src/wasm-pkg/books/', import.meta.url);
const books = await import(new URL('portal_core.js', pkg));
books.initSync({ module: readFileSync(new URL('portal_core_bg.wasm', pkg)) });

const S = '\u001f';
const FIELDS = ['name', 'displayName', 'businessCategory', 'phone', 'overview', 'companyDifferentiation', 'yearPlan5', 'investorBenefit', 'currentNeed', 'businessAddress', 'mapLink', 'videoId', 'enabled', 'readyForGrowth', 'showPerformance'];
const good = { name: 'Mama Njeri Tailoring', businessCategory: '4', phone: '0712345678', overview: 'Uniforms made to measure.', enabled: '1', readyForGrowth: '0', showPerformance: '0' };
const check = (form) => books.invest_check(FIELDS.map((field) => form[field] ?? '').join(S));

test('invest_check: the four of 5.3 in order, then the limits, each by field', () => {
  assert.deepEqual(check({ enabled: '1', readyForGrowth: '0', showPerformance: '0' }), [
    'name', 'Business Name cannot be blank',
    'businessCategory', 'Business Category cannot be blank',
    'phone', 'DigiKua Phone cannot be blank',
    'overview', 'Overview cannot be blank',
  ]);
  assert.deepEqual(check(good), []);
  assert.deepEqual(check({ ...good, businessCategory: '0' }), ['businessCategory', 'Business Category cannot be blank']);
  assert.deepEqual(check({ ...good, phone: '12345' }), ['phone', 'Please enter a valid phone number']);
  assert.deepEqual(check({ ...good, overview: 'x'.repeat(2001) }), ['overview', 'Overview can be at most 2,000 characters']);
  assert.deepEqual(check({ ...good, videoId: 'not a video' }), ['videoId', 'Enter a YouTube video link or its 11-character video id']);
  assert.deepEqual(check({ ...good, mapLink: 'https://maps.example/embed?pb=1' }), ['mapLink', "Choose the business's location by tapping the map"]);
  assert.deepEqual(check({ ...good, enabled: '2' }), ['enabled', 'Enabled, Ready for growth and Show performance must be 0 or 1']);
});

test('invest_map_text: a tapped place as the spec text, 6 places; off the map refused', () => {
  assert.deepEqual(books.invest_map_text('36.82194328308106', '-1.2920659'), ['{"lng":36.821943,"lat":-1.292066}']);
  assert.deepEqual(books.invest_map_text('181', '0'), ['', 'The location is off the map: longitude must be from -180 to 180 and latitude from -90 to 90']);
  assert.deepEqual(books.invest_map_text('east', '0'), ['', "Choose the business's location by tapping the map"]);
  assert.deepEqual(books.invest_map_place('{"lng":36.821943,"lat":-1.292066}'), ['36.821943', '-1.292066']);
  assert.deepEqual(books.invest_map_place(' { "lat": "-6.7924", "lng": 39.2083 } '), ['39.2083', '-6.7924']);
  assert.deepEqual(books.invest_map_place(''), []);
  assert.deepEqual(books.invest_map_place('Nairobi'), []);
  assert.deepEqual(books.invest_default_view(), ['36.8219', '-1.2921', '13']);
});

test('invest_video_id: the id of a link, or nothing', () => {
  assert.equal(books.invest_video_id('https://youtu.be/dQw4w9WgXcQ'), 'dQw4w9WgXcQ');
  assert.equal(books.invest_video_id('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10'), 'dQw4w9WgXcQ');
  assert.equal(books.invest_video_id('dQw4w9WgXcQ'), 'dQw4w9WgXcQ');
  assert.equal(books.invest_video_id('https://vimeo.com/1'), '');
});
