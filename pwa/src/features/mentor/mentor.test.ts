// The mentor's logic: reading the server's answers, what needs the mentor first, the order of the
// conversations, how an answer is shown (safe links, options in the language, files), the chat's
// UTC times, grades given on the page, the message's body, and core's checks through lms.ts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLmsCoreSync } from '../../lib/core-lms';
import { messageBody, submissionsRead } from './api';
import { answerView, safeLink } from './answers';
import { attentionList, conversationsInOrder, traineesInOrder } from './attention';
import { chatTime } from './chatTime';
import { withGiven } from './graded';
import { gradeProblem, lmsText, messageProblem } from './lms';
import { gradingPath, threadPath } from './paths';
import { hasUnread } from './useThread';
import { percentText, readMessages, readOverview, readPitches, readSubmissions, readTasks, type Cohort, type Trainee } from './wire';

beforeAll(() => {
  loadLmsCoreSync(readFileSync(fileURLToPath(new URL('../../wasm-pkg/lms/portal_core_bg.wasm', import.meta.url))));
});

const COHORT = '6960aaaa0000000000000001';
const T1 = '6960bbbb0000000000000001';
const T2 = '6960bbbb0000000000000002';
const T3 = '6960bbbb0000000000000003';

const trainee = (traineeId: string, name: string, ungraded: number, unread: number, lastMessageAt: number | null = null): Trainee => ({
  traineeId,
  userId: `u-${traineeId}`,
  name,
  email: `${name.toLowerCase()}@demo.test`,
  phone: '',
  cohortId: COHORT,
  cohortName: 'Cohort 2026',
  submitted: 1,
  total: 3,
  percent: '33.33',
  ungraded,
  unread,
  lastMessageAt,
});

describe('reading the mentor overview', () => {
  it('reads cohorts and trainees, keeping the percent as the server sends it', () => {
    const cohorts = readOverview({
      data: [
        {
          cohortId: COHORT,
          name: 'Cohort 2026',
          trainees: [
            { traineeId: T1, userId: 'u1', name: 'Neema', email: 'applicant@demo.test', phone: '+255712345678', progress: { submitted: 1, total: 3, percent: '33.33' }, ungraded: 1, unread: 2, lastMessageAt: 1_764_000_000 },
            { traineeId: T2, name: 'Juma', progress: { submitted: 0, total: 3, percent: 0 } },
            { name: 'no id' },
          ],
        },
        { name: 'no id' },
      ],
    });
    expect(cohorts).toHaveLength(1);
    expect(cohorts[0]?.trainees.map((t) => [t.name, t.percent, t.ungraded, t.unread, t.lastMessageAt])).toEqual([
      ['Neema', '33.33', 1, 2, 1_764_000_000],
      ['Juma', '0.00', 0, 0, null],
    ]);
    expect(cohorts[0]?.trainees[0]?.cohortName).toBe('Cohort 2026');
    expect(readOverview(null)).toEqual([]);
  });

  it('shows a numeric percent with 2 decimals and anything else as 0.00', () => {
    expect(percentText('66.67')).toBe('66.67');
    expect(percentText(100)).toBe('100.00');
    expect(percentText(12.5)).toBe('12.50');
    expect(percentText('abc')).toBe('0.00');
    expect(percentText(undefined)).toBe('0.00');
  });
});

describe('what needs the mentor first', () => {
  const cohorts: Cohort[] = [{ cohortId: COHORT, name: 'Cohort 2026', trainees: [trainee(T1, 'Amani', 0, 3), trainee(T2, 'Baraka', 1, 1), trainee(T3, 'Chausiku', 2, 0)] }];

  it('lists work to grade first (most first), then unread messages', () => {
    expect(attentionList(cohorts).map((i) => [i.kind, i.trainee.name, i.count])).toEqual([
      ['ungraded', 'Chausiku', 2],
      ['ungraded', 'Baraka', 1],
      ['unread', 'Amani', 3],
      ['unread', 'Baraka', 1],
    ]);
  });

  it('says nothing when all is graded and read', () => {
    expect(attentionList([{ cohortId: COHORT, name: 'C', trainees: [trainee(T1, 'Amani', 0, 0)] }])).toEqual([]);
  });

  it('orders trainees by what waits, then by name', () => {
    expect(traineesInOrder([trainee(T1, 'Zawadi', 0, 0), trainee(T2, 'Amani', 0, 0), trainee(T3, 'Chausiku', 1, 2)]).map((t) => t.name)).toEqual(['Chausiku', 'Amani', 'Zawadi']);
  });

  it('orders conversations unread first, then by the latest message', () => {
    const list: Cohort[] = [
      { cohortId: COHORT, name: 'C', trainees: [trainee(T1, 'Amani', 0, 0, 300), trainee(T2, 'Baraka', 0, 1, 100), trainee(T3, 'Chausiku', 0, 0, null)] },
      { cohortId: 'other', name: 'D', trainees: [trainee('t4', 'Dalila', 0, 0, 500)] },
    ];
    expect(conversationsInOrder(list).map((t) => t.name)).toEqual(['Baraka', 'Dalila', 'Amani', 'Chausiku']);
  });
});

