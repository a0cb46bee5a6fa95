/**
 * What the trainee's Alerts page says about their chats (spec 002 section 2.6; docs/lms.md "Alerts"):
 * each mentor who wrote messages the trainee has not read yet (the mentor's side, status `sent`),
 * with how many and the newest, the most recent chat first. Read from the chats the page reads.
 */
import type { Message, MentorChat } from './api';

export interface UnreadChat {
  mentorId: string;
  name: string;
  count: number;
  /** The newest unread message's text and time (epoch seconds). */
  lastText: string;
  lastAt: number;
}

export const isUnreadFromMentor = (message: Message): boolean => message.sender === 'mentor' && message.status === 'sent';

export function unreadChats(chats: readonly MentorChat[]): UnreadChat[] {
  const found: UnreadChat[] = [];
  for (const { mentor, messages } of chats) {
    const unread = messages.filter(isUnreadFromMentor);
    if (unread.length === 0) continue;
    const last = unread.reduce((a, b) => (b.createdAt >= a.createdAt ? b : a));
    found.push({ mentorId: mentor.id, name: mentor.name || mentor.email, count: unread.length, lastText: last.content.text, lastAt: last.createdAt });
  }
  return found.sort((a, b) => b.lastAt - a.lastAt);
}
