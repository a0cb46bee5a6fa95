/**
 * The advisor's playbook calls (server/src/playbook; docs/playbook.md), each with the key its last
 * answer is kept under on the phone (lib/lastKnown.ts) so a page seen once opens offline.
 */
import { apiRequest } from '../../lib/api';
import {
  readAlerts,
  readAnswer,
  readChapters,
  readFeedback,
  readPairs,
  readSession,
  readSessions,
  readTasks,
  readTools,
  type Alert,
  type Chapter,
  type Feedback,
  type Pair,
  type Session,
  type SessionItem,
  type Task,
  type Tool,
} from './wire';

const part = (id: string) => encodeURIComponent(id);
type Load<T> = (signal: AbortSignal) => Promise<T>;

export interface Read<T> {
  key: string;
  load: Load<T>;
}

const get = <T>(key: string, path: string, read: (answer: unknown) => T): Read<T> => ({
  key: `advisor:${key}`,
  load: (signal) => apiRequest<unknown>(path, { signal }).then(read),
});

export const pairsRead = (): Read<Pair[]> => get('pairs', '/playbook/pairs', readPairs);
export const alertsRead = (): Read<Alert[]> => get('alerts', '/playbook/alerts', readAlerts);
export const chaptersRead = (playbookId: string): Read<Chapter[]> =>
  get(`chapters:${playbookId}`, `/playbook/chapters/${part(playbookId)}`, readChapters);
export const sessionsRead = (chapterId: string): Read<SessionItem[]> =>
  get(`sessions:${chapterId}`, `/playbook/sessions/${part(chapterId)}`, readSessions);
export const sessionRead = (sessionId: string): Read<Session> => get(`session:${sessionId}`, `/playbook/session/${part(sessionId)}`, readSession);
export const toolsRead = (sessionId: string, pairId: string): Read<Tool[]> =>
  get(`tools:${sessionId}:${pairId}`, `/playbook/tools/${part(sessionId)}/${part(pairId)}`, readTools);
export const tasksRead = (sessionId: string, pairId: string): Read<Task[]> =>
  get(`tasks:${sessionId}:${pairId}`, `/playbook/tasks/${part(sessionId)}/${part(pairId)}`, readTasks);
export const feedbackRead = (sessionId: string, pairId: string): Read<Feedback[]> =>
  get(`feedback:${sessionId}:${pairId}`, `/playbook/feedback/${part(sessionId)}/${part(pairId)}`, readFeedback);

/** POST /playbook/tools/{sessId}/{pairId} `{tool, done}`: ticks a tool done, or back to pending. */
export const tickTool = (sessionId: string, pairId: string, tool: string, done: boolean) =>
  apiRequest<unknown>(`/playbook/tools/${part(sessionId)}/${part(pairId)}`, { body: { tool, done } }).then(readAnswer);

export interface NewTask {
  sessionId: string;
  pairingId: string;
  topic: string;
  task: string;
  /** `yyyy-mm-dd`, or '' for none. */
  dueDate: string;
  /** Made once per task on the device: sent again after a lost answer, it is set once. */
  submissionId: string;
}

/** POST /playbook/tasks: the task as stored, with the server's message. */
export const setTask = (task: NewTask) =>
  apiRequest<unknown>('/playbook/tasks', {
    body: { ...task, topic: task.topic.trim(), task: task.task.trim(), dueDate: task.dueDate || null },
  }).then(readAnswer);

/** Where the feedback's queued submissions are followed: one group per session and pair. */
export const feedbackGroup = (sessionId: string, pairId: string): string => `advisor-feedback:${sessionId}:${pairId}`;

/** The file a reply or a feedback carries (behind the bearer token). */
export const filePath = (id: string): string => `/playbook/files/${part(id)}`;
