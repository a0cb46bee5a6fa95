// The playbook package, exactly as the PWA loads it with the playbook screens.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const pkg = new URL('../../pwa/src/wasm-pkg/playbook/', import.meta.url);
const pb = await import(new URL('portal_core.js', pkg));
pb.initSync({ module: readFileSync(new URL('portal_core_bg.wasm', pkg)) });

const P = '6955b9000000000000000001';
const C = '6955b9000000000000000002';
const S = '6955b9000000000000000003';
const PAIR = '6955b9000000000000000004';

test('ids from the URL, one segment up, and the spec messages', () => {
  assert.deepEqual(pb.playbookPage(`/dashboard/playbook/playbook/${P}`).values, [P]);
  assert.deepEqual(pb.playbookPage(`/dashboard/playbook/playbook/${P}/`).values, [P]);
  const bad = pb.playbookPage('/dashboard/playbook/playbook/123');
  assert.equal(bad.ok, false);
  assert.equal(bad.message, 'Selected Playbook detail not found. Select a playbook to proceed');
  assert.deepEqual(pb.chapterPage(`/dashboard/playbook/book/${P}/chapter/${C}`).values, [P, C]);
  assert.equal(pb.chapterPage(`/dashboard/playbook/book/${P}/chapter/x`).message, 'Selected Chapter detail not found');
  const session = `/dashboard/playbook/b/${P}/c/${C}/s/${S}`;
  assert.deepEqual(pb.sessionPage(session, PAIR).values, [P, C, S, PAIR]);
  assert.equal(pb.sessionPage(`${session}/`, PAIR).message, 'Link error occured');
  assert.equal(pb.sessionPage(session, undefined).message, 'Not Paired. Select an advisor to proceed');
  assert.equal(pb.sessionPage(session, 'null').message, 'Pairing details error');
});

test('the pair', () => {
  assert.deepEqual(pb.choosePair(undefined, ['a']).values, ['a']);
  assert.equal(pb.choosePair(undefined, ['a', 'b']).message, 'Not Paired. Select an advisor to proceed');
  assert.equal(pb.choosePair('c', ['a', 'b']).message, 'Error Occured. Pair not found');
  assert.match(pb.choosePair(undefined, []).message, /^Not Paired: You don't have an advisor yet/);
  assert.equal(pb.onePairMessage(1), undefined);
  assert.equal(pb.onePairMessage(2), 'Fatal Error. Too many pairs found, only one expected');
  assert.equal(pb.onePairMessage(0), 'Error Occured. Pair not found');
  assert.equal(pb.playbooksMessage(0), 'No Access to Playbook yet');
  assert.equal(pb.playbooksMessage(2), undefined);
  assert.equal(pb.advisorLabel(0, 'en'), 'Advisor 1');
  assert.equal(pb.advisorLabel(1, 'sw'), 'Mshauri 2');
});

test('checks', () => {
  const noStars = pb.checkFeedback(undefined, 'Thanks', 0, false);
  assert.equal(noStars.field, 'rated');
  assert.equal(noStars.message, 'Rate the adviser by clicking any of the stars to continue');
  assert.equal(pb.checkFeedback(undefined, '', 0, true).message, 'Rate this session by clicking any of the stars to continue');
  assert.equal(pb.checkFeedback(6, '', 0, false).field, 'rated');
  assert.equal(pb.checkFeedback(5, '', 2, true), undefined);
  assert.equal(pb.checkReply(false, ' ', 1).message, 'Response is needed to submit');
  assert.equal(pb.checkReply(false, 'Done', 3), undefined);
  const now = Date.UTC(2026, 10, 26, 9) / 1000;
  assert.equal(pb.checkTask('Cash book', 'Record sales', now - 2 * 86400, now).field, 'dueDate');
  assert.equal(pb.checkTask('Cash book', 'Record sales', now + 86400, now), undefined);
  assert.equal(pb.checkTask('', 'x', undefined, now).message, 'Give the task a topic');
});

test('progress', () => {
  const p = new pb.PlaybookProgress(P);
  p.addChapter('c1', 1);
  p.addSession('c1', 's1', 1, ['a', 'b']);
  p.addSession('c1', 's2', 2, ['c']);
  p.addSession('c1', 's3', 3, ['d']);
  let state = p.compute();
  assert.equal(state.state, '0%');
  assert.equal(state.status, 'pending');
  assert.equal(state.sessionId, 's1');
  p.tick('s1', 'a');
  p.tick('s1', 'b');
  p.tick('s2', 'c');
  state = p.compute();
  assert.equal(state.state, '66%');
  assert.equal(state.stateNumber, 66);
  assert.equal(state.status, 'inProgress');
  assert.equal(state.statusLabel('sw'), 'Inaendelea');
  assert.equal(state.chapterId, 'c1');
  assert.equal(state.sessionId, 's3');
  p.tick('s3', 'd');
  assert.equal(p.compute().status, 'completed');
  assert.equal(pb.toolLabel(true, 'en'), 'Completed');
  assert.equal(pb.toolLabel(false, 'sw'), 'Inasubiri');
});

test('messages in both languages', () => {
  assert.equal(pb.emptyMessage('tools', 'en'), 'No data available');
  assert.equal(pb.emptyMessage('tasks', 'sw'), 'Bado hakuna: hakuna kazi iliyotolewa');
  assert.equal(pb.emptyMessage('other', 'en'), undefined);
  assert.equal(pb.playbookMessage('Response is needed to submit', 'sw'), 'Jibu linahitajika ili kutuma');
  assert.equal(pb.playbookMessage('Something else', 'sw'), 'Something else');
});
