/**
 * Which chosen files are scaled down on the phone before they are queued: a picture (JPEG or PNG, by
 * its first bytes, whatever its name or declared type says) larger than 400 KB. A camera photo of
 * 4 MB goes up as at most 400 KB; the server checks and keeps a fresh copy of it all the same.
 */

/** What a scaled picture fits in; a picture at most this size is queued as chosen. */
export const MAX_PICTURE_BYTES = 400 * 1024;

export type PictureType = 'image/jpeg' | 'image/png';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (head: Uint8Array, magic: number[]) => magic.every((byte, i) => head[i] === byte);

/** The picture type told by a file's first 8 bytes, or null when it is no JPEG or PNG. */
export function pictureType(head: Uint8Array): PictureType | null {
  if (startsWith(head, JPEG)) return 'image/jpeg';
  if (startsWith(head, PNG)) return 'image/png';
  return null;
}

/** Whether a file of this type and size is scaled down before it is queued. */
export function needsShrinking(type: PictureType | null, bytes: number): type is PictureType {
  return type !== null && bytes > MAX_PICTURE_BYTES;
}
