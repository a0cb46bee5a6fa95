/** The advisor's pages (base /advisor; core `mayOpen` lets only advisors open them). */
export const BASE = '/advisor';
export const OVERVIEW = `${BASE}/overview`;

export type SessionTab = 'tools' | 'tasks' | 'feedback';
export const SESSION_TABS: readonly SessionTab[] = ['tools', 'tasks', 'feedback'];

const part = (id: string) => encodeURIComponent(id);

export const pairPath = (pairId: string): string => `${BASE}/pairs/${part(pairId)}`;
export const playbookPath = (pairId: string, playbookId: string): string => `${pairPath(pairId)}/playbooks/${part(playbookId)}`;
/** A session of the pair, on one of its tabs (`?tab=`; the checklist when left out). */
export const sessionPath = (pairId: string, sessionId: string, tab: SessionTab = 'tools'): string =>
  `${pairPath(pairId)}/sessions/${part(sessionId)}${tab === 'tools' ? '' : `?tab=${tab}`}`;

export const isSessionTab = (value: string | null): value is SessionTab => value !== null && (SESSION_TABS as readonly string[]).includes(value);
