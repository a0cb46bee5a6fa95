/**
 * The playbook's requests (spec 001 section 7.2; server/src/playbook): the reads, each kept on the
 * phone by its key (lib/lastKnown.ts) so a page seen once opens offline, and the two posts' JSON
 * bodies for the file queue (a reply, a feedback; files named by their upload ids).
 */
import { apiRequest } from '../../lib/api';
import type { PlaybookProgress } from '../../lib/core-playbook';

/** Every text a person reads comes in both languages. */
export interface Text {
  en: string;
  sw: string;
}

export interface AssignedPlaybook {
  /** The playbook's id. */
  id: string;
  /** The assignment's id. */
  _id: string;
  name: Text;
}

/** The server's progress of a pair through one playbook (no label: the phone writes it). */
export type Progress = Omit<PlaybookProgress, 'statusLabel'>;

/** A pair as an entrepreneur reads it: core's `Pairing` and the two people's names. */
export interface Pair {
  _id: string;
  entrepreneur: string;
  advisor: string;
  advisorMail: string;
  advisorWaap: string;
  assignedPlaybooks: AssignedPlaybook[];
  progress: Progress[];
  entrepreneurName: string;
  entrepreneurMail: string;
  advisorName: string;
  createdAt: number;
}

export interface Chapter {
  _id: string;
  playbookId: string;
  name: Text;
  position: number;
}

export interface SessionItem {
  _id: string;
  chapterId: string;
  name: Text;
  position: number;
}

export interface Tool {
  name: Text;
  info: Text;
  /** Core's Markdown rendered safely by the server, when it sends it. */
  infoHtml?: Text;
  icon: string;
  /** The spec's `value`: a link, when there is one. */
  value?: string;
  _isDone?: boolean;
}

export interface Session extends SessionItem {
  info: Text;
  infoHtml?: Text;
  tools: Tool[];
}

export interface Reply {
  response: string;
  files: string[];
  addedById: string;
  createdAt: number;
}

export interface Task {
  _id: string;
  sessionId: string;
  pairingId: string;
  topic: string;
  task: string;
  /** Epoch seconds. */
  dueDate?: number;
  createdBy: string;
  createdAt: number;
  reply?: Reply;
}

export type Side = 'Entrepreneur' | 'Advisor';

export interface Feedback {
  _id: string;
  sessionId: string;
  pairingId: string;
  rated: number;
  feedback: string;
  files: string[];
  from: Side;
  addedById: string;
  createdAt: number;
}

interface Listed<T> {
  data: T[];
  message?: string;
}

const get = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal });
const part = encodeURIComponent;

export const fetchPairs = (signal?: AbortSignal): Promise<Pair[]> => get<Listed<Pair>>('/playbook/pairs', signal).then((a) => a.data);
export const fetchChapters = (playbookId: string, signal?: AbortSignal): Promise<Chapter[]> =>
  get<Listed<Chapter>>(`/playbook/chapters/${part(playbookId)}`, signal).then((a) => a.data);
export const fetchSessions = (chapterId: string, signal?: AbortSignal): Promise<SessionItem[]> =>
  get<Listed<SessionItem>>(`/playbook/sessions/${part(chapterId)}`, signal).then((a) => a.data);
export const fetchSession = (sessionId: string, signal?: AbortSignal): Promise<Session> =>
  get<{ data: Session }>(`/playbook/session/${part(sessionId)}`, signal).then((a) => a.data);
export const fetchTools = (sessionId: string, pairId: string, signal?: AbortSignal): Promise<Tool[]> =>
  get<Listed<Tool>>(`/playbook/tools/${part(sessionId)}/${part(pairId)}`, signal).then((a) => a.data);
export const fetchTasks = (sessionId: string, pairId: string, signal?: AbortSignal): Promise<Task[]> =>
  get<Listed<Task>>(`/playbook/tasks/${part(sessionId)}/${part(pairId)}`, signal).then((a) => a.data);
export const fetchFeedback = (sessionId: string, pairId: string, signal?: AbortSignal): Promise<Feedback[]> =>
  get<Listed<Feedback>>(`/playbook/feedback/${part(sessionId)}/${part(pairId)}`, signal).then((a) => a.data);

/** The keys the answers are kept under on the phone (per user: lib/lastKnown.ts). */
export const keys = {
  pairs: 'playbook-pairs',
  chapters: (playbookId: string) => `playbook-chapters:${playbookId}`,
  sessions: (chapterId: string) => `playbook-sessions:${chapterId}`,
  session: (sessionId: string) => `playbook-session:${sessionId}`,
  tools: (sessionId: string, pairId: string) => `playbook-tools:${sessionId}:${pairId}`,
  tasks: (sessionId: string, pairId: string) => `playbook-tasks:${sessionId}:${pairId}`,
  feedback: (sessionId: string, pairId: string) => `playbook-feedback:${sessionId}:${pairId}`,
};

/** The path a stored file of a reply or a feedback is served at (with the bearer token). */
export const filePath = (fileId: string): string => `/playbook/files/${part(fileId)}`;

export const REPLY_PATH = '/playbook/add-task-response';
export const FEEDBACK_PATH = '/playbook/add-feedback';
/** The file queue's kind of a reply's or a feedback's file (core `UploadKind::PlaybookFile`). */
export const FILE_KIND = 'playbookFile';
