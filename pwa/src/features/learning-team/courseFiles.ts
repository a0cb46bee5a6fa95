/**
 * A course folder as the coach picks it (a folder, or several Markdown files by hand), made into the
 * import's `{path, text}` list (docs/lms.md, "Writing the course"). The format itself is core's
 * (`read_course`, on the server); the phone only names each file by its path in the folder, leaves
 * out hidden files (a `.git` folder, `.DS_Store`), which core does not read either, and refuses what
 * the server refuses outright: more than 400 files or 2 MB, with the server's message.
 */
import type { CourseFile } from './api';

/** The import's limits (the server's). 2 MB as the course format counts: 1 KB = 1000 bytes. */
export const MAX_FILES = 400;
export const MAX_BYTES = 2_000_000;
/** The server's refusal of a folder over the limits, said by the phone before sending. */
export const TOO_BIG = 'Import at most 400 files and 2 MB at a time';

/** What the phone needs of a picked `File`. */
export interface PickedFile {
  name: string;
  /** `demo-course/01-start/chapter.md` for a file of a picked folder; empty for one picked by hand. */
  webkitRelativePath?: string;
  size: number;
  text: () => Promise<string>;
}

export interface Picked {
  /** The files to send, by path. */
  files: { path: string; file: PickedFile }[];
  count: number;
  /** Their total size in bytes. */
  bytes: number;
  /** Hidden files left out. */
  skipped: number;
  /** `TOO_BIG`, or null when the folder may be sent. */
  refusal: string | null;
}

/** A file's path in the folder, with forward slashes; its name when picked by hand. */
export const pathOf = (file: PickedFile): string => (file.webkitRelativePath?.trim() || file.name).replace(/\\/g, '/');

/** A path with a part starting with a dot (`.git/HEAD`, `01-start/.notes.md`). */
export const isHidden = (path: string): boolean => path.split('/').some((segment) => segment.startsWith('.'));

const overLimits = (count: number, bytes: number): boolean => count > MAX_FILES || bytes > MAX_BYTES;

/** What was picked, before anything is read: the files by path, how many and how big, or the refusal. */
export function pick(picked: Iterable<PickedFile>): Picked {
  const all = [...picked].map((file) => ({ path: pathOf(file), file }));
  const files = all.filter((entry) => !isHidden(entry.path)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const bytes = files.reduce((sum, entry) => sum + entry.file.size, 0);
  return { files, count: files.length, bytes, skipped: all.length - files.length, refusal: overLimits(files.length, bytes) ? TOO_BIG : null };
}

export type Read = { ok: true; files: CourseFile[]; bytes: number } | { ok: false; message: string };

const utf8 = new TextEncoder();

/** Reads every file as text; the limits checked again on what is sent (UTF-8 bytes). */
export async function readPicked(picked: Picked): Promise<Read> {
  if (picked.refusal) return { ok: false, message: picked.refusal };
  const files = await Promise.all(picked.files.map(async ({ path, file }) => ({ path, text: await file.text() })));
  const bytes = files.reduce((sum, file) => sum + utf8.encode(file.text).length, 0);
  return overLimits(files.length, bytes) ? { ok: false, message: TOO_BIG } : { ok: true, files, bytes };
}

export type SizeUnit = 'bytes' | 'kb' | 'mb';

/** A size as a person reads it, 1 KB = 1000 bytes as in the course format: `950 bytes`, `43.5 KB`, `1.2 MB`. */
export function sizeOf(bytes: number): { unit: SizeUnit; amount: string } {
  const one = (value: number) => (Math.round(value * 10) / 10).toString();
  if (bytes < 1000) return { unit: 'bytes', amount: String(bytes) };
  if (bytes < 1_000_000) return { unit: 'kb', amount: one(bytes / 1000) };
  return { unit: 'mb', amount: one(bytes / 1_000_000) };
}
