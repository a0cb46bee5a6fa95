/**
 * The team's course-writing calls (docs/lms.md, "Writing the course" and "Course media"), all under
 * /api/lms/team. Writes answer `{error: false, message, data?}`; a refusal `{error: true, message}`
 * (lib/api throws it with the message, already in the person's language or translated by useSay).
 */
import { apiRequest } from '../../lib/api';

export interface Text {
  en: string;
  sw: string;
}

export interface Meeting {
  id?: string;
  title: Text;
  /** `YYYY-MM-DD`, Nairobi. */
  day: string;
  /** `HH:MM`, Nairobi. */
  starts: string;
  ends: string;
  place: string;
  startsAt?: number;
  endsAt?: number;
}

export interface Faq {
  id?: string;
  question: Text;
  solution: Text;
}

export interface TopicItem {
  id: string;
  name: Text;
  position: number;
}

export interface AssignmentItem {
  id: string;
  title: Text;
  periodInDays: number;
  position: number;
  /** How many trainees have answered it. */
  submissions: number;
}

export interface Chapter {
  id: string;
  name: Text;
  position: number;
  topics: TopicItem[];
  assignments: AssignmentItem[];
}

export interface CourseClass {
  id: string;
  cohortId: string;
  name: Text;
  meetings: Meeting[];
  faqs: Faq[];
  chapters: Chapter[];
}

export type ResourceType = 'audio' | 'video' | 'file';

export interface Objective {
  title: Text;
  list: { en: string[]; sw: string[] };
}

export interface Resource {
  type: ResourceType;
  name: Text;
  description: Text;
  /** `https://…` or `/api/lms/media/…` (audio, file); a YouTube id (video). */
  link: string;
  sizeBytes?: number | null;
}

export interface Topic {
  id: string;
  chapterId: string;
  name: Text;
  description: Text;
  position: number;
  objectives: Objective[];
  resources: Resource[];
}

export type TaskType = 'text' | 'link' | 'choice' | 'checkbox' | 'file';

export interface Task {
  text: Text;
  type: TaskType;
  options: Text[];
}

export interface Assignment {
  id: string;
  chapterId: string;
  title: Text;
  periodInDays: number;
  position: number;
  /** By number: `"1"`, `"2"`… */
  tasks: Record<string, Task>;
  submissions: number;
}

export interface Written {
  error?: boolean;
  message: string;
  data?: { id: string };
}

export interface TopicBody {
  name: Text;
  description: Text;
  position?: number;
  objectives: Objective[];
  resources: Resource[];
}

export interface AssignmentBody {
  title: Text;
  periodInDays: number;
  tasks: Record<string, Task>;
  position?: number;
}

export interface MeetingBody {
  title: Text;
  day: string;
  starts: string;
  ends: string;
  place: string;
}

export interface FaqBody {
  question: Text;
  solution: Text;
}

/** What `POST /media` answers about a stored course file. */
export interface Media {
  link: string;
  sizeBytes: number;
  name: string;
  contentType: string;
}

/** The file queue's kind of a course audio or file (core `UploadKind::LmsMedia`). */
export const MEDIA_KIND = 'lmsMedia';
export const MEDIA_PATH = '/lms/team/media';

const BASE = '/lms/team';
const id = (value: string) => encodeURIComponent(value);

/** The key a class is kept under on the device (lib/lastKnown.ts). */
export const classKey = (classId: string): string => `course-editor:class:${classId}`;
export const topicKey = (topicId: string): string => `course-editor:topic:${topicId}`;
export const assignmentKey = (assignmentId: string): string => `course-editor:assignment:${assignmentId}`;

export const fetchClass = (classId: string, signal?: AbortSignal): Promise<CourseClass> =>
  apiRequest<{ data: CourseClass }>(`${BASE}/classes/${id(classId)}`, { signal }).then((answer) => answer.data);

export const saveClassName = (classId: string, name: Text): Promise<Written> =>
  apiRequest(`${BASE}/classes/${id(classId)}`, { method: 'PUT', body: { name } });

export const saveMeetings = (classId: string, meetings: MeetingBody[]): Promise<Written> =>
  apiRequest(`${BASE}/classes/${id(classId)}/meetings`, { method: 'PUT', body: { meetings } });

export const saveFaqs = (classId: string, faqs: FaqBody[]): Promise<Written> =>
  apiRequest(`${BASE}/classes/${id(classId)}/faqs`, { method: 'PUT', body: { faqs } });

/** `newId`: the id the device made for it, kept until the create is answered, so a retry makes one. */
export const createChapter = (classId: string, name: Text, newId: string): Promise<Written> =>
  apiRequest(`${BASE}/classes/${id(classId)}/chapters`, { body: { name, id: newId } });

export const updateChapter = (chapterId: string, name: Text, position: number): Promise<Written> =>
  apiRequest(`${BASE}/chapters/${id(chapterId)}`, { method: 'PUT', body: { name, position } });

export const removeChapter = (chapterId: string): Promise<Written> => apiRequest(`${BASE}/chapters/${id(chapterId)}`, { method: 'DELETE' });

export const fetchTopic = (topicId: string, signal?: AbortSignal): Promise<Topic> =>
  apiRequest<{ data: Topic }>(`${BASE}/topics/${id(topicId)}`, { signal }).then((answer) => answer.data);

export const createTopic = (chapterId: string, body: TopicBody, newId: string): Promise<Written> =>
  apiRequest(`${BASE}/chapters/${id(chapterId)}/topics`, { body: { ...body, id: newId } });

export const updateTopic = (topicId: string, body: TopicBody): Promise<Written> => apiRequest(`${BASE}/topics/${id(topicId)}`, { method: 'PUT', body });

export const removeTopic = (topicId: string): Promise<Written> => apiRequest(`${BASE}/topics/${id(topicId)}`, { method: 'DELETE' });

export const fetchAssignment = (assignmentId: string, signal?: AbortSignal): Promise<Assignment> =>
  apiRequest<{ data: Assignment }>(`${BASE}/assignments/${id(assignmentId)}`, { signal }).then((answer) => answer.data);

export const createAssignment = (chapterId: string, body: AssignmentBody, newId: string): Promise<Written> =>
  apiRequest(`${BASE}/chapters/${id(chapterId)}/assignments`, { body: { ...body, id: newId } });

export const updateAssignment = (assignmentId: string, body: AssignmentBody): Promise<Written> =>
  apiRequest(`${BASE}/assignments/${id(assignmentId)}`, { method: 'PUT', body });

export const removeAssignment = (assignmentId: string): Promise<Written> => apiRequest(`${BASE}/assignments/${id(assignmentId)}`, { method: 'DELETE' });

/** Core's HTML of a Markdown text, or its refusal's message (thrown). */
export const preview = (text: string): Promise<string> => apiRequest<{ html: string }>(`${BASE}/preview`, { body: { text } }).then((answer) => answer.html);

/** The course written back in the folder format. */
export const fetchExport = (classId: string): Promise<Array<{ path: string; text: string }>> =>
  apiRequest<{ data: { files: Array<{ path: string; text: string }> } }>(`${BASE}/classes/${id(classId)}/export`).then((answer) => answer.data.files);
