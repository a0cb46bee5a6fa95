// The advisor's logic: reading the server's answers, what needs attention, the due-day rule on
// Nairobi days, the task form's checks (core's messages), the feedback's body, drafts and links.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPlaybookCoreSync } from '../../lib/core-playbook';
import { loadCoreForTests } from '../../test/core';
import { attentionList, countByPair, currentSessions } from './attention';
import { telLink, whatsappLink } from './contact';
import { draftKey, forgetDraft, readDraft, saveDraft } from './draft';
import { dayNumber, dueSeconds, dueState, showDay, todayIso } from './due';
import { feedbackBody, queuedFeedback } from './feedbackBody';
import { isSessionTab, sessionPath } from './paths';
import { serverKey } from './say';
import { taskProblems } from './taskCheck';
import { inLang, progressOf, readFeedback, readPairs, readSession, readTasks, readTools, type Alert, type Pair, type Task } from './wire';

beforeAll(() => {
  loadCoreForTests();
  loadPlaybookCoreSync(readFileSync(fileURLToPath(new URL('../../wasm-pkg/playbook/portal_core_bg.wasm', import.meta.url))));
});

const PAIR = '6950f2a0dddddddddddddddd';
const OTHER = '6950f2a0eeeeeeeeeeeeeeee';
const PLAY = '6950f2a0aaaaaaaaaaaaaaaa';
const PLAY2 = '6950f2a0a2a2a2a2a2a2a2a2';
const SES = '6950f2a0cccccccccccccccc';

/** 2026-11-26 10:00 in Nairobi (07:00 UTC). */
const NOW = Date.UTC(2026, 10, 26, 7) / 1000;
const midnight = (iso: string) => dueSeconds(iso) ?? NaN;

const task = (id: string, due: string | null, replied = false): Task => ({
  id,
  topic: `Topic ${id}`,
  task: 'Do it',
  dueDate: due === null ? null : midnight(due),
  createdAt: NOW - 86_400 * 10,
  reply: replied ? { response: 'Done', files: [], createdAt: NOW } : null,
});

const pairAnswer = {
  data: [
    {
      _id: PAIR,
      entrepreneur: 'e1',
      advisor: 'a1',
      advisorMail: 'advisor@demo.test',
      advisorWaap: '',
      assignedPlaybooks: [
        { id: PLAY, _id: 'as1', name: { en: 'Key Business Building Blocks', sw: 'Misingi ya Biashara' } },
        { id: PLAY2, _id: 'as2', name: { en: 'Market Access Playbook', sw: '' } },
      ],
      progress: [{ playbookId: PLAY, chapterId: 'c1', sessionId: SES, state: '20%', stateNumber: 20, status: 'inProgress' }],
      entrepreneurName: 'Amina Client',
      entrepreneurMail: 'client@demo.test',
      createdAt: NOW - 86_400 * 30,
    },
    { nonsense: true },
  ],
};

