/**
 * What the editor works out from the course and from its forms, nothing of it a rule of the course
 * (those are core's, checked by the server): a text in the person's language, a list with an item
 * moved, the chapters' positions a move changes, a time or a size as typed read into the wire's
 * form, and the bodies the server is sent (texts trimmed, tasks numbered 1..n in their order).
 */
import type { Lang } from '../../lib/i18n';
import type {
  Assignment,
  AssignmentBody,
  Faq,
  FaqBody,
  Meeting,
  MeetingBody,
  Objective,
  Resource,
  ResourceType,
  Task,
  TaskType,
  Text,
  Topic,
  TopicBody,
} from './api';

export const textIn = (text: Text, lang: Lang): string => text[lang] || text.en;

export const blankText = (): Text => ({ en: '', sw: '' });

export const trimmed = (text: Text): Text => ({ en: text.en.trim(), sw: text.sw.trim() });

let keys = 0;
/** A new key for a row of a list on this screen (never sent). */
export const rowKey = (): string => `row-${Date.now().toString(36)}-${(keys += 1)}`;

/** The list with the item at `index` moved by `delta` (-1 up, +1 down); the same items when it cannot move. */
export function moved<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1) as [T];
  next.splice(to, 0, item);
  return next;
}

/** The list without the item at `index`. */
export const without = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** The list with the item at `index` replaced. */
export const replaced = <T>(list: readonly T[], index: number, item: T): T[] => list.map((was, i) => (i === index ? item : was));

/**
 * The chapter moves to save when the chapter at `index` (of the chapters in their order) moves by
 * `delta`: the server pushes the others along (positions stay 1..n), so one PUT of the moving
 * chapter with its new place (1-based) is enough; none when it cannot move.
 */
export function chapterMove<T extends { id: string }>(chapters: readonly T[], index: number, delta: number): { id: string; position: number } | null {
  const to = index + delta;
  const chapter = chapters[index];
  if (!chapter || to < 0 || to >= chapters.length) return null;
  return { id: chapter.id, position: to + 1 };
}

// ---- Times and sizes as typed ----

/**
 * A time typed in a box, written as the wire's `HH:MM`: `9:30`, `9.30`, `0930`, `930` and `9` are
 * read as 09:30 (or 09:00); anything else is sent as typed, for the server to refuse with its message.
 */
