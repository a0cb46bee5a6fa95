/** The team's playbook content requests (docs/playbook.md, /api/playbook/content). */
import { apiRequest } from '../../lib/api';
import { withMsg } from './answer';

export interface Text {
  en: string;
  sw: string;
}

export interface Tool {
  name: Text;
  info: Text;
  icon: string;
  /** A https link to a template or a guide. */
  value?: string;
}

export interface Session {
  _id: string;
  chapterId: string;
  name: Text;
  position: number;
  info: Text;
  infoHtml?: Text | string;
  tools: Tool[];
}

export interface Chapter {
  _id: string;
  playbookId: string;
  name: Text;
  position: number;
  sessions: Session[];
}

export interface Playbook {
  _id: string;
  name: Text;
  summary: Text;
  chapters: Chapter[];
}

export interface Content {
  playbooks: Playbook[];
  /** Core's icon names, for the tools. */
  icons: string[];
}

export interface Saved<T> {
  msg: string;
  data: T;
}

export interface PlaybookBody {
  name: Text;
  summary: Text;
}

export interface ChapterBody {
  name: Text;
  position?: number;
}

export interface SessionBody {
  name: Text;
  position?: number;
  info: Text;
  tools: Tool[];
}

/** The key the content is kept under on the device (lib/lastKnown.ts). */
export const CONTENT_KEY = 'playbook-content';

const request = <T>(path: string, options?: Parameters<typeof apiRequest>[1]): Promise<T> => withMsg(apiRequest<T>(path, options));
const BASE = '/playbook/content';
const id = (value: string) => encodeURIComponent(value);

export const fetchContent = (signal?: AbortSignal): Promise<Content> =>
  request<{ data: Playbook[]; icons?: string[] }>(BASE, { signal }).then((answer) => ({ playbooks: answer.data, icons: answer.icons ?? [] }));

export const createPlaybook = (body: PlaybookBody): Promise<Saved<Playbook>> => request(`${BASE}/playbooks`, { body });
export const updatePlaybook = (playbookId: string, body: PlaybookBody): Promise<Saved<Playbook>> =>
  request(`${BASE}/playbooks/${id(playbookId)}`, { method: 'PUT', body });

export const createChapter = (playbookId: string, body: ChapterBody): Promise<Saved<Chapter>> =>
  request(`${BASE}/playbooks/${id(playbookId)}/chapters`, { body });
export const updateChapter = (chapterId: string, body: Required<ChapterBody>): Promise<Saved<Chapter>> =>
  request(`${BASE}/chapters/${id(chapterId)}`, { method: 'PUT', body });
export const removeChapter = (chapterId: string): Promise<{ msg: string }> => request(`${BASE}/chapters/${id(chapterId)}`, { method: 'DELETE' });

export const createSession = (chapterId: string, body: SessionBody): Promise<Saved<Session>> =>
  request(`${BASE}/chapters/${id(chapterId)}/sessions`, { body });
export const updateSession = (sessionId: string, body: SessionBody): Promise<Saved<Session>> =>
  request(`${BASE}/sessions/${id(sessionId)}`, { method: 'PUT', body });
export const removeSession = (sessionId: string): Promise<{ msg: string }> => request(`${BASE}/sessions/${id(sessionId)}`, { method: 'DELETE' });

/** Core's HTML of a Markdown text, or its refusal's message. */
export const preview = (text: string): Promise<string> =>
  request<{ html: string }>(`${BASE}/preview`, { body: { text } }).then((answer) => answer.html);
