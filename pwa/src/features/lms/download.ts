/**
 * "Download for offline" (issue 15; docs/lms.md "Offline"): one request for a chapter whole
 * (`GET /lms/chapters/{id}/offline`), each part kept under the key its screen reads (api.ts `keys`,
 * lib/lastKnown.ts), so the topic and assignment pages open in airplane mode unchanged. The chapter
 * is listed as downloaded (with its size and date) under `lms-downloads`, per user like every kept
 * read. Its audio, when the trainee asks, goes into the Cache Storage cache `lms-audio-<userId>`,
 * which the service worker serves first (lib/offline/sw.ts).
 */
import { apiRequest } from '../../lib/api';
import { dropKnown, keepKnown, readKnown } from '../../lib/lastKnown';
import { LMS_AUDIO_CACHE_PREFIX } from '../../lib/offline/names';
import { keys, type Assignment, type AssignmentDetail, type Faq, type Objective, type Resource, type Review, type Submit, type Text, type Topic, type TopicItem } from './api';

export interface BundleTopic extends Topic {
  position: number;
  objectives: Objective[];
  resources: Resource[];
  reviews: Review[];
}

export interface ChapterBundle {
  chapter: { id: string; name: Text; position: number; status: string };
  topics: BundleTopic[];
  faqs: Faq[];
  assignments: Assignment[];
  assignmentDetails: AssignmentDetail[];
  submits: Record<string, Submit[]>;
  /** When the server answered (epoch seconds). */
  keptAt: number;
}

/** A downloaded chapter, as the downloads page lists it. */
export interface Download {
  chapterId: string;
  classId: string;
  cohortId: string;
  name: Text;
  /** The chapter's text content as kept (bytes of its JSON). */
  bytes: number;
  /** The chapter's audio resources. */
  audioFiles: AudioFile[];
  /** The audio kept in the cache, by link, with its size in bytes. */
  audio: Record<string, number>;
  /** When it was downloaded (ms). */
  at: number;
  topicIds: string[];
  assignmentIds: string[];
}

/** The list of downloaded chapters, kept with the reads. */
export const DOWNLOADS_KEY = 'lms-downloads';
/** Audio resources are type 2 (docs/lms.md). */
const AUDIO = 2;

export const audioCacheName = (userId: string): string => `${LMS_AUDIO_CACHE_PREFIX}${userId}`;

export const fetchChapterBundle = (chapterId: string, signal?: AbortSignal): Promise<ChapterBundle> =>
  apiRequest<ChapterBundle>(`/lms/chapters/${encodeURIComponent(chapterId)}/offline`, { signal });

/**
 * The class's kept assignment list with this chapter's replaced by the bundle's (in their place, or
 * after the others when none were kept), so the rest of the class is not lost.
 */
export function mergeAssignments(kept: Assignment[] | null, chapterId: string, fresh: Assignment[]): Assignment[] {
  if (!kept) return fresh;
  const at = kept.findIndex((a) => a.chapterId === chapterId);
  const others = kept.filter((a) => a.chapterId !== chapterId);
  if (at < 0) return [...others, ...fresh];
  const before = kept.slice(0, at).filter((a) => a.chapterId !== chapterId).length;
  return [...others.slice(0, before), ...fresh, ...others.slice(before)];
}

/** Each part of the bundle with the key its screen reads it under. */
export function keptParts(bundle: ChapterBundle, classId: string, keptAssignments: Assignment[] | null): [string, unknown][] {
  const chapterId = bundle.chapter.id;
  const topics = [...bundle.topics].sort((a, b) => a.position - b.position);
  const items: TopicItem[] = topics.map(({ id, name, position }) => ({ id, chapterId, name, position }));
  const parts: [string, unknown][] = [[keys.topics(chapterId), items]];
  for (const { position: _position, objectives, resources, reviews, ...topic } of topics) {
    parts.push([keys.topic(topic.id), topic]);
    parts.push([keys.objectives(topic.id), objectives]);
    parts.push([keys.resources(topic.id), resources]);
    parts.push([keys.reviews(topic.id), reviews]);
  }
  parts.push([keys.faqs(classId), bundle.faqs]);
  parts.push([keys.assignments(classId), mergeAssignments(keptAssignments, chapterId, bundle.assignments)]);
  for (const detail of bundle.assignmentDetails) parts.push([keys.assignment(detail.id), detail]);
  for (const [id, submits] of Object.entries(bundle.submits)) parts.push([keys.submits(id), submits]);
  return parts;
}

/**
 * What removing a download forgets: the chapter's own reads. The class's FAQs and assignment list
 * stay: other chapters and the assignments page read them too, as any screen seen once keeps them.
 */
export function chapterKeys(download: Download): string[] {
  return [
    keys.topics(download.chapterId),
    ...download.topicIds.flatMap((id) => [keys.topic(id), keys.objectives(id), keys.resources(id), keys.reviews(id)]),
    ...download.assignmentIds.flatMap((id) => [keys.assignment(id), keys.submits(id)]),
  ];
}