describe('reading the playbook answers', () => {
  it('reads pairs, leaves out what is no pair, and gives section 9 default progress', () => {
    const pairs = readPairs(pairAnswer);
    expect(pairs).toHaveLength(1);
    const pair = pairs[0] as Pair;
    expect(pair.entrepreneurName).toBe('Amina Client');
    expect(pair.entrepreneurPhone).toBe('');
    expect(pair.playbooks.map((p) => p.id)).toEqual([PLAY, PLAY2]);
    expect(progressOf(pair, PLAY)).toMatchObject({ stateNumber: 20, status: 'inProgress', sessionId: SES });
    expect(progressOf(pair, PLAY2)).toEqual({ playbookId: PLAY2, chapterId: null, sessionId: null, stateNumber: 0, status: 'pending' });
    expect(inLang(pair.playbooks[1]!.name, 'sw')).toBe('Market Access Playbook');
    expect(inLang(pair.playbooks[0]!.name, 'sw')).toBe('Misingi ya Biashara');
    expect(readPairs({ error: true, msg: 'x' })).toEqual([]);
  });

  it('reads a session with infoHtml when sent, and none when absent', () => {
    const withHtml = readSession({ data: { _id: SES, name: { en: 'A', sw: 'B' }, info: { en: '**x**', sw: 'y' }, infoHtml: { en: '<p><strong>x</strong></p>', sw: '<p>y</p>' } }, playbookId: PLAY });
    expect(withHtml.infoHtml?.en).toBe('<p><strong>x</strong></p>');
    expect(withHtml.playbookId).toBe(PLAY);
    expect(readSession({ data: { _id: SES, info: { en: 'x', sw: 'y' } } }).infoHtml).toBeNull();
  });

  it('reads tools by their English name, only https links', () => {
    const tools = readTools({
      data: [
        { name: { en: 'Cash book', sw: 'Daftari' }, info: { en: 'i', sw: 'i' }, icon: 'book', value: 'https://kra.go.ke', _isDone: true },
        { name: { en: 'Receipts', sw: 'Risiti' }, info: { en: 'i', sw: 'i' }, icon: 'r', value: 'javascript:alert(1)' },
      ],
    });
    expect(tools.map((t) => [t.key, t.done, t.link])).toEqual([
      ['Cash book', true, 'https://kra.go.ke'],
      ['Receipts', false, null],
    ]);
  });

  it('reads tasks and feedback newest first, with replies and files', () => {
    const tasks = readTasks({
      data: [
        { _id: 't1', topic: 'Old', task: 'x', createdAt: 1, dueDate: 100 },
        { _id: 't2', topic: 'New', task: 'y', createdAt: 2, reply: { response: 'ok', files: ['f1', 3], createdAt: 5 } },
      ],
    });
    expect(tasks.map((t) => t.id)).toEqual(['t2', 't1']);
    expect(tasks[0]?.reply).toEqual({ response: 'ok', files: ['f1'], createdAt: 5 });
    expect(tasks[1]?.dueDate).toBe(100);
    const feedback = readFeedback({ data: [{ _id: 'f1', rated: 9, from: 'Advisor', createdAt: 1 }, { _id: 'f2', rated: 3, from: 'Entrepreneur', createdAt: 2, files: ['a'] }] });
    expect(feedback.map((f) => [f.id, f.rated, f.from])).toEqual([
      ['f2', 3, 'Entrepreneur'],
      ['f1', 5, 'Advisor'],
    ]);
  });
});

describe('the due day, on Nairobi days', () => {
  it('turns at midnight in Nairobi, not UTC', () => {
    // 2026-11-26 22:30 UTC is already the 27th in Nairobi.
    expect(dayNumber(Date.UTC(2026, 10, 26, 22, 30) / 1000)).toBe(20261127);
    expect(dayNumber(Date.UTC(2026, 10, 26, 20, 59) / 1000)).toBe(20261126);
    expect(todayIso(NOW)).toBe('2026-11-26');
    expect(showDay(midnight('2026-12-01'))).toBe('01/12/2026');
  });

  it('is overdue only from the day after, and never once replied', () => {
    expect(dueState(task('a', '2026-11-25'), NOW)).toBe('overdue');
    expect(dueState(task('a', '2026-11-26'), NOW)).toBe('today');
    // Late in the evening of the due day it is still due today.
    expect(dueState(task('a', '2026-11-26'), Date.UTC(2026, 10, 26, 20, 59) / 1000)).toBe('today');
    expect(dueState(task('a', '2026-11-27'), NOW)).toBe('later');
    expect(dueState(task('a', '2026-11-20', true), NOW)).toBe('answered');
    expect(dueState(task('a', null), NOW)).toBe('none');
  });

  it('reads a typed day as its 00:00 in Nairobi, and refuses what is no day', () => {
    expect(dueSeconds('2026-11-26')).toBe(Date.UTC(2026, 10, 25, 21) / 1000);
    expect(dueSeconds('2026-02-31')).toBeNull();
    expect(dueSeconds('26/11/2026')).toBeNull();
  });
});

