// What is queued of a chosen file: only a large picture is touched, and when it cannot be scaled
// (here: no image decoder at all, as in an old browser) the original is queued as chosen.
import { describe, expect, it } from 'vitest';
import { MAX_PICTURE_BYTES } from './pictures';
import { preparePicture } from './prepare';

const jpeg = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new Blob([bytes], { type: 'image/jpeg' });
};

describe('preparePicture', () => {
  it('queues a small picture and any other file as chosen', async () => {
    const small = { kind: 'identityImage', name: 'id.jpg', blob: jpeg(MAX_PICTURE_BYTES) };
    expect(await preparePicture(small)).toBe(small);
    const pdf = { kind: 'proposal', name: 'plan.pdf', blob: new Blob(['%PDF-1.7', new Uint8Array(2 * MAX_PICTURE_BYTES)]) };
    expect(await preparePicture(pdf)).toBe(pdf);
  });

  it('keeps a large picture it cannot scale, whole, under its name', async () => {
    expect(typeof globalThis.createImageBitmap).toBe('undefined');
    const photo = { kind: 'identityImage', name: 'IMG_0001.JPG', blob: jpeg(4 * MAX_PICTURE_BYTES) };
    const queued = await preparePicture(photo);
    expect(queued.blob).toBe(photo.blob);
    expect(queued.name).toBe('IMG_0001.JPG');
    expect(queued.kind).toBe('identityImage');
  });
});
