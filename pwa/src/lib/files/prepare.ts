/**
 * A chosen file as it is queued: a picture over 400 KB scaled down on the phone first (the module
 * that does it is loaded only then), anything else as chosen.
 */
import { needsShrinking, pictureType } from './pictures';

export interface ChosenFile {
  name: string;
  blob: Blob;
}

/** The file to queue: the picture scaled down, or the original (not a picture, small, or failed). */
export async function preparePicture<T extends ChosenFile>(file: T): Promise<T> {
  try {
    const type = pictureType(new Uint8Array(await file.blob.slice(0, 8).arrayBuffer()));
    if (!needsShrinking(type, file.blob.size)) return file;
    const { shrinkPicture } = await import('./shrinkPicture');
    const shrunk = await shrinkPicture(file, type);
    return shrunk.blob === file.blob ? file : { ...file, name: shrunk.name, blob: shrunk.blob };
  } catch {
    return file;
  }
}

/** A logo to queue: made a JPEG of at most 512 px a side when it is a picture (see shrinkPicture.ts). */
export async function prepareLogo<T extends ChosenFile>(file: T): Promise<T> {
  try {
    const type = pictureType(new Uint8Array(await file.blob.slice(0, 8).arrayBuffer()));
    if (type === null) return file;
    const { logoAsJpeg } = await import('./shrinkPicture');
    const made = await logoAsJpeg(file);
    return made.blob === file.blob ? file : { ...file, name: made.name, blob: made.blob };
  } catch {
    return file;
  }
}