describe('what needs the advisor first', () => {
  const pairs = readPairs(pairAnswer);
  const alert = (id: string, kind: string, extra: Partial<Alert> = {}): Alert => ({ id, kind, title: `Alert ${id}`, pairId: PAIR, sessionId: SES, read: false, createdAt: NOW - 100, ...extra });

  it('unread replies and feedback first (newest first), then overdue tasks (longest first), then playbooks not started', () => {
    const alerts = [
      alert('old', 'newReply', { createdAt: NOW - 500 }),
      alert('fb', 'newFeedback'),
      alert('new', 'newReply', { createdAt: NOW - 10 }),
      alert('read', 'newReply', { read: true }),
      alert('task', 'newTask'),
      alert('stranger', 'newReply', { pairId: OTHER }),
    ];
    const sessions = [{ pairId: PAIR, playbookId: PLAY, sessionId: SES, tasks: [task('late', '2026-11-24'), task('later', '2026-11-20'), task('today', '2026-11-26'), task('done', '2026-11-01', true), task('none', null)] }];
    const items = attentionList(pairs, alerts, sessions, NOW);
    expect(items.map((i) => `${i.kind}:${i.key}`)).toEqual([
      'reply:alert:new',
      'reply:alert:old',
      'feedback:alert:fb',
      'overdue:task:later',
      'overdue:task:late',
      `notStarted:start:${PAIR}:${PLAY2}`,
    ]);
    expect(countByPair(items).get(PAIR)).toBe(6);
  });

  it('names a task once when two playbooks are at the same session, and nothing of pairs not the advisor’s', () => {
    const late = task('late', '2026-11-24');
    const sessions = [
      { pairId: PAIR, playbookId: PLAY, sessionId: SES, tasks: [late] },
      { pairId: PAIR, playbookId: PLAY2, sessionId: SES, tasks: [late] },
      { pairId: OTHER, playbookId: PLAY, sessionId: SES, tasks: [task('x', '2026-11-01')] },
    ];
    expect(attentionList(pairs, [], sessions, NOW).filter((i) => i.kind === 'overdue')).toHaveLength(1);
  });

  it('nothing when every playbook is under way and nothing waits', () => {
    const started = pairs.map((p) => ({ ...p, progress: p.playbooks.map((b) => ({ playbookId: b.id, chapterId: null, sessionId: SES, stateNumber: 0, status: 'inProgress' as const })) }));
    expect(attentionList(started, [], [], NOW)).toEqual([]);
  });

  it('reads tasks of each playbook’s current session once, not of completed ones', () => {
    const pair = pairs[0] as Pair;
    const both: Pair = {
      ...pair,
      progress: [
        { playbookId: PLAY, chapterId: null, sessionId: SES, stateNumber: 20, status: 'inProgress' },
        { playbookId: PLAY2, chapterId: null, sessionId: SES, stateNumber: 0, status: 'pending' },
        { playbookId: 'done', chapterId: null, sessionId: 'last', stateNumber: 100, status: 'completed' },
      ],
    };
    expect(currentSessions([both])).toEqual([{ pairId: PAIR, playbookId: PLAY, sessionId: SES }]);
  });
});

describe('the Set task form', () => {
  const notADay = 'This date does not exist';
  it("gives core's message for each field at once", () => {
    expect(taskProblems({ topic: ' ', task: '', dueDate: '2026-11-25' }, NOW, 'en', notADay)).toEqual({
      topic: 'Give the task a topic',
      task: 'Describe the task',
      dueDate: 'The due date cannot be in the past. Choose today or a later day',
    });
    const sw = taskProblems({ topic: '', task: 'x', dueDate: '' }, NOW, 'sw', notADay);
    expect(sw.topic).toBeTruthy();
    expect(sw.topic).not.toBe('Give the task a topic');
  });

  it('takes today (Nairobi) and no date, and refuses a date that is no day', () => {
    expect(taskProblems({ topic: 'Sales', task: 'Count', dueDate: '2026-11-26' }, NOW, 'en', notADay)).toEqual({});
    expect(taskProblems({ topic: 'Sales', task: 'Count', dueDate: '' }, NOW, 'en', notADay)).toEqual({});
    expect(taskProblems({ topic: 'Sales', task: 'Count', dueDate: '31/02/2026' }, NOW, 'en', notADay)).toEqual({ dueDate: notADay });
  });
});

