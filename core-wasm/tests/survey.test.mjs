// The survey package, exactly as the PWA loads it with the survey screens.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const pkg = new URL('../../pwa/src/wasm-pkg/books/', import.meta.url);
const sv = await import(new URL('portal_core.js', pkg));
sv.initSync({ module: readFileSync(new URL('portal_core_bg.wasm', pkg)) });

const names = (form) => Array.from({ length: form.questionCount }, (_, i) => form.question(i).name);

test('the three seeds, in both languages', () => {
  assert.deepEqual(sv.surveyCodes(), ['2*14*1', '2*14*2', '2*13']);
  const q = sv.SurveyForm.seed('quarterly_survey');
  assert.equal(q.code, '2*14*1');
  assert.equal(q.title('sw'), 'Utafiti wa robo mwaka');
  assert.ok(names(q).includes('revenue') && names(q).includes('has_hr_system'));
  const insured = q.question(names(q).indexOf('has_insurance'));
  assert.equal(insured.kind, 'selectOne');
  assert.deepEqual(insured.optionValues, ['yes', 'no']);
  assert.deepEqual(insured.optionLabels('sw'), ['Ndiyo', 'Hapana']);
  assert.equal(insured.text('sw'), 'Je, biashara inawapatia wafanyakazi wake bima?');
  const unified = sv.SurveyForm.seed('2*13');
  assert.equal(unified.questionCount, q.questionCount + sv.SurveyForm.seed('2*14*2').questionCount);
  assert.equal(sv.SurveyForm.seed('2*14*9'), undefined);
});

test('skip logic and markers follow the answers', () => {
  const q = sv.SurveyForm.seed('2*14*1');
  const answers = new sv.SurveyAnswers();
  assert.ok(!q.visibleNames(answers).includes('insurance_types'));
  const at = names(q).indexOf('insurance_types');
  assert.equal(q.markers(answers)[at], '---skipped---');
  answers.set('has_insurance', 'yes');
  assert.ok(q.visibleNames(answers).includes('insurance_types'));
  assert.equal(q.markers(answers)[at], '');
});

test('a survey built from the menu call, its answers checked', () => {
  const form = sv.SurveyForm.empty('2*14*2', 'Follow-up', 'Ufuatiliaji');
  assert.ok(form.addQuestion('visits', '2*14*2*1', 'integer', 'Visits', 'Ziara', true, true));
  assert.ok(form.addQuestion('kind', '2*14*2*2', 'selectMany', 'Kind', 'Aina', true, true));
  form.addOption('a', 'A', 'A sw');
  form.addOption('b', 'B', 'B sw');
  assert.ok(form.addQuestion('why', '2*14*2*3', 'text', 'Why', 'Kwa nini', true, true, null, '2*14*2*2', 'b'));
  assert.ok(form.addQuestion('phone', '2*14*2*4', 'phone', 'Phone', 'Simu', false, true));
  assert.ok(form.addQuestion('old', '2*14*2*5', 'date', 'Old', 'Zamani', true, false));
  assert.equal(form.addQuestion('where', '2*14*2*6', 'geopoint', 'Where', 'Wapi', true, true), false);
  assert.equal(form.questionCount, 5);
  assert.equal(sv.SurveyForm.empty('9*9', '', ''), undefined);

  const answers = new sv.SurveyAnswers();
  answers.set('visits', '2.5');
  assert.equal(form.checkAnswer('visits', answers, 'KE'), 'Enter a whole number, like 12');
  assert.equal(sv.surveyMessage('Enter a whole number, like 12', 'sw'), 'Andika namba kamili, kama 12');
  answers.set('visits', '1,200');
  assert.equal(form.checkAnswer('visits', answers, 'KE'), undefined);
  answers.setMany('kind', ['b', 'a', 'b']);
  answers.set('phone', '0612 345 678');
  let check = form.checkSubmission(answers, 'TZ');
  assert.equal(check.ok, false);
  assert.deepEqual(check.problemNames, ['why']);
  assert.equal(check.problem('why'), 'Answer this question to continue');
  answers.set('why', 'Growth');
  answers.set('old', '---inactive---');
  check = form.checkSubmission(answers, 'TZ');
  assert.equal(check.ok, true);
  assert.deepEqual(check.storedNames.sort(), ['kind', 'phone', 'visits', 'why']);
  assert.deepEqual(check.stored('kind'), ['a', 'b']);
  assert.deepEqual(check.stored('visits'), ['1200']);
  assert.deepEqual(check.stored('phone'), ['255612345678']);
});

test('the quarter in Nairobi and once a quarter', () => {
  // 2026-03-31T21:00:00Z is 1 April 00:00 in Nairobi.
  const april = 1_774_990_800;
  assert.deepEqual(Array.from(sv.quarterOf(april)), [2026, 2]);
  assert.deepEqual(Array.from(sv.quarterOf(april - 1)), [2026, 1]);
  assert.equal(sv.mayFillIn(april + 86_400, true, [april - 1]), undefined);
  assert.equal(
    sv.mayFillIn(april + 86_400, true, [april]),
    'You have already filled in this survey this quarter. Check back next quarter',
  );
  assert.equal(
    sv.mayFillIn(april, false, []),
    'Error Occured Survey is not open. Check back at the end of the quarter',
  );
});