describe('submissions and their answers', () => {
  const answer = {
    data: [
      {
        id: 's1',
        assignmentId: 'a1',
        assignmentTitle: { en: 'Know your customer', sw: 'Mjue mteja wako' },
        traineeId: T1,
        traineeName: 'Neema',
        tasks: {
          '10': { text: { en: 'Your plan', sw: 'Mpango wako' }, type: 'file' },
          '2': { text: { en: 'Channels', sw: 'Njia' }, type: 'checkbox', options: [{ en: 'Market', sw: 'Soko' }, { en: 'Online', sw: 'Mtandaoni' }] },
          '1': { text: { en: 'Your website', sw: 'Tovuti yako' }, type: 'link' },
        },
        answers: { '1': 'javascript:alert(1)', '2': ['Online', 'Market'], '10': 'up1' },
        files: [{ uploadId: 'up1', name: 'plan.pdf', url: '/api/uploads/up1/file' }],
        score: null,
        comment: '',
        createdAt: 1_764_000_000,
        gradedAt: null,
      },
      { id: '' },
    ],
  };

  it('reads them with their tasks in the order of their numbers', () => {
    const [s] = readSubmissions(answer);
    expect(readSubmissions(answer)).toHaveLength(1);
    expect(s?.tasks.map((t) => [t.key, t.type])).toEqual([
      ['1', 'link'],
      ['2', 'checkbox'],
      ['10', 'file'],
    ]);
    expect(s?.score).toBeNull();
    expect(readTasks({ '1': { text: 'Plain', type: 'odd' } })).toEqual([{ key: '1', text: { en: 'Plain', sw: 'Plain' }, type: 'text', options: [] }]);
  });

  it('shows checkboxes as a list in the language, a file as a download, and never an unsafe link', () => {
    const [s] = readSubmissions(answer);
    if (!s) throw new Error('no submission');
    const [link, boxes, file] = s.tasks;
    if (!link || !boxes || !file) throw new Error('tasks');
    expect(answerView(link, s.answers['1'], s.files, 'en')).toEqual({ kind: 'text', text: 'javascript:alert(1)' });
    expect(answerView(link, 'https://duka.example/shop', s.files, 'en')).toEqual({ kind: 'link', href: 'https://duka.example/shop' });
    expect(answerView(boxes, s.answers['2'], s.files, 'sw')).toEqual({ kind: 'list', items: ['Mtandaoni', 'Soko'] });
    expect(answerView(file, s.answers['10'], s.files, 'en')).toEqual({ kind: 'file', name: 'plan.pdf', url: '/api/uploads/up1/file' });
    expect(answerView(file, undefined, s.files, 'en')).toEqual({ kind: 'none' });
    expect(answerView(boxes, [], s.files, 'en')).toEqual({ kind: 'none' });
  });

  it('accepts only http and https links', () => {
    expect(safeLink(' https://a.example/x ')).toBe('https://a.example/x');
    expect(safeLink('http://a.example')).toBe('http://a.example/');
    expect(safeLink('data:text/html,hi')).toBeNull();
    expect(safeLink('www.example.com')).toBeNull();
  });

  it('asks the server for a cohort and a state, each kept under its own key', () => {
    const read = submissionsRead(COHORT, 'graded');
    expect(read.key).toBe(`mentor:submissions:${COHORT}:graded`);
    expect(submissionsRead(null, 'ungraded').key).toBe('mentor:submissions::ungraded');
    expect(gradingPath(COHORT)).toBe(`/mentor/grading?cohort_id=${COHORT}`);
    expect(gradingPath(null)).toBe('/mentor/grading');
    expect(threadPath(T1)).toBe(`/mentor/messages/${T1}`);
  });

  it('reads pitches', () => {
    expect(readPitches({ data: [{ id: 'p1', traineeName: 'Neema', number: 2, fileName: 'deck.pdf', url: '/api/x', score: 70, comment: 'Good', createdAt: 5, gradedAt: 6 }] })).toEqual([
      { id: 'p1', traineeId: '', traineeName: 'Neema', number: 2, fileName: 'deck.pdf', url: '/api/x', score: 70, comment: 'Good', createdAt: 5, gradedAt: 6 },
    ]);
  });
});

