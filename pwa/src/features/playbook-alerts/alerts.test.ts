import { describe, expect, it } from 'vitest';
import type { Submission } from '../../lib/files';
import { alertLink, localReads, sessionPath, sideOf, unreadCount, unreadOf, withReads, READ_GROUP } from './alerts';
import type { Alert } from './api';

const alert = (id: string, read = false, more: Partial<Alert> = {}): Alert => ({
  _id: id,
  kind: 'newTask',
  title: 'New task',
  body: 'Your advisor set you a new task',
  pairingId: 'pair0000000000000000000a',
  sessionId: 'sess0000000000000000000a',
  read,
  createdAt: 1_780_000_000,
  ...more,
});

const mark = (target: string, state: Submission['state'] = 'waiting'): Submission => ({
  id: `sub-${target}-${state}`,
  group: `${READ_GROUP}${target}`,
  files: [],
  method: 'POST',
  path: `/playbook/alerts/${target}/read`,
  body: {},
  fileFields: {},
  state,
  message: null,
  createdAt: 1,
});

describe('which alerts count as read', () => {
  it('takes the marks made here that wait or were sent, never a refused one', () => {
    const reads = localReads([mark('a1'), mark('a2', 'sent'), mark('a3', 'refused')]);
    expect([...reads.ids].sort()).toEqual(['a1', 'a2']);
    expect(reads.all).toBe(false);
    expect(localReads([mark('all')]).all).toBe(true);
    expect(localReads([mark('all', 'refused')]).all).toBe(false);
    expect(localReads(undefined)).toEqual({ ids: new Set(), all: false });
  });

  it('shows marked alerts read and counts the unread', () => {
    const alerts = [alert('a1'), alert('a2'), alert('a3', true)];
    const shown = withReads(alerts, localReads([mark('a1')]));
    expect(shown.map((a) => a.read)).toEqual([true, false, true]);
    expect(unreadCount(shown)).toBe(1);
    expect(unreadCount(withReads(alerts, localReads([mark('all')])))).toBe(0);
    expect(unreadCount(alerts)).toBe(2);
  });

  it("takes the server's count (alerts beyond the list too) less those marked here", () => {
    const list = { data: [alert('a1'), alert('a2'), alert('a3', true)], unread: 5 };
    expect(unreadOf(list, localReads([]))).toBe(5);
    expect(unreadOf(list, localReads([mark('a1')]))).toBe(4);
    // A mark of an alert the server already has read changes nothing.
    expect(unreadOf(list, localReads([mark('a3')]))).toBe(5);
    expect(unreadOf(list, localReads([mark('all')]))).toBe(0);
    // Never fewer than the list shows unread (a count older than the list).
    expect(unreadOf({ ...list, unread: 0 }, localReads([]))).toBe(2);
  });
});

describe('where an alert leads', () => {
  const place = { playbookId: 'play000000000000000000aa', chapterId: 'chap000000000000000000aa' };

  it("the entrepreneur: the session's page (9 pieces) when its playbook and chapter are known, else My Playbooks", () => {
    const link = alertLink('entrepreneur', alert('a1'), place);
    expect(link).toBe('/dashboard/playbook/b/play000000000000000000aa/c/chap000000000000000000aa/s/sess0000000000000000000a');
    expect(link.split('/')).toHaveLength(9);
    expect(sessionPath(place, 'sess0000000000000000000a')).toBe(link);
    expect(alertLink('entrepreneur', alert('a1'))).toBe('/dashboard/playbook/playbooks');
    expect(alertLink('entrepreneur', alert('a1', false, { sessionId: null }), place)).toBe('/dashboard/playbook/playbooks');
  });

  it("the advisor: the pair's session, else their overview", () => {
    expect(alertLink('advisor', alert('a1'))).toBe('/advisor/pairs/pair0000000000000000000a/sessions/sess0000000000000000000a');
    expect(alertLink('advisor', alert('a1', false, { pairingId: null }))).toBe('/advisor/overview');
    expect(alertLink('advisor', alert('a1', false, { sessionId: null }))).toBe('/advisor/overview');
  });

  it('tells the side from the path', () => {
    expect(sideOf('/advisor/alerts')).toBe('advisor');
    expect(sideOf('/dashboard/playbook/alerts')).toBe('entrepreneur');
  });
});
