// The learning package, exactly as the PWA loads it with the learning screens.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const pkg = new URL('../../pwa/src/wasm-pkg/lms/', import.meta.url);
const lms = await import(new URL('portal_core.js', pkg));
lms.initSync({ module: readFileSync(new URL('portal_core_bg.wasm', pkg)) });

test('the walk through the chapters and where to resume', () => {
  const walk = new lms.CourseWalk();
  walk.addChapter('a', 'Intro', [1, 2], 'ta');
  walk.addChapter('x', undefined, [0], undefined);
  walk.addChapter('b', 'Costs', [1, 0], 'tb');
  walk.addChapter('c', 'Sales', [0], 'tc');
  assert.deepEqual(walk.chapterIds(), ['a', 'b', 'c']);
  assert.deepEqual(walk.chapterStatuses(), ['completed', 'current', 'locked']);
  assert.equal(walk.mayOpenChapter('b'), undefined);
  assert.equal(walk.mayOpenChapter('c'), 'Please complete all previous chapters before accessing this one.');
  assert.deepEqual(walk.resumeTarget(), ['b', 'tb']);
  const done = new lms.CourseWalk();
  done.addChapter('a', 'Intro', [], undefined);
  assert.equal(done.resumeTarget(), undefined);
});

test('assignments: one attempt, in course order', () => {
  assert.equal(lms.assignmentState([]).state, 'notAttempted');
  assert.equal(lms.assignmentState([NaN]).state, 'submitted');
  const graded = lms.assignmentState([NaN, 40, 75]);
  assert.equal(graded.state, 'graded');
  assert.equal(graded.best, 75);
  const states = ['graded', 'notAttempted', 'notAttempted'];
  assert.equal(lms.mayOpenAssignment(states, 0), 'No additional attempts are allowed for this assignment.');
  assert.equal(lms.mayOpenAssignment(states, 1), undefined);
  assert.equal(lms.mayOpenAssignment(states, 2), 'Complete previous chapters to access this assignment.');
  assert.equal(lms.menuTooltip(true, 0), 'Locked');
  assert.equal(lms.menuTooltip(false, 1), 'Reattempt');
  assert.equal(lms.menuTooltip(false, 0), 'Attempt');
  assert.equal(lms.dueDate(1_700_000_000, 7), 1_700_604_800);
});

test('progress, scores and the survey gate', () => {
  const p = lms.progress(1, 3);
  assert.equal(p.percent, '33.33');
  assert.equal(lms.progress(0, 0).percent, '0.00');
  assert.equal(lms.progress(3, 3).percent, '100.00');
  const names = lms.scoreItemNames();
  assert.equal(names.length, 14);
  const items = names.map((n) => ({ pitch1: '5', mentor: '2.5' })[n] ?? '');
  assert.equal(lms.scoreTotal(items), '7.5');
  assert.equal(lms.scorePercentage(items), 11);
  assert.equal(lms.itemStatus(false), 'Pending');
  assert.equal(lms.itemStatus(true), 'Submitted');
  assert.deepEqual(lms.gateSurveys(), ['confidence', 'training', 'computerLiteracy', 'businessAcumen', 'baseline']);
  const notTrainee = lms.surveyGate(false, undefined);
  assert.equal(notTrainee.kind, 'notRegistered');
  assert.match(notTrainee.message, /^You're not registered as a trainee yet/);
  const pending = lms.surveyGate(true, [1, 1, 0, 2, 1]);
  assert.equal(pending.kind, 'pending');
  assert.deepEqual([...pending.done], [1, 1, 0, 1, 1]);
  assert.equal(lms.surveyGate(true, [1, 1, 1, 1, 1]).kind, 'open');
});

test('the checks and their messages', () => {
  assert.equal(lms.checkMessage('', '', ' ').message, 'Enter message');
  assert.equal(lms.checkMessage('', 't', 'Hi').message, 'Missing important information');
  assert.equal(lms.checkMessage('c', 't', 'Hi'), undefined);
  const note = lms.checkNote(undefined, 't', 'c', ' Costs ', ['rent', '', ' stock '], false);
  assert.equal(note.ok, true);
  assert.equal(note.title, 'Costs');
  assert.deepEqual(note.lines, ['rent', 'stock']);
  assert.equal(lms.checkNote(undefined, 't', 'c', 'T', ['a'], true).problem.message, 'Note ID cannot be empty');
  assert.equal(lms.checkNote(undefined, 't', undefined, 'T', ['a'], false).problem.message, 'Missing required data');
  assert.deepEqual(lms.noteLinesAfterEnter(['a', 'b'], 0), ['a', '', 'b']);
  assert.deepEqual(lms.noteLinesAfterErase(['a', '', 'b'], 1), ['a', 'b']);
  assert.deepEqual(lms.noteLinesAfterErase([''], 0), ['']);
  assert.equal(lms.cardTitle('Mpango wa biashara wa mwaka'), 'Mpango wa biashara w…');
  assert.equal(lms.checkReview('t', 'x', 4, ' ').message, 'Fill all fields');
  assert.equal(lms.checkReview('', 'x', 4, 'Good').message, 'Missing required data');
  assert.equal(lms.checkReview('t', 'x', 4, 'Good'), undefined);
  assert.equal(lms.checkGrade('101', '').field, 'score');
  assert.equal(lms.checkGrade('85', 'Well done'), undefined);
  assert.equal(lms.faqMatches('LOAN', 'How do I repay my loan?', ''), true);
  assert.equal(lms.faqMatches('ÉTÉ', "l'été", ''), true);
  assert.equal(lms.faqMatches('cash', 'Loans', 'Repay'), false);
});

test('an assignment\'s answers', () => {
  const form = new lms.AssignmentAnswers();
  assert.equal(form.addTask('1', 'text', []), true);
  form.addTask('2', 'checkbox', ['Rent', 'Stock', 'Wages']);
  form.addTask('3', 'link', []);
  assert.equal(form.addTask('4', 'video', []), false);
  form.answer('1', ' My plan ');
  form.answerMany('2', ['Wages', 'Rent']);
  let check = form.check();
  assert.equal(check.ok, false);
  assert.deepEqual(check.problemKeys, ['3']);
  assert.equal(check.problem('3'), 'Answer all questions');
  form.answer('3', 'https://example.org/plan');
  check = form.check();
  assert.equal(check.ok, true);
  assert.deepEqual(check.keys, ['1', '2', '3']);
  assert.equal(check.value('1'), 'My plan');
  assert.deepEqual(check.values('2'), ['Rent', 'Wages']);
});

test('messages in both languages', () => {
  assert.equal(lms.lmsMessage('Enter message', 'sw'), 'Andika ujumbe');
  assert.equal(lms.lmsMessage('Enter message', 'en'), 'Enter message');
  assert.equal(lms.lmsMessage('Something else', 'sw'), 'Something else');
});