export interface AudioFile {
  link: string;
  bytes: number;
  /** Only the portal's own address can be read and kept (its CSP allows no other). */
  keepable: boolean;
}

/** The chapter's audio resources, each once, with whether it can be kept. */
export function audioOf(bundle: ChapterBundle, origin: string): AudioFile[] {
  const seen = new Map<string, AudioFile>();
  for (const topic of bundle.topics) {
    for (const r of topic.resources) {
      if (r.resourceTypeId !== AUDIO || !r.link || seen.has(r.link)) continue;
      seen.set(r.link, { link: r.link, bytes: r.sizeBytes ?? 0, keepable: sameOrigin(r.link, origin) });
    }
  }
  return [...seen.values()];
}

export function sameOrigin(link: string, origin: string): boolean {
  try {
    return new URL(link, origin).origin === origin;
  } catch {
    return false;
  }
}

const byteLength = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length;

export async function listDownloads(userId: string): Promise<Download[]> {
  return (await readKnown<Download[]>(userId, DOWNLOADS_KEY))?.value ?? [];
}

async function saveDownload(userId: string, download: Download): Promise<void> {
  const others = (await listDownloads(userId)).filter((d) => d.chapterId !== download.chapterId);
  await keepKnown(userId, DOWNLOADS_KEY, [...others, download]);
}

/** Downloads the chapter's text content and keeps each part; the download as listed. */
export async function downloadChapter(
  userId: string,
  where: { classId: string; cohortId: string },
  bundle: ChapterBundle,
  origin: string,
  now = Date.now(),
): Promise<Download> {
  const kept = (await readKnown<Assignment[]>(userId, keys.assignments(where.classId)))?.value ?? null;
  for (const [key, value] of keptParts(bundle, where.classId, kept)) await keepKnown(userId, key, value, now);
  const before = (await listDownloads(userId)).find((d) => d.chapterId === bundle.chapter.id);
  const download: Download = {
    chapterId: bundle.chapter.id,
    classId: where.classId,
    cohortId: where.cohortId,
    name: bundle.chapter.name,
    bytes: byteLength(bundle),
    audioFiles: audioOf(bundle, origin),
    audio: before?.audio ?? {},
    at: now,
    topicIds: bundle.topics.map((t) => t.id),
    assignmentIds: bundle.assignmentDetails.map((a) => a.id),
  };
  await saveDownload(userId, download);
  return download;
}

export interface AudioOutcome {
  kept: string[];
  /** Links that could not be fetched or stored. */
  failed: string[];
  /** Links on another site, which the phone cannot keep. */
  elsewhere: string[];
}

/** Fetches the keepable audio into the user's cache and notes it on the download. */
export async function keepAudio(
  userId: string,
  download: Download,
  files: AudioFile[],
  store: CacheStorage = caches,
  get: typeof fetch = (input, init) => fetch(input, init),
): Promise<AudioOutcome> {
  const outcome: AudioOutcome = { kept: [], failed: [], elsewhere: [] };
  const cache = await store.open(audioCacheName(userId));
  const audio = { ...download.audio };
  for (const file of files) {
    if (!file.keepable) {
      outcome.elsewhere.push(file.link);
      continue;
    }
    try {
      const response = await get(file.link, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      await cache.put(file.link, response);
      audio[file.link] = file.bytes;
      outcome.kept.push(file.link);
    } catch {
      outcome.failed.push(file.link);
    }
  }
  await saveDownload(userId, { ...download, audio });
  return outcome;
}

/** Forgets the chapter's kept reads and its audio. */
export async function removeDownload(userId: string, chapterId: string, store: CacheStorage | null = globalThis.caches ?? null): Promise<void> {
  const all = await listDownloads(userId);
  const download = all.find((d) => d.chapterId === chapterId);
  if (!download) return;
  await dropKnown(userId, chapterKeys(download));
  if (store) {
    // Another chapter may share an audio file: it stays while one still lists it.
    const shared = new Set(all.filter((d) => d.chapterId !== chapterId).flatMap((d) => Object.keys(d.audio)));
    const cache = await store.open(audioCacheName(userId));
    for (const link of Object.keys(download.audio)) if (!shared.has(link)) await cache.delete(link);
  }
  await keepKnown(userId, DOWNLOADS_KEY, all.filter((d) => d.chapterId !== chapterId));
}

/** Total bytes a download holds (text and audio). */
export const downloadBytes = (download: Download): number =>
  download.bytes + Object.values(download.audio).reduce((sum, n) => sum + n, 0);

/** Bytes as a person reads them: KB, MB and GB of 1000 (as the course format writes sizes). */
export function showBytes(bytes: number): string {
  if (bytes >= 1_000_000_000) return `${(bytes / 1_000_000_000).toFixed(1)} GB`;
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1000) return `${Math.round(bytes / 1000)} KB`;
  return `${bytes} B`;
}