export function normalTime(typed: string): string {
  const text = typed.trim();
  const match = /^(\d{1,2})(?:[:.h]?(\d{2}))?$/.exec(text);
  if (!match) return text;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return text;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

const SIZE_UNITS: Record<string, number> = { '': 1, b: 1, bytes: 1, kb: 1000, mb: 1_000_000, gb: 1_000_000_000 };

/**
 * A download's size as typed (`4.2 MB`, `120 KB`, `5000`; 1 KB = 1000 bytes, the course format's
 * reading) in bytes; null when blank, NaN when it cannot be read.
 */
export function parseSize(typed: string): number | null {
  const text = typed.trim().toLowerCase().replace(',', '.');
  if (text === '') return null;
  const match = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/.exec(text);
  const unit = match ? SIZE_UNITS[match[2] ?? ''] : undefined;
  if (!match || unit === undefined) return Number.NaN;
  return Math.round(Number(match[1]) * unit);
}

/** Bytes shown as the coach would type them, exactly (read back the same): `4.2 MB`, `120 KB`, `4.213456 MB`, `900 bytes`. */
export function showSize(bytes: number): string {
  const trim = (value: number, decimals: number) => String(Number(value.toFixed(decimals)));
  if (bytes >= 1_000_000) return `${trim(bytes / 1_000_000, 6)} MB`;
  if (bytes >= 1000) return `${trim(bytes / 1000, 3)} KB`;
  return `${bytes} bytes`;
}

/** Days as typed: a whole number, or 0 (which the server refuses with its message) when it is not one. */
export const parseDays = (typed: string): number => (/^\s*\d{1,4}\s*$/.test(typed) ? Number(typed.trim()) : 0);

// ---- The class's name, schedule and FAQs ----

export interface MeetingForm {
  key: string;
  title: Text;
  day: string;
  starts: string;
  ends: string;
  place: string;
}

export interface FaqForm {
  key: string;
  question: Text;
  solution: Text;
}

export const meetingForm = (meeting?: Meeting): MeetingForm => ({
  key: rowKey(),
  title: meeting ? { ...meeting.title } : blankText(),
  day: meeting?.day ?? '',
  starts: meeting?.starts ?? '',
  ends: meeting?.ends ?? '',
  place: meeting?.place ?? '',
});

export const faqForm = (faq?: Faq): FaqForm => ({
  key: rowKey(),
  question: faq ? { ...faq.question } : blankText(),
  solution: faq ? { ...faq.solution } : blankText(),
});

export const meetingsBody = (meetings: readonly MeetingForm[]): MeetingBody[] =>
  meetings.map((meeting) => ({
    title: trimmed(meeting.title),
    day: meeting.day.trim(),
    starts: normalTime(meeting.starts),
    ends: normalTime(meeting.ends),
    place: meeting.place.trim(),
  }));

export const faqsBody = (faqs: readonly FaqForm[]): FaqBody[] => faqs.map((faq) => ({ question: trimmed(faq.question), solution: trimmed(faq.solution) }));

// ---- A topic ----

export interface ObjectiveForm {
  key: string;
  title: Text;
  /** Each point in both languages side by side, so both lists always have as many points. */
  points: Text[];
}

export interface ResourceForm {
  key: string;
  type: ResourceType;
  name: Text;
  description: Text;
  /** A link (audio, file) or a YouTube id (video). */
  link: string;
  /** The size as typed or filled by an upload (`4.2 MB`); audio and file only. */
  size: string;
  /** The file queue's group of a file being uploaded for it, until its link is filled. */
  upload: string | null;
}

export interface TopicForm {
  name: Text;
  description: Text;
  objectives: ObjectiveForm[];
  resources: ResourceForm[];
}

export const objectiveForm = (objective?: Objective): ObjectiveForm => {
  if (!objective) return { key: rowKey(), title: blankText(), points: [blankText()] };
  const count = Math.max(objective.list.en.length, objective.list.sw.length);
  const points = Array.from({ length: count }, (_, i) => ({ en: objective.list.en[i] ?? '', sw: objective.list.sw[i] ?? '' }));
  return { key: rowKey(), title: { ...objective.title }, points };
};

export const resourceForm = (resource?: Resource, type: ResourceType = 'audio'): ResourceForm => ({
  key: rowKey(),
  type: resource?.type ?? type,
  name: resource ? { ...resource.name } : blankText(),
  description: resource ? { ...resource.description } : blankText(),
  link: resource?.link ?? '',
  size: resource?.sizeBytes != null ? showSize(resource.sizeBytes) : '',
  upload: null,
});

export const topicForm = (topic?: Topic | null): TopicForm => ({
  name: topic ? { ...topic.name } : blankText(),
  description: topic ? { ...topic.description } : blankText(),
  objectives: topic ? topic.objectives.map(objectiveForm) : [],
  resources: topic ? topic.resources.map((resource) => resourceForm(resource)) : [],
});

export const objectiveBody = (objective: ObjectiveForm): Objective => ({
  title: trimmed(objective.title),
  list: { en: objective.points.map((point) => point.en.trim()), sw: objective.points.map((point) => point.sw.trim()) },
});

/** A resource as sent: a video has no size; a size that cannot be read is sent as 0 for the server to refuse. */
export function resourceBody(resource: ResourceForm): Resource {
  const body: Resource = { type: resource.type, name: trimmed(resource.name), description: trimmed(resource.description), link: resource.link.trim() };
  if (resource.type !== 'video') {
    const size = parseSize(resource.size);
    body.sizeBytes = size === null ? null : Number.isNaN(size) ? 0 : size;
  }
  return body;
}

/** The topic's body; the description's Markdown is sent as written (its own spaces matter), the ends trimmed. */
export const topicBody = (form: TopicForm): TopicBody => ({
  name: trimmed(form.name),
  description: trimmed(form.description),
  objectives: form.objectives.map(objectiveBody),
  resources: form.resources.map(resourceBody),
});

/** Sizes that cannot be read, by the resource's place (1-based), to say so before sending. */
export const unreadableSizes = (form: TopicForm): number[] =>
  form.resources.flatMap((resource, i) => (resource.type !== 'video' && Number.isNaN(parseSize(resource.size)) ? [i + 1] : []));

// ---- An assignment ----

export const TASK_TYPES: readonly TaskType[] = ['text', 'link', 'choice', 'checkbox', 'file'];

export const takesOptions = (type: TaskType): boolean => type === 'choice' || type === 'checkbox';

export interface TaskForm {
  key: string;
  text: Text;
  type: TaskType;
  options: Text[];
}

export interface AssignmentForm {
  title: Text;
  days: string;
  tasks: TaskForm[];
}

/** The tasks map in the order of its numbers (`"2"` before `"10"`). */
export const tasksInOrder = (tasks: Record<string, Task>): Task[] =>
  Object.entries(tasks)
    .sort(([a], [b]) => Number(a) - Number(b) || a.localeCompare(b))
    .map(([, task]) => task);

export const taskForm = (task?: Task): TaskForm => ({
  key: rowKey(),
  text: task ? { ...task.text } : blankText(),
  type: task?.type ?? 'text',
  options: task ? task.options.map((option) => ({ ...option })) : [],
});

/** A task's type changed: a choice or checkbox starts with two blank options, the others have none. */
export function withType(task: TaskForm, type: TaskType): TaskForm {
  if (!takesOptions(type)) return { ...task, type, options: [] };
  const options = task.options.length >= 2 ? task.options : [...task.options, ...Array.from({ length: 2 - task.options.length }, blankText)];
  return { ...task, type, options };
}

export const assignmentForm = (assignment?: Assignment | null): AssignmentForm => ({
  title: assignment ? { ...assignment.title } : blankText(),
  days: assignment ? String(assignment.periodInDays) : '7',
  tasks: assignment ? tasksInOrder(assignment.tasks).map(taskForm) : [taskForm()],
});

/** The tasks map numbered 1..n in the form's order; options only for a choice or checkbox. */
export const tasksBody = (tasks: readonly TaskForm[]): Record<string, Task> =>
  Object.fromEntries(
    tasks.map((task, i) => [String(i + 1), { text: trimmed(task.text), type: task.type, options: takesOptions(task.type) ? task.options.map(trimmed) : [] }]),
  );

/**
 * The assignment's body. Once trainees have answered (`answered`: the tasks as saved), the saved tasks
 * are sent back unchanged: only the title and the days can change then.
 */
export const assignmentBody = (form: AssignmentForm, answered?: Record<string, Task>): AssignmentBody => ({
  title: trimmed(form.title),
  periodInDays: parseDays(form.days),
  tasks: answered ?? tasksBody(form.tasks),
});
