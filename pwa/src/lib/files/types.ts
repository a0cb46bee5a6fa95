/** The file queue's records (see docs/files.md) and the upload protocol's answers. */

/** waiting: still to go up (or going); finished: checked and stored by the server; refused: for good. */
export type FileState = 'waiting' | 'finished' | 'refused';

/** A file chosen on this phone, waiting in IndexedDB until the server has it whole. */
export interface QueuedFile {
  /** This phone's key for it. */
  key: string;
  /** The server's id of its upload (made here, so a form can name it before it is sent). */
  uploadId: string;
  /** What it is for: the kind the server checks it as (`identityImage`). */
  kind: string;
  /** The name the person chose it by (for the screen only; never sent). */
  name: string;
  blob: Blob;
  size: number;
  /** Bytes the server confirmed it holds: the next chunk starts here. */
  offset: number;
  state: FileState;
  /** Why it was refused. */
  message: string | null;
  createdAt: number;
}

/** waiting: for its files, or to be sent; sent: the server took it; refused: for good. */
export type SubmissionState = 'waiting' | 'sent' | 'refused';

/**
 * A request that needs files (a form with pictures): sent once all its files are up, each named in
 * its body by its upload id.
 */
export interface Submission {
  id: string;
  /** What a screen looks for (`identity`). */
  group: string;
  /** Its files' keys. */
  files: string[];
  method: 'POST' | 'PATCH' | 'PUT';
  /** The API path (`/media/identity/…/uploads`). */
  path: string;
  body: Record<string, unknown>;
  /** Body field → the key of the file whose upload id goes there, or the keys of a list of files. */
  fileFields: Record<string, string | string[]>;
  state: SubmissionState;
  /**
   * Requests the server takes only in order (the onboarding's steps): one of a chain is sent only
   * when no request of the same chain with a lower `order` waits or was refused (kept on the phone).
   */
  chain?: Chain;
  /** The server's message: its success text once sent, or why it was refused. */
  message: string | null;
  /** The `data` of the server's answer once sent (what it made: a stored file's link), when it had one. */
  data?: unknown;
  /** The server's whole answer when it refused (a screen may read more than the message from it). */
  refusal?: unknown;
  createdAt: number;
}

/** A request's place in a chain of requests the server takes strictly in order. */
export interface Chain {
  name: string;
  order: number;
}

/** An upload as the server answers it. */
export interface UploadView {
  id: string;
  kind: string;
  size: number;
  offset: number;
  chunkSize: number;
  state: 'open' | 'finished' | 'refused';
  message: string | null;
  expiresAt: number;
}
