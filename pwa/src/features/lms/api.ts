/**
 * The learning area's requests (spec 002 section 7.5; docs/lms.md): the trainee's reads, each kept
 * on the phone by its key (lib/lastKnown.ts) so a page seen once opens offline, and the paths and JSON
 * bodies of what goes through the file queue (surveys, assignments, pitches, messages).
 */
import { apiRequest } from '../../lib/api';
import type { WireQuestion } from '../../lib/core-survey';

/** Every text a person reads in the course comes in both languages. */
export interface Text {
  en: string;
  sw: string;
}

export interface Trainee {
  id: string;
  cohortId: string;
  userId: string;
  name: string;
}

export interface Meeting {
  id: string;
  title: Text;
  /** Epoch seconds. */
  startsAt: number;
  endsAt: number;
  place: string;
}

export interface CourseClass {
  id: string;
  cohortId: string;
  name: Text;
  meetings: Meeting[];
}

export interface Mentor {
  id: string;
  name: string;
  email: string;
}

export type ChapterStatus = 'completed' | 'current' | 'locked';

export interface ChapterAssignment {
  id: string;
  title: Text;
  submissions: number;
  is_marked: boolean;
}

export interface Chapter {
  id: string;
  name: Text;
  position: number;
  status: ChapterStatus;
  assignments: ChapterAssignment[];
}

export interface TopicItem {
  id: string;
  chapterId: string;
  name: Text;
  position: number;
}

export interface Topic {
  id: string;
  chapterId: string;
  name: Text;
  description: Text;
  descriptionHtml: Text;
}

export interface Resource {
  id: string;
  topicId: string;
  name: Text;
  description: Text;
  link: string;
  position: number;
  /** 2 audio, 3 video id, 4 hosted file. */
  resourceTypeId: number;
  sizeBytes: number;
}

export interface Objective {
  id: string;
  title: Text;
  list: { en: string[]; sw: string[] };
}

export interface Faq {
  id: string;
  question: Text;
  solution: Text;
}

export type AssignmentState = 'notAttempted' | 'submitted' | 'graded';

export interface Assignment {
  id: string;
  title: Text;
  createdAt: number;
  periodInDays: number;
  chapterId: string;
  /** Epoch seconds (core's createdAt + periodInDays). */
  dueDate: number;
  score: number | null | 'notAttempted';
  state: AssignmentState;
  unlocked: boolean;
}

export type TaskType = 'text' | 'link' | 'choice' | 'checkbox' | 'file';

export interface Task {
  text: Text;
  type: TaskType;
  options?: Text[];
}

export interface AssignmentDetail {
  id: string;
  title: Text;
  tasks: Record<string, Task>;
}

export interface Submit {
  score: number | null;
  comment: string;
  createdAt: number;
  gradedAt: number | null;
}

export interface Progress {
  submitted: number;
  total: number;
  percent: number;
}