describe('grades given on the page', () => {
  const items = [
    { id: 'a', score: null, comment: '', gradedAt: null },
    { id: 'b', score: 40, comment: 'ok', gradedAt: 9 },
    { id: 'c', score: null, comment: '', gradedAt: null },
  ];
  const given = new Map([['a', { score: 85, comment: 'Well done', at: 100 }]]);

  it('leave the Ungraded view and show their score in the others', () => {
    expect(withGiven(items, given, 'ungraded').map((i) => i.id)).toEqual(['c']);
    expect(withGiven(items, given, 'graded').map((i) => [i.id, i.score])).toEqual([
      ['a', 85],
      ['b', 40],
    ]);
    expect(withGiven(items, given, 'all').find((i) => i.id === 'a')).toEqual({ id: 'a', score: 85, comment: 'Well done', gradedAt: 100 });
  });
});

describe('the chat', () => {
  it('shows times in UTC as YYYY-MM-DD HH:MM', () => {
    expect(chatTime(Date.UTC(2026, 10, 26, 21, 5, 59) / 1000)).toBe('2026-11-26 21:05');
    expect(chatTime(0)).toBe('');
  });

  it('reads messages oldest first and knows when the trainee wrote something unread', () => {
    const messages = readMessages({
      Response: 'True',
      data: [
        { id: 'm2', sender: 'trainee', content: { kind: 'text', text: 'Asante' }, status: 'sent', createdAt: 20 },
        { id: 'm1', sender: 'mentor', content: { kind: 'text', text: 'Karibu' }, status: 'read', createdAt: 10 },
      ],
    });
    expect(messages.map((m) => [m.sender, m.text])).toEqual([
      ['mentor', 'Karibu'],
      ['trainee', 'Asante'],
    ]);
    expect(hasUnread(messages)).toBe(true);
    expect(hasUnread(messages.map((m) => ({ ...m, status: 'read' })))).toBe(false);
    expect(readMessages({ Response: 'False', data: [] })).toEqual([]);
  });

  it("sends the mentor's side, the text trimmed, with its submission id", () => {
    expect(messageBody({ cohortId: COHORT, mentorId: 'mentor-user', traineeId: T1 }, '  Habari  ', 'sub1')).toEqual({
      cohortId: COHORT,
      traineeId: T1,
      mentorId: 'mentor-user',
      sender: 'mentor',
      content: { kind: 'text', text: 'Habari' },
      status: 'sent',
      submissionId: 'sub1',
    });
  });
});

describe("core's checks through lms.ts", () => {
  it('checks a grade: a whole number from 0 to 100', async () => {
    expect(await gradeProblem('', '', 'en')).toEqual({ field: 'score', message: 'Enter a score from 0 to 100' });
    expect((await gradeProblem('101', '', 'en'))?.message).toBe('The score is a whole number from 0 to 100');
    expect((await gradeProblem('7.5', '', 'en'))?.field).toBe('score');
    expect(await gradeProblem('85', 'Good work', 'en')).toBeNull();
    expect(await gradeProblem('0', '', 'en')).toBeNull();
    expect((await gradeProblem('', '', 'sw'))?.message).not.toBe('Enter a score from 0 to 100');
  });

  it("checks a message and says core's messages in the language", async () => {
    expect((await messageProblem(COHORT, T1, '   ', 'en'))?.message).toBe('Enter message');
    expect(await messageProblem(COHORT, T1, 'Habari', 'en')).toBeNull();
    const swahili = lmsText('Enter message', 'sw', () => 'fallback');
    expect(swahili).not.toBe('fallback');
    expect(swahili).not.toBe('Enter message');
    expect(lmsText('Something core does not know', 'sw', (text) => `app:${text}`)).toBe('app:Something core does not know');
  });
});
