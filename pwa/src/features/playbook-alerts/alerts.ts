/**
 * What the alerts page works out: which alerts count as read (the server's word, and the marks still
 * waiting on the device), how many are unread, and where an alert leads for the entrepreneur and the
 * advisor.
 */
import type { Submission } from '../../lib/files';
import type { Alert, Place } from './api';

/** The file queue's groups of the marks: `playbook-alert-read:{alertId}`, or `…:all`. */
export const READ_GROUP = 'playbook-alert-read:';
export const ALL = 'all';

export interface LocalReads {
  ids: ReadonlySet<string>;
  /** "Mark all as read" waits or was sent: every alert listed counts as read. */
  all: boolean;
}

/** The marks made on this device that the server took or will take (a refused one counts for nothing). */
export function localReads(submissions: readonly Submission[] | undefined): LocalReads {
  const ids = new Set<string>();
  let all = false;
  for (const submission of submissions ?? []) {
    if (submission.state === 'refused' || !submission.group.startsWith(READ_GROUP)) continue;
    const id = submission.group.slice(READ_GROUP.length);
    if (id === ALL) all = true;
    else ids.add(id);
  }
  return { ids, all };
}

export const isRead = (alert: Alert, reads: LocalReads): boolean => alert.read || reads.all || reads.ids.has(alert._id);

/** The alerts as the person should see them now: read once marked, here or on the server. */
export const withReads = (alerts: readonly Alert[], reads: LocalReads): Alert[] =>
  alerts.map((alert) => (alert.read || !isRead(alert, reads) ? alert : { ...alert, read: true }));

export const unreadCount = (alerts: readonly Alert[]): number => alerts.filter((alert) => !alert.read).length;

/**
 * How many are unread: the server's count (which also counts those beyond the 100 it lists) less the
 * listed ones marked read here since; none once "Mark all as read" is on its way.
 */
export function unreadOf(list: { data: readonly Alert[]; unread: number }, reads: LocalReads): number {
  if (reads.all) return 0;
  const markedHere = list.data.filter((alert) => !alert.read && reads.ids.has(alert._id)).length;
  return Math.max(0, list.unread - markedHere, unreadCount(withReads(list.data, reads)));
}

export type Side = 'entrepreneur' | 'advisor';

/** The entrepreneur's playbook pages (spec 001 section 2.3). */
export const PLAYBOOK_BASE = '/dashboard/playbook';
export const PLAYBOOKS = `${PLAYBOOK_BASE}/playbooks`;
export const ADVISOR_HOME = '/advisor/overview';

/** The entrepreneur's session route: exactly 9 pieces (core's `session_path`). */
export const sessionPath = (place: Place, sessionId: string): string =>
  `${PLAYBOOK_BASE}/b/${encodeURIComponent(place.playbookId)}/c/${encodeURIComponent(place.chapterId)}/s/${encodeURIComponent(sessionId)}`;

/**
 * Where opening an alert leads. The entrepreneur: the session's page when its playbook and chapter
 * are known (`place`), else My Playbooks. The advisor: the pair's session, else their overview.
 */
export function alertLink(side: Side, alert: Pick<Alert, 'pairingId' | 'sessionId'>, place: Place | null = null): string {
  const { pairingId, sessionId } = alert;
  if (side === 'advisor') {
    return pairingId && sessionId ? `/advisor/pairs/${encodeURIComponent(pairingId)}/sessions/${encodeURIComponent(sessionId)}` : ADVISOR_HOME;
  }
  return sessionId && place?.playbookId && place.chapterId ? sessionPath(place, sessionId) : PLAYBOOKS;
}

/** The side a page is for, by its path: the advisor's area or the entrepreneur's dashboard. */
export const sideOf = (pathname: string): Side => (pathname.startsWith('/advisor') ? 'advisor' : 'entrepreneur');
