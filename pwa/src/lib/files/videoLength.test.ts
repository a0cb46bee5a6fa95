// A video too long for the server is refused on the phone with core's message; a duration the
// browser cannot read lets the file go (the server reads it from the container).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkVideoSeconds, loadOnboardingCoreSync, onboardingMessage } from '../core-onboarding';
import { checkVideoLength, readVideoSeconds } from './videoLength';

const TOO_LONG = 'The video is longer than 5 minutes, choose a shorter one';
const video = new Blob([new Uint8Array(16)], { type: 'video/mp4' });
const reads = (seconds: number | null) => () => Promise.resolve(seconds);

beforeAll(() => {
  loadOnboardingCoreSync(readFileSync(fileURLToPath(new URL('../../wasm-pkg/onboarding/portal_core_bg.wasm', import.meta.url))));
});

describe("the invest video's length on the phone", () => {
  it("refuses more than the server's 5 minutes with core's message, in Swahili too", async () => {
    expect(await checkVideoLength(video, checkVideoSeconds, reads(60))).toBeNull();
    expect(await checkVideoLength(video, checkVideoSeconds, reads(300))).toBeNull();
    expect(await checkVideoLength(video, checkVideoSeconds, reads(300.5))).toBe(TOO_LONG);
    expect(await checkVideoLength(video, checkVideoSeconds, reads(372))).toBe(TOO_LONG);
    expect(onboardingMessage(TOO_LONG, 'sw')).toBe('Video ni ndefu kuliko dakika 5, chagua fupi zaidi');
  });

  it('lets the file go when the length cannot be read here', async () => {
    expect(await checkVideoLength(video, checkVideoSeconds, reads(null))).toBeNull();
    expect(await checkVideoLength(video, checkVideoSeconds, () => Promise.reject(new Error('no decoder')))).toBeNull();
    // Core itself passes what is no length.
    expect(checkVideoSeconds(Number.NaN)).toBeNull();
    expect(checkVideoSeconds(Number.POSITIVE_INFINITY)).toBeNull();
    // No document here (node): the reader answers that it cannot tell.
    expect(await readVideoSeconds(video)).toBeNull();
  });
});