export interface Note {
  id: string;
  title: string;
  notes: Record<string, string>;
  type: string[];
  cohortId: string;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

export interface Review {
  traineeId: string;
  rating: number;
  comment: string;
  createdAt: number;
}

export interface Message {
  id: string;
  cohortId: string;
  traineeId: string;
  mentorId: string;
  sender: 'mentor' | 'trainee';
  content: { kind: string; text: string };
  status: string;
  createdAt: number;
}

export interface DoneStatus {
  completed: boolean;
  data: Record<string, number>;
}

export interface SurveyForm {
  slug: string;
  title: Text;
  questions: WireQuestion[];
}

/** The 14 score items (3.5) by name, each 0 to 5 or null, with the total and percentage. */
export type ScoreAggregate = Record<string, number | null>;

export interface Pitch {
  id: string;
  number: number;
  upload: string;
  fileName?: string;
  score: number | null;
  comment: string;
  createdAt: number;
}

interface Listed<T> {
  data: T[];
  count?: number;
}

/** The spec's reads that can be missing: `Response: "False"` is none (an empty list here). */
interface Maybe<T> {
  Response?: string;
  data?: T;
}

const get = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(`/lms${path}`, { signal });
const q = encodeURIComponent;
const list = <T>(path: string, signal?: AbortSignal): Promise<T[]> => get<Listed<T>>(path, signal).then((a) => a.data ?? []);
const maybeList = <T>(path: string, signal?: AbortSignal): Promise<T[]> =>
  get<Maybe<T[]>>(path, signal).then((a) => (a.Response === 'False' ? [] : (a.data ?? [])));
const first = <T>(path: string, signal?: AbortSignal): Promise<T | null> =>
  get<Maybe<T[]>>(path, signal).then((a) => (a.Response === 'False' ? null : (a.data?.[0] ?? null)));

export const fetchTrainees = (userId: string, signal?: AbortSignal): Promise<Trainee[]> => list(`/trainees?user_id=${q(userId)}`, signal);
export const fetchClasses = (cohortId: string, signal?: AbortSignal): Promise<CourseClass[]> => list(`/classes?cohort_id=${q(cohortId)}`, signal);
export const fetchMentors = (cohortId: string, signal?: AbortSignal): Promise<Mentor[]> => list(`/mentors/${q(cohortId)}`, signal);
export const fetchChapters = (classId: string, signal?: AbortSignal): Promise<Chapter[]> => list(`/chapters?class_id=${q(classId)}`, signal);
export const fetchTopics = (chapterId: string, signal?: AbortSignal): Promise<TopicItem[]> => list(`/topics?chapter_id=${q(chapterId)}`, signal);
export const fetchTopic = (topicId: string, signal?: AbortSignal): Promise<Topic | null> => first(`/topics/${q(topicId)}`, signal);
export const fetchResources = (topicId: string, signal?: AbortSignal): Promise<Resource[]> =>
  list<Resource>(`/topic-resources?topic_id=${q(topicId)}`, signal);
export const fetchObjectives = (topicId: string, signal?: AbortSignal): Promise<Objective[]> => list(`/objectives?topic_id=${q(topicId)}`, signal);
export const fetchFaqs = (classId: string, signal?: AbortSignal): Promise<Faq[]> => maybeList(`/faqs?class_id=${q(classId)}`, signal);
export const fetchAssignments = (classId: string, signal?: AbortSignal): Promise<Assignment[]> => list(`/assignments?class_id=${q(classId)}`, signal);
export const fetchAssignment = (id: string, signal?: AbortSignal): Promise<AssignmentDetail | null> => first(`/assignments/${q(id)}`, signal);
export const fetchSubmits = (id: string, traineeId: string, signal?: AbortSignal): Promise<Submit[]> =>
  list(`/assignments/${q(id)}/submits?trainee_id=${q(traineeId)}`, signal);
export const fetchProgress = (traineeId: string, signal?: AbortSignal): Promise<Progress> =>
  get<{ data: Progress }>(`/assignments/progress?trainee_id=${q(traineeId)}`, signal).then((a) => a.data);
export const fetchReviews = (topicId: string, traineeId: string, signal?: AbortSignal): Promise<Review[]> =>
  list(`/topics/${q(topicId)}/reviews?trainee_id=${q(traineeId)}`, signal);
export const fetchDone = (cohortId: string, traineeId: string, signal?: AbortSignal): Promise<DoneStatus> =>
  get<DoneStatus>(`/surveys/verify-done/1?cohort_id=${q(cohortId)}&trainee_id=${q(traineeId)}`, signal);
export const fetchSurvey = (slug: string, signal?: AbortSignal): Promise<SurveyForm> =>
  get<{ data: SurveyForm }>(`/surveys/${slug.split('/').map(q).join('/')}`, signal).then((a) => a.data);
export const fetchScores = (cohortId: string, traineeId: string, signal?: AbortSignal): Promise<ScoreAggregate | null> =>
  first(`/scores/aggregates?cohort_id=${q(cohortId)}&trainee_id=${q(traineeId)}`, signal);
export const fetchPitches = (traineeId: string, signal?: AbortSignal): Promise<Pitch[]> => list(`/pitches?trainee_id=${q(traineeId)}`, signal);
/** The chat of the trainee and one mentor (7.5), oldest first; none is an empty list. */
export const fetchMessages = (cohortId: string, mentorId: string, traineeId: string, signal?: AbortSignal): Promise<Message[]> =>
  maybeList(`/messages?cohort_id=${q(cohortId)}&mentor_id=${q(mentorId)}&trainee_id=${q(traineeId)}`, signal);

/** Each mentor of the cohort with the chat the trainee has with them (the Alerts page's read). */
export interface MentorChat {
  mentor: Mentor;
  messages: Message[];
}

export async function fetchMentorChats(cohortId: string, traineeId: string, signal?: AbortSignal): Promise<MentorChat[]> {
  const mentors = await fetchMentors(cohortId, signal);
  return Promise.all(mentors.map(async (mentor) => ({ mentor, messages: await fetchMessages(cohortId, mentor.id, traineeId, signal) })));
}

/** `POST /messages/read`: the trainee has read the mentor's messages in their chat. */
export const markMessagesRead = (traineeId: string, mentorId: string, signal?: AbortSignal): Promise<unknown> =>
  apiRequest('/lms/messages/read', { body: { traineeId, mentorId }, signal });
export const fetchNotes = (traineeId: string, signal?: AbortSignal): Promise<Note[]> => maybeList(`/trainees/${q(traineeId)}/notes`, signal);

/** The keys the answers are kept under on the phone (per user: lib/lastKnown.ts). */
export const keys = {
  trainee: 'lms-trainee',
  done: (traineeId: string) => `lms-done:${traineeId}`,
  classes: (cohortId: string) => `lms-classes:${cohortId}`,
  mentors: (cohortId: string) => `lms-mentors:${cohortId}`,
  chapters: (classId: string) => `lms-chapters:${classId}`,
  topics: (chapterId: string) => `lms-topics:${chapterId}`,
  topic: (topicId: string) => `lms-topic:${topicId}`,
  resources: (topicId: string) => `lms-resources:${topicId}`,
  objectives: (topicId: string) => `lms-objectives:${topicId}`,
  faqs: (classId: string) => `lms-faqs:${classId}`,
  assignments: (classId: string) => `lms-assignments:${classId}`,
  assignment: (id: string) => `lms-assignment:${id}`,
  submits: (id: string) => `lms-submits:${id}`,
  progress: (traineeId: string) => `lms-progress:${traineeId}`,
  reviews: (topicId: string) => `lms-reviews:${topicId}`,
  survey: (slug: string) => `lms-survey:${slug}`,
  scores: (traineeId: string) => `lms-scores:${traineeId}`,
  pitches: (traineeId: string) => `lms-pitches:${traineeId}`,
  messages: (mentorId: string) => `lms-messages:${mentorId}`,
  mentorChats: (traineeId: string) => `lms-mentor-chats:${traineeId}`,
};

/** The file queue's kind of an assignment's file answer and a pitch deck (core `UploadKind::LmsFile`). */
export const FILE_KIND = 'lmsFile';
