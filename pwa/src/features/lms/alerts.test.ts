// The trainee's Alerts page: the unread messages of each mentor (the mentor's side, status `sent`),
// newest chat first; read and own messages are no alert.
import { describe, expect, it } from 'vitest';
import { unreadChats } from './alerts';
import type { Mentor, Message } from './api';

const mentor = (id: string, name: string): Mentor => ({ id, name, email: `${id}@demo.test` });
let n = 0;
const message = (mentorId: string, sender: Message['sender'], status: string, createdAt: number, text = `m${++n}`): Message => ({
  id: `id${++n}`,
  cohortId: 'c1',
  traineeId: 't1',
  mentorId,
  sender,
  content: { kind: 'text', text },
  status,
  createdAt,
});

describe('the alerts of unread messages', () => {
  it('counts only the mentor’s messages not read yet, with the newest one, newest chat first', () => {
    const chats = [
      {
        mentor: mentor('a', 'Amina'),
        messages: [message('a', 'mentor', 'read', 1), message('a', 'mentor', 'sent', 5, 'Well done'), message('a', 'mentor', 'sent', 3), message('a', 'trainee', 'sent', 9)],
      },
      { mentor: mentor('b', 'Baraka'), messages: [message('b', 'mentor', 'sent', 7, 'See you Monday')] },
      { mentor: mentor('c', 'Chausiku'), messages: [message('c', 'trainee', 'sent', 8), message('c', 'mentor', 'read', 2)] },
    ];
    expect(unreadChats(chats)).toEqual([
      { mentorId: 'b', name: 'Baraka', count: 1, lastText: 'See you Monday', lastAt: 7 },
      { mentorId: 'a', name: 'Amina', count: 2, lastText: 'Well done', lastAt: 5 },
    ]);
  });

  it('names a mentor without a name by e-mail, and is empty when all is read', () => {
    expect(unreadChats([{ mentor: mentor('d', ''), messages: [message('d', 'mentor', 'sent', 1, 'Hi')] }])[0]?.name).toBe('d@demo.test');
    expect(unreadChats([{ mentor: mentor('a', 'Amina'), messages: [message('a', 'mentor', 'read', 1)] }])).toEqual([]);
    expect(unreadChats([])).toEqual([]);
  });
});
