/**
 * "Export as Markdown": the course's files (GET /classes/{id}/export, the folder format of
 * docs/lms.md) put in one .zip under a folder named after the course, which the import reads back
 * whole (zip.ts writes it).
 */
import { zipTexts } from './zip';

export interface CourseFile {
  path: string;
  text: string;
}

/** A folder or file name from the course's English name: `grow-your-business`; `course` when nothing is left. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'course';
}

/** The zip's entries: each file under `folder/`, its path cleaned of leading slashes and `..` steps. */
export function zipEntries(files: readonly CourseFile[], folder: string): Array<[string, string]> {
  return files.map((file) => {
    const parts = file.path.split('/').filter((part) => part !== '' && part !== '.' && part !== '..');
    return [`${folder}/${parts.join('/')}`, file.text];
  });
}

/** The .zip of the files, in `folder/`. */
export const courseZip = (files: readonly CourseFile[], folder: string): Blob =>
  new Blob([zipTexts(zipEntries(files, folder))], { type: 'application/zip' });