describe('the feedback sent through the file queue', () => {
  it('is the JSON form from the advisor, its files filled in by the queue', () => {
    const body = feedbackBody({ submissionId: 'sub', rated: 4, feedback: '  Good work  ', sessionId: SES, pairingId: PAIR, userId: 'u1', email: 'advisor@demo.test' });
    expect(body).toEqual({ submissionId: 'sub', rated: 4, feedback: 'Good work', files: [], sessionId: SES, pairingId: PAIR, from: 'Advisor', addedById: 'u1', addedByEmail: 'advisor@demo.test' });
    expect(queuedFeedback(body)).toEqual({ rated: 4, feedback: 'Good work' });
    expect(queuedFeedback({})).toEqual({ rated: 0, feedback: '' });
  });
});

describe('drafts, links and messages', () => {
  it('keeps a draft per user, pair and session, and forgets an empty one', () => {
    const key = draftKey('task', 'u1', PAIR, SES);
    expect(key).not.toBe(draftKey('task', 'u1', PAIR, 'other'));
    saveDraft(key, { topic: 'Sales', task: '' });
    expect(readDraft(key)).toEqual({ topic: 'Sales', task: '' });
    saveDraft(key, { topic: ' ', task: '' });
    expect(readDraft(key)).toBeNull();
    saveDraft(key, { topic: 'x' });
    forgetDraft(key);
    expect(readDraft(key)).toBeNull();
  });

  it('links a phone to call, and to WhatsApp only with its country code', () => {
    expect(telLink('+254 712 345 678')).toBe('tel:+254712345678');
    expect(telLink('0712345678')).toBe('tel:0712345678');
    expect(telLink('')).toBeNull();
    expect(whatsappLink('+254 712 345 678')).toBe('https://wa.me/254712345678');
    expect(whatsappLink('255712345678')).toBe('https://wa.me/255712345678');
    expect(whatsappLink('0712345678')).toBeNull();
  });

  it('opens a session on a tab', () => {
    expect(sessionPath(PAIR, SES)).toBe(`/advisor/pairs/${PAIR}/sessions/${SES}`);
    expect(sessionPath(PAIR, SES, 'feedback')).toBe(`/advisor/pairs/${PAIR}/sessions/${SES}?tab=feedback`);
    expect(isSessionTab('tasks')).toBe(true);
    expect(isSessionTab('x')).toBe(false);
  });

  it("knows the server's own answers", () => {
    expect(serverKey('Task set')).toBe('advisor.msg.taskSet');
    expect(serverKey('Tool marked pending ')).toBe('advisor.msg.unticked');
    expect(serverKey('Something else')).toBeNull();
  });
});

describe('the session information without infoHtml', () => {
  it('drops the Markdown markers and keeps the words and links', async () => {
    const { plainText } = await import('./plainText');
    expect(plainText('## Why it matters\n\n- Open a **separate** line\n* See [KRA](https://kra.go.ke)\n1. One')).toBe(
      'Why it matters\n\n• Open a separate line\n• See KRA (https://kra.go.ke)\n1. One',
    );
  });
});

describe('opening a session reads its news', () => {
  it('marks only the unread alerts of that kind, pair and session', async () => {
    const { seenBy } = await import('./useMarkSeen');
    const base = { title: 't', read: false, createdAt: 1, pairId: PAIR, sessionId: SES };
    const alerts: Alert[] = [
      { ...base, id: 'a', kind: 'newReply' },
      { ...base, id: 'b', kind: 'newReply', read: true },
      { ...base, id: 'c', kind: 'newFeedback' },
      { ...base, id: 'd', kind: 'newReply', sessionId: 'other' },
      { ...base, id: 'e', kind: 'newReply', pairId: OTHER },
    ];
    expect(seenBy(alerts, PAIR, SES, 'newReply').map((a) => a.id)).toEqual(['a']);
    expect(seenBy(alerts, PAIR, SES, 'newFeedback').map((a) => a.id)).toEqual(['c']);
  });
});
