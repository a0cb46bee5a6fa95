/**
 * The queue itself: adding a request with its files (one transaction), reading it back, and sending
 * what waits. Each file goes up chunk after chunk from the offset the server confirms (stored after
 * every chunk, so a cut connection or a reload carries on from there), then is finished (checked by
 * the server); a request goes once all its files are up. A refusal is kept for the screen to show;
 * anything else (offline, timeouts, 5xx) is thrown for the driver to try again later.
 */
import { ApiError, apiRequest, successText } from '../api';
import { failureKind } from '../sync/rules';
import { UPLOAD_FAILED } from '../upload';
import type { FilesDb } from './db';
import { finishUpload, offsetIn, sendChunk, startUpload } from './transport';
import type { Chain, QueuedFile, Submission, UploadView } from './types';

export interface NewFile {
  kind: string;
  name: string;
  blob: Blob;
}

export interface NewSubmission {
  group: string;
  files: NewFile[];
  method: Submission['method'];
  path: string;
  body: Record<string, unknown>;
  /**
   * Body field → the index in `files` of the file whose upload id goes there, or a list of indexes
   * for a field that takes a list of upload ids (`files: [0, 1]`; `[]` sends an empty list). A field
   * `outer.inner` sets `inner` of the body's object `outer` (`answers.3`).
   */
  fileFields: Record<string, number | readonly number[]>;
  /** Sent only after the chain's requests of a lower order (see `Submission.chain`). */
  chain?: Chain;
}

/** Stores the request and its files in one transaction; `newId` makes core ids. */
export async function addSubmission(db: FilesDb, request: NewSubmission, newId: () => string, now: number): Promise<Submission> {
  const files: QueuedFile[] = request.files.map((file, index) => ({
    key: newId(),
    uploadId: newId(),
    kind: file.kind,
    name: file.name,
    blob: file.blob,
    size: file.blob.size,
    offset: 0,
    state: 'waiting',
    message: null,
    createdAt: now + index,
  }));
  const keyOf = (index: number) => files[index]?.key ?? '';
  const fileFields = Object.fromEntries(
    Object.entries(request.fileFields).map(([field, index]) => [field, typeof index === 'number' ? keyOf(index) : index.map(keyOf)]),
  );
  const submission: Submission = {
    id: newId(),
    group: request.group,
    files: files.map((file) => file.key),
    method: request.method,
    path: request.path,
    body: request.body,
    fileFields,
    state: 'waiting',
    ...(request.chain ? { chain: request.chain } : {}),
    message: null,
    createdAt: now,
  };
  const tx = db.transaction(['files', 'submissions'], 'readwrite', { durability: 'strict' });
  await Promise.all([
    ...files.map((file) => tx.objectStore('files').put(file)),
    tx.objectStore('submissions').put(submission),
    tx.done,
  ]);
  return submission;
}

/** The group's newest request, if any. */
export async function latestSubmission(db: FilesDb, group: string): Promise<Submission | undefined> {
  const all = await db.getAllFromIndex('submissions', 'group', group);
  return all.sort((a, b) => b.createdAt - a.createdAt)[0];
}

/** Every request of the groups that start with `prefix`, oldest first. */
export async function submissionsIn(db: FilesDb, prefix: string): Promise<Submission[]> {
  const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
  const all = await db.getAllFromIndex('submissions', 'group', range);
  return all.sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * Whether a request waits for an earlier one of its chain: one of a lower order still waiting, or
 * refused and kept (the person is to choose it again; sending this one first would be refused).
 */
export function heldByChain(submission: Submission, all: readonly Submission[]): boolean {
  const chain = submission.chain;
  if (!chain) return false;
  return all.some(
    (other) =>
      other.id !== submission.id &&
      other.state !== 'sent' &&
      other.chain?.name === chain.name &&
      other.chain.order < chain.order,
  );
}

/** The request's files still on the phone, in its order. */
export async function filesOf(db: FilesDb, submission: Submission): Promise<QueuedFile[]> {
  const files = await Promise.all(submission.files.map((key) => db.get('files', key)));
  return files.filter((file): file is QueuedFile => file !== undefined);
}

/** Forgets the request and its files. */
export async function removeSubmission(db: FilesDb, id: string): Promise<void> {
  const tx = db.transaction(['files', 'submissions'], 'readwrite');
  const submission = await tx.objectStore('submissions').get(id);
  await Promise.all([
    ...(submission?.files ?? []).map((key) => tx.objectStore('files').delete(key)),
    tx.objectStore('submissions').delete(id),
    tx.done,
  ]);
}

/** What the queue tells while it works. */
export interface Progress {
  /** Bytes of the file the server has, or has so far been sent of the chunk on its way. */
  sent(key: string, bytes: number): void;
  /** A file or request changed state. */
  changed(): void;
}

const isRefusal = (error: unknown) => failureKind(error) === 'refused';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : UPLOAD_FAILED);

/**
 * Sends everything that waits, oldest first (a request of a chain after the lower orders of its chain).
 * Returns when nothing is left to do now.
 */
