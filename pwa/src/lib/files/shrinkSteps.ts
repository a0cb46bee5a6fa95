/**
 * How a picture is scaled down (the pure part of shrinkPicture.ts): the longest side at most 1,600
 * pixels (never more than it was), JPEG quality stepping down from 0.85 to 0.5, then smaller sides,
 * until it fits in 400 KB. A PNG is first tried as a PNG at that size (its transparency and a
 * screenshot's sharp text kept); too large still, it becomes a JPEG on white.
 */
import { MAX_PICTURE_BYTES, type PictureType } from './pictures';

/** The longest side a scaled picture has at most. */
export const MAX_PICTURE_SIDE = 1600;
/** The JPEG qualities tried in turn at one size. */
export const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.5];
const FIRST_QUALITY = 0.85;
const LOWEST_QUALITY = 0.5;
/** No attempt with a longest side below this: a document would no longer be read. */
export const MIN_PICTURE_SIDE = 480;
/** An encoding this many times over the limit is beyond what the next quality step saves. */
const FAR_OVER = 2;

/** One encoding to try: the type, the longest side drawn and (for a JPEG) the quality. */
export interface Attempt {
  type: PictureType;
  side: number;
  quality: number;
}

/** The width and height of a picture scaled so its longest side is at most `side` (never larger). */
export function scaledSize(width: number, height: number, side: number): { width: number; height: number } {
  const scale = Math.min(1, side / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The first encoding of a decoded picture of this type and size. */
export function firstAttempt(source: PictureType, width: number, height: number): Attempt {
  return { type: source, side: Math.min(MAX_PICTURE_SIDE, Math.max(width, height)), quality: FIRST_QUALITY };
}

/** Whether an encoding of this many bytes is what is queued. */
export const fits = (bytes: number) => bytes <= MAX_PICTURE_BYTES;

/**
 * The next encoding after one of `bytes` that did not fit, or null to stop (the smallest made so far
 * is then kept, if smaller than the original).
 */
export function nextAttempt(tried: Attempt, bytes: number): Attempt | null {
  if (tried.type === 'image/png') return { ...tried, type: 'image/jpeg', quality: FIRST_QUALITY };
  const lower = QUALITIES.find((quality) => quality < tried.quality);
  if (lower !== undefined) {
    return { ...tried, quality: bytes > FAR_OVER * MAX_PICTURE_BYTES ? LOWEST_QUALITY : lower };
  }
  // The bytes follow the pixels, so the side follows the square root of the overshoot (and a margin).
  const scale = Math.min(0.8, 0.9 * Math.sqrt(MAX_PICTURE_BYTES / bytes));
  const side = Math.floor(tried.side * scale);
  return side < MIN_PICTURE_SIDE ? null : { ...tried, side };
}

/** The chosen name with the extension of the type it now has ("IMG_1.PNG" as a JPEG: "IMG_1.jpg"). */
export function renamed(name: string, type: PictureType): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const kept = type === 'image/png' ? ['png'] : ['jpg', 'jpeg'];
  if (kept.includes(extension)) return name;
  return `${stem || 'picture'}.${kept[0]}`;
}
