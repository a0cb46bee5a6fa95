/**
 * Scales a picture down on the phone before it is queued (the steps: shrinkSteps.ts). Loaded only
 * when a large picture is chosen. It decodes the picture turned as the camera held it, draws it
 * smaller on an OffscreenCanvas (a canvas element where there is none) and encodes it until it fits.
 * Anything that fails (an old browser, a picture it cannot decode) keeps the original: nothing a
 * person chose is dropped, and the server checks every upload itself.
 */
import type { PictureType } from './pictures';
import { firstAttempt, fits, nextAttempt, renamed, scaledSize, type Attempt } from './shrinkSteps';

export interface Picture {
  name: string;
  blob: Blob;
}

/** The picture scaled down to fit, or the original when that fails or saves nothing. */
export async function shrinkPicture(picture: Picture, type: PictureType): Promise<Picture> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(picture.blob, { imageOrientation: 'from-image' });
  } catch {
    return picture;
  }
  try {
    let best: Blob | null = null;
    let attempt: Attempt | null = firstAttempt(type, bitmap.width, bitmap.height);
    while (attempt) {
      const blob = await encode(bitmap, attempt);
      if (!best || blob.size < best.size) best = blob;
      if (fits(blob.size)) break;
      attempt = nextAttempt(attempt, blob.size);
    }
    if (!best || best.size >= picture.blob.size) return picture;
    return { name: renamed(picture.name, best.type as PictureType), blob: best };
  } catch {
    return picture;
  } finally {
    bitmap.close();
  }
}

/** One encoding of the picture; a JPEG is drawn on white (it has no transparency). */
async function encode(bitmap: ImageBitmap, attempt: Attempt): Promise<Blob> {
  const { width, height } = scaledSize(bitmap.width, bitmap.height, attempt.side);
  const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : canvasElement(width, height);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new Error('no 2d canvas');
  if (attempt.type === 'image/jpeg') {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  const options = { type: attempt.type, quality: attempt.quality };
  const blob =
    'convertToBlob' in canvas
      ? await canvas.convertToBlob(options)
      : await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, options.type, options.quality));
  // A browser that cannot write the type gives a PNG (or nothing): that is no encoding of it.
  if (!blob || blob.type !== attempt.type) throw new Error(`cannot encode ${attempt.type}`);
  return blob;
}

function canvasElement(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** The longest side of a logo: a letterhead prints it a few centimetres wide. */
export const LOGO_SIDE = 512;

/**
 * A logo as a JPEG of at most LOGO_SIDE pixels a side (a PDF shows a JPEG as it is; a PNG's
 * transparency becomes white), or the original when the browser cannot make one.
 */
export async function logoAsJpeg(picture: Picture): Promise<Picture> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(picture.blob, { imageOrientation: 'from-image' });
  } catch {
    return picture;
  }
  try {
    const side = Math.min(LOGO_SIDE, Math.max(bitmap.width, bitmap.height));
    const blob = await encode(bitmap, { type: 'image/jpeg', side, quality: 0.85 });
    return { name: renamed(picture.name, 'image/jpeg'), blob };
  } catch {
    return picture;
  } finally {
    bitmap.close();
  }
}
