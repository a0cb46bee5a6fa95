// What waits on the phone laid over the server's lists: replies and feedback queued, sent, refused.
import { describe, expect, it } from 'vitest';
import type { Submission } from '../../lib/files';
import type { Feedback, Task } from './api';
import { canReply, feedbackBody, feedbackGroup, overlayFeedback, overlayTasks, replyBody, replyGroup, settled } from './queued';

const SES = '6950f2a0cccccccccccccccc';
const PAIR = '6950f2a0dddddddddddddddd';
const sender = { userId: 'u1', email: 'client@demo.test' };

const task = (id: string, extra: Partial<Task> = {}): Task => ({
  _id: id,
  sessionId: SES,
  pairingId: PAIR,
  topic: 'Sales',
  task: 'Write down last month’s sales',
  dueDate: 1_790_000_000,
  createdBy: 'adv',
  createdAt: 1_780_000_000,
  ...extra,
});

let made = 0;
function queued(group: string, body: Record<string, unknown>, state: Submission['state'] = 'waiting', extra: Partial<Submission> = {}): Submission {
  made += 1;
  return {
    id: `s${made}`,
    group,
    files: [],
    method: 'POST',
    path: '/playbook/x',
    body,
    fileFields: { files: [] },
    state,
    message: null,
    createdAt: 1_790_000_000_000 + made,
    ...extra,
  };
}

describe('the bodies sent', () => {
  it('a reply names the task, the trimmed response and the sender', () => {
    expect(replyBody(task('t1'), '  Done it ', sender, 'sub1')).toEqual({
      submissionId: 'sub1',
      id: 't1',
      response: 'Done it',
      files: [],
      topic: 'Sales',
      dueDate: '1790000000',
      addedById: 'u1',
      addedByEmail: 'client@demo.test',
    });
    expect(replyBody(task('t1', { dueDate: undefined }), 'x', sender, 's').dueDate).toBe('');
  });

  it('a feedback is always from the entrepreneur', () => {
    expect(feedbackBody({ sessionId: SES, pairId: PAIR, rated: 4, feedback: ' Good ' }, sender, 'sub2')).toEqual({
      submissionId: 'sub2',
      rated: 4,
      feedback: 'Good',
      files: [],
      sessionId: SES,
      pairingId: PAIR,
      from: 'Entrepreneur',
      addedById: 'u1',
      addedByEmail: 'client@demo.test',
    });
  });
});

describe('tasks with the replies that wait on the phone', () => {
  it('shows a waiting reply as sent-pending and hides Reply; the server’s reply wins', () => {
    const waiting = queued(replyGroup('t1'), { response: 'My sales' }, 'waiting', { files: ['k1', 'k2'] });
    const [one, two] = overlayTasks([task('t1'), task('t2')], [waiting]);
    expect(one?.waiting).toEqual({ response: 'My sales', files: 2, sent: false });
    expect(one && canReply(one)).toBe(false);
    expect(two?.waiting).toBeUndefined();
    expect(two && canReply(two)).toBe(true);

    const answered = task('t1', { reply: { response: 'From the server', files: [], addedById: 'u1', createdAt: 1 } });
    const [shown] = overlayTasks([answered], [waiting]);
    expect(shown?.waiting).toBeUndefined();
    expect(shown && canReply(shown)).toBe(false);
  });

  it('a sent reply stays shown until the list has it; a refused one shows its message and Reply again', () => {
    const sent = queued(replyGroup('t1'), { response: 'Sent' }, 'sent');
    expect(overlayTasks([task('t1')], [sent])[0]?.waiting?.sent).toBe(true);
    const refused = queued(replyGroup('t1'), { response: 'x' }, 'refused', { message: 'This task already has a response' });
    const [shown] = overlayTasks([task('t1')], [refused]);
    expect(shown?.refusal).toBe('This task already has a response');
    expect(shown && canReply(shown)).toBe(true);
  });

  it('the newest request of a task counts', () => {
    const old = queued(replyGroup('t1'), { response: 'old' }, 'refused', { message: 'no' });
    const now = queued(replyGroup('t1'), { response: 'new' });
    expect(overlayTasks([task('t1')], [now, old])[0]?.waiting?.response).toBe('new');
  });
});

describe('feedback with what waits on the phone', () => {
  const given = (extra: Partial<Feedback>): Feedback => ({
    _id: 'f1',
    sessionId: SES,
    pairingId: PAIR,
    rated: 5,
    feedback: 'Very helpful',
    files: [],
    from: 'Advisor',
    addedById: 'adv',
    createdAt: 1_780_000_000,
    ...extra,
  });

  it('lists waiting feedback first, marked, and only this session’s', () => {
    const mine = queued(feedbackGroup(SES), { submissionId: 'q1', rated: 3, feedback: 'Good', addedById: 'u1', sessionId: SES });
    const other = queued(feedbackGroup('6950f2a0eeeeeeeeeeeeeeee'), { rated: 1, feedback: 'x', addedById: 'u1' });
    const refused = queued(feedbackGroup(SES), { rated: 9, feedback: 'x', addedById: 'u1' }, 'refused');
    const shown = overlayFeedback([given({})], [mine, other, refused], SES);
    expect(shown.map((f) => [f._id, f.rated, f.waiting ?? false, f.from])).toEqual([
      ['q1', 3, true, 'Entrepreneur'],
      ['f1', 5, false, 'Advisor'],
    ]);
  });

  it('drops a sent one once the server lists it (no double entry)', () => {
    const sent = queued(feedbackGroup(SES), { rated: 4, feedback: 'Thanks ', addedById: 'u1' }, 'sent');
    const before = overlayFeedback([given({})], [sent], SES);
    expect(before).toHaveLength(2);
    const server = given({ _id: 'f2', rated: 4, feedback: 'Thanks', from: 'Entrepreneur', addedById: 'u1', createdAt: Math.floor(sent.createdAt / 1000) });
    expect(overlayFeedback([server, given({})], [sent], SES).map((f) => f._id)).toEqual(['f2', 'f1']);
    // An older feedback with the same words is another one: the queued one still shows.
    const older = { ...server, createdAt: server.createdAt - 3600 };
    expect(overlayFeedback([older], [sent], SES)).toHaveLength(2);
  });
});

describe('what the screen acts on', () => {
  it('sent and refused requests of its groups only', () => {
    const a = queued(replyGroup('t1'), {}, 'sent');
    const b = queued(feedbackGroup(SES), {}, 'refused');
    const c = queued(replyGroup('t9'), {}, 'sent');
    const d = queued(replyGroup('t1'), {}, 'waiting');
    const groups = new Set([replyGroup('t1'), feedbackGroup(SES)]);
    expect(settled([a, b, c, d], groups)).toEqual({ sent: [a], refused: [b] });
  });
});