export async function drain(db: FilesDb, newId: () => string, progress: Progress): Promise<void> {
  for (;;) {
    const waiting = (await db.getAllFromIndex('files', 'state', 'waiting')).sort((a, b) => a.createdAt - b.createdAt);
    const file = waiting[0];
    if (file) {
      await upload(db, file, newId, progress);
      continue;
    }
    const all = await db.getAll('submissions');
    const ready = all.filter((s) => s.state === 'waiting').sort((a, b) => a.createdAt - b.createdAt);
    let next: Submission | null = null;
    for (const submission of ready) {
      if (heldByChain(submission, all)) continue;
      // Queued while this round ran: its files go up first (the next turn of the loop).
      if ((await filesOf(db, submission)).every((f) => f.state === 'finished')) {
        next = submission;
        break;
      }
    }
    if (next) {
      await send(db, next, progress);
      continue;
    }
    if ((await db.countFromIndex('files', 'state', 'waiting')) === 0) return;
  }
}

async function saveFile(db: FilesDb, file: QueuedFile, progress: Progress): Promise<void> {
  await db.put('files', file);
  progress.changed();
}

/** Refuses the file for good, and the requests that needed it (their other files need not go up). */
async function refuse(db: FilesDb, file: QueuedFile, message: string, progress: Progress): Promise<void> {
  const tx = db.transaction(['files', 'submissions'], 'readwrite');
  const files = tx.objectStore('files');
  const submissions = tx.objectStore('submissions');
  await files.put({ ...file, state: 'refused', message });
  for (const submission of await submissions.getAll()) {
    if (submission.state !== 'waiting' || !submission.files.includes(file.key)) continue;
    await submissions.put({ ...submission, state: 'refused', message });
    for (const key of submission.files) {
      const other = await files.get(key);
      if (other && other.state === 'waiting') await files.put({ ...other, state: 'refused', message });
    }
  }
  await tx.done;
  progress.changed();
}

/** One file, from where the server has it to finished (or refused). */
async function upload(db: FilesDb, start: QueuedFile, newId: () => string, progress: Progress): Promise<void> {
  let file = start;
  let view: UploadView;
  try {
    view = await startUpload(file.uploadId, file.kind, file.size);
  } catch (error) {
    if (offsetIn(error) === null && (error as { status?: number }).status === 409) {
      // The id is taken (by another file, or an upload that expired): start again under a new one.
      await saveFile(db, { ...file, uploadId: newId(), offset: 0 }, progress);
      return;
    }
    if (isRefusal(error)) return refuse(db, file, messageOf(error), progress);
    throw error;
  }
  for (;;) {
    if (view.state === 'finished') {
      await saveFile(db, { ...file, offset: file.size, state: 'finished' }, progress);
      progress.sent(file.key, file.size);
      return;
    }
    if (view.state === 'refused') return refuse(db, file, view.message ?? UPLOAD_FAILED, progress);
    if (view.offset !== file.offset) {
      file = { ...file, offset: view.offset };
      await saveFile(db, file, progress);
    }
    progress.sent(file.key, file.offset);
    try {
      if (file.offset >= file.size) {
        view = await finishUpload(file.uploadId);
        continue;
      }
      const from = file.offset;
      const chunk = file.blob.slice(from, Math.min(file.size, from + view.chunkSize));
      view = await sendChunk(file.uploadId, from, chunk, (sent) => progress.sent(file.key, from + sent));
    } catch (error) {
      const offset = offsetIn(error);
      if (offset !== null) {
        // The server holds another part than we thought: carry on from its offset.
        view = { ...view, state: 'open', offset };
        continue;
      }
      if ((error as { status?: number }).status === 404) {
        // The server no longer has it (it expired): send it again from the start.
        view = await startUpload(file.uploadId, file.kind, file.size);
        continue;
      }
      if (isRefusal(error)) return refuse(db, file, messageOf(error), progress);
      throw error;
    }
  }
}

/** Sends a request whose files are all up, naming each by its upload id. */
async function send(db: FilesDb, submission: Submission, progress: Progress): Promise<void> {
  const files = await filesOf(db, submission);
  const byKey = new Map(files.map((file) => [file.key, file]));
  const body: Record<string, unknown> = { ...submission.body };
  const uploadIdOf = (key: string) => byKey.get(key)?.uploadId ?? '';
  for (const [field, key] of Object.entries(submission.fileFields)) {
    const value = typeof key === 'string' ? uploadIdOf(key) : key.map(uploadIdOf);
    // `answers.3`: a field of an object in the body (an assignment's file answer).
    const [outer, inner] = field.split('.', 2);
    if (inner !== undefined && outer) {
      const held = body[outer];
      body[outer] = { ...(typeof held === 'object' && held !== null ? (held as Record<string, unknown>) : {}), [inner]: value };
    } else body[field] = value;
  }
  let settled: Submission;
  try {
    const answer = await apiRequest<unknown>(submission.path, { method: submission.method, body });
    const data = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>).data : undefined;
    settled = { ...submission, state: 'sent', message: successText(answer), ...(data === undefined ? {} : { data }) };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const answer = error instanceof ApiError ? error.body : null;
    settled = { ...submission, state: 'refused', message: messageOf(error), ...(answer === null ? {} : { refusal: answer }) };
  }
  const tx = db.transaction(['files', 'submissions'], 'readwrite');
  await Promise.all([
    tx.objectStore('submissions').put(settled),
    // Sent: the server has the files, the phone needs their bytes no more.
    ...(settled.state === 'sent' ? submission.files.map((key) => tx.objectStore('files').delete(key)) : []),
    tx.done,
  ]);
  progress.changed();
}
