/**
 * A video's duration read on the phone before it is queued, so a video the server would refuse for
 * its length is refused at once (no 100 MB sent for nothing). The browser reads it from the file's
 * metadata through a `<video preload=metadata>` on an object URL. When it cannot (a container it does
 * not know, an error, no answer within the timeout) the file goes: the server reads the duration from
 * the container itself and refuses it then.
 */

/** How long the browser may take to read the metadata. */
export const READ_TIMEOUT_MS = 5_000;

/** Seconds, or null when the browser cannot tell. */
export type VideoSecondsReader = (file: Blob) => Promise<number | null>;

/** The duration the browser reads from the file's metadata, or null. */
export const readVideoSeconds: VideoSecondsReader = (file, timeoutMs = READ_TIMEOUT_MS) =>
  new Promise((resolve) => {
    if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') {
      resolve(null);
      return;
    }
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    let timer: ReturnType<typeof setTimeout> | null = null;
    const done = (seconds: number | null) => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      video.onloadedmetadata = null;
      video.onerror = null;
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    timer = setTimeout(() => done(null), timeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => {
      const seconds = video.duration;
      // A stream of unknown length reads Infinity (some WebM recordings): the server can tell.
      done(Number.isFinite(seconds) && seconds >= 0 ? seconds : null);
    };
    video.onerror = () => done(null);
    video.src = url;
  });

/**
 * Why the chosen video is refused for its length (`check`: core's rule, a message or null), or null
 * when it is short enough or its length cannot be read here.
 */
export async function checkVideoLength(
  file: Blob,
  check: (seconds: number) => string | null,
  read: VideoSecondsReader = readVideoSeconds,
): Promise<string | null> {
  let seconds: number | null;
  try {
    seconds = await read(file);
  } catch {
    return null;
  }
  return seconds === null ? null : check(seconds);
}
