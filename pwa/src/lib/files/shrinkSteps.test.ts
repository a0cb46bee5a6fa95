// The rules for scaling a picture down before it is queued: which files, to what size, which
// encodings in which order, and when to stop.
import { describe, expect, it } from 'vitest';
import { MAX_PICTURE_BYTES, needsShrinking, pictureType } from './pictures';
import { MAX_PICTURE_SIDE, MIN_PICTURE_SIDE, QUALITIES, firstAttempt, fits, nextAttempt, renamed, scaledSize, type Attempt } from './shrinkSteps';

const KB = 1024;
const head = (...bytes: number[]) => new Uint8Array(bytes);

describe('which files are scaled down', () => {
  it('tells a JPEG and a PNG by their first bytes, and nothing else', () => {
    expect(pictureType(head(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46))).toBe('image/jpeg');
    expect(pictureType(head(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(pictureType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(pictureType(head(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(pictureType(head())).toBeNull();
  });

  it('scales a picture over 400 KB, never a smaller one or another kind of file', () => {
    expect(needsShrinking('image/jpeg', 4 * 1024 * KB)).toBe(true);
    expect(needsShrinking('image/png', MAX_PICTURE_BYTES + 1)).toBe(true);
    expect(needsShrinking('image/jpeg', MAX_PICTURE_BYTES)).toBe(false);
    expect(needsShrinking(null, 4 * 1024 * KB)).toBe(false);
    expect(fits(MAX_PICTURE_BYTES)).toBe(true);
    expect(fits(MAX_PICTURE_BYTES + 1)).toBe(false);
  });
});

describe('the size drawn', () => {
  it('brings the longest side to 1600 pixels, keeping the shape, either way round', () => {
    expect(scaledSize(3000, 4000, MAX_PICTURE_SIDE)).toEqual({ width: 1200, height: 1600 });
    expect(scaledSize(4608, 3456, MAX_PICTURE_SIDE)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(8192, 10, MAX_PICTURE_SIDE)).toEqual({ width: 1600, height: 2 });
    expect(scaledSize(10000, 1, MAX_PICTURE_SIDE)).toEqual({ width: 1600, height: 1 });
  });

  it('never makes a picture larger', () => {
    expect(scaledSize(800, 600, MAX_PICTURE_SIDE)).toEqual({ width: 800, height: 600 });
    expect(firstAttempt('image/jpeg', 800, 600).side).toBe(800);
    expect(firstAttempt('image/jpeg', 3000, 4000).side).toBe(1600);
  });
});

describe('the encodings tried', () => {
  it('a JPEG: quality from 0.85 down to 0.5, then smaller sides', () => {
    let attempt: Attempt | null = firstAttempt('image/jpeg', 3000, 4000);
    expect(attempt).toEqual({ type: 'image/jpeg', side: 1600, quality: 0.85 });
    const qualities = [];
    while (attempt && attempt.side === 1600) {
      qualities.push(attempt.quality);
      attempt = nextAttempt(attempt, MAX_PICTURE_BYTES * 1.5);
    }
    expect(qualities).toEqual(QUALITIES);
    expect(attempt?.quality).toBe(0.5);
    expect(attempt!.side).toBeLessThanOrEqual(1600 * 0.8);
  });

  it('far over the limit, goes straight to the lowest quality, then to the side the bytes call for', () => {
    const lowest = nextAttempt({ type: 'image/jpeg', side: 1600, quality: 0.85 }, 5 * MAX_PICTURE_BYTES);
    expect(lowest).toEqual({ type: 'image/jpeg', side: 1600, quality: 0.5 });
    // Four times too large: half the side (and a margin).
    expect(nextAttempt(lowest!, 4 * MAX_PICTURE_BYTES)).toEqual({ type: 'image/jpeg', side: 720, quality: 0.5 });
  });

  it('a PNG: first as a PNG at the smaller size, then as a JPEG from 0.85', () => {
    const first = firstAttempt('image/png', 2000, 1000);
    expect(first).toMatchObject({ type: 'image/png', side: 1600 });
    expect(nextAttempt(first, 3 * MAX_PICTURE_BYTES)).toEqual({ type: 'image/jpeg', side: 1600, quality: 0.85 });
  });

  it('stops rather than make a document too small to read', () => {
    expect(nextAttempt({ type: 'image/jpeg', side: 600, quality: 0.5 }, 2 * MAX_PICTURE_BYTES)).toBeNull();
    expect(nextAttempt({ type: 'image/jpeg', side: MIN_PICTURE_SIDE, quality: 0.5 }, MAX_PICTURE_BYTES + 1)).toBeNull();
  });

  it('reaches 400 KB in a few encodings for pictures whose bytes follow pixels and quality', () => {
    // A model of a JPEG's size: bytes a pixel at each quality (a noisy photo at the top).
    for (const bytesPerPixel of [0.2, 0.8, 1.5, 2]) {
      const bytesOf = (a: Attempt) => {
        const { width, height } = scaledSize(3000, 4000, a.side);
        return width * height * bytesPerPixel * (0.4 + a.quality);
      };
      let attempt: Attempt | null = firstAttempt('image/jpeg', 3000, 4000);
      let tries = 0;
      let bytes = Infinity;
      while (attempt) {
        tries += 1;
        bytes = bytesOf(attempt);
        if (fits(bytes)) break;
        attempt = nextAttempt(attempt, bytes);
      }
      expect(fits(bytes), `${bytesPerPixel} bytes a pixel`).toBe(true);
      expect(tries).toBeLessThanOrEqual(8);
    }
  });
});

describe('the name', () => {
  it('takes the extension of the type the picture now has', () => {
    expect(renamed('IMG_0042.PNG', 'image/jpeg')).toBe('IMG_0042.jpg');
    expect(renamed('scan.png', 'image/png')).toBe('scan.png');
    expect(renamed('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(renamed('photo', 'image/jpeg')).toBe('photo.jpg');
    expect(renamed('.png', 'image/jpeg')).toBe('.png.jpg');
    expect(renamed('my.id.card.heic.png', 'image/jpeg')).toBe('my.id.card.heic.jpg');
  });
});
