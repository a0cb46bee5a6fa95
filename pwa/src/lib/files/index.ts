/**
 * The file queue (see docs/files.md): files chosen on the phone wait in IndexedDB, with the request
 * that needs them, until they are up; they go up in chunks and carry on from the last chunk the
 * server received after a cut connection or a reload. A screen queues a request with its files and
 * follows it with `useSubmission` (or a family of groups with `useSubmissions`).
 */
import { newId } from '../core';
import { currentQueue, queued, sendFilesNow, startFileQueue } from './driver';
import { prepareLogo, preparePicture } from './prepare';
import { addSubmission, removeSubmission, type NewSubmission } from './queue';
import type { Submission } from './types';

export type { NewFile, NewSubmission } from './queue';
export type { Chain, QueuedFile, Submission, SubmissionState } from './types';
export { useSubmission, useSubmissions, type SubmissionView } from './hooks';
export { checkVideoLength, readVideoSeconds, type VideoSecondsReader } from './videoLength';
export { prepareLogo, preparePicture, sendFilesNow, startFileQueue };

/**
 * Stores the request and its files on the phone (one transaction) and sends them when it can. A
 * picture over 400 KB is stored scaled down (`preparePicture`), one at a time to spare the memory.
 */
export async function queueSubmission(request: NewSubmission): Promise<Submission> {
  const queue = currentQueue();
  if (!queue) throw new Error('Sign in to continue');
  const files = [];
  for (const file of request.files) files.push(await preparePicture(file));
  startFileQueue();
  const submission = await addSubmission(await queue.db(), { ...request, files }, () => newId(), Date.now());
  queued();
  return submission;
}

/** Forgets a request and its files (shown, or replaced by a new one). */
export async function dismissSubmission(id: string): Promise<void> {
  const queue = currentQueue();
  if (!queue) return;
  await removeSubmission(await queue.db(), id);
  queued();
}
