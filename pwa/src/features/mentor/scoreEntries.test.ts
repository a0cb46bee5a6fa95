// The mentor's score item: the entries read defensively, the current one the newest of its item,
// and core's grade check as the form uses it (a blank score, a score out of 0..100).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLmsCoreSync } from '../../lib/core-lms';
import { gradeProblem } from './lms';
import { currentEntry, readScoreEntries, scoreEntriesRead } from './scoreEntries';
import { traineePath } from './paths';

beforeAll(() => {
  loadLmsCoreSync(readFileSync(fileURLToPath(new URL('../../wasm-pkg/lms/portal_core_bg.wasm', import.meta.url))));
});

describe('the score entries', () => {
  it('reads the entries, a score sent as text too, and leaves out what is not one', () => {
    const answer = {
      data: [
        { item: 'mentor', score: 70, enteredBy: 'm1', createdAt: 10 },
        { item: 'trainer', score: '90', enteredBy: 'c1', createdAt: 11 },
        { item: 'mentor', score: null, enteredBy: 'm1', createdAt: 12 },
        { item: '', score: 5, createdAt: 13 },
        'nonsense',
      ],
    };
    expect(readScoreEntries(answer)).toEqual([
      { item: 'mentor', score: 70, enteredBy: 'm1', createdAt: 10 },
      { item: 'trainer', score: 90, enteredBy: 'c1', createdAt: 11 },
    ]);
    expect(readScoreEntries(null)).toEqual([]);
    expect(readScoreEntries({ data: 'x' })).toEqual([]);
  });

  it("takes the item's newest entry as the one now, the last sent of equal times", () => {
    const entries = readScoreEntries({
      data: [
        { item: 'mentor', score: 60, enteredBy: 'm1', createdAt: 10 },
        { item: 'trainer', score: 95, enteredBy: 'c1', createdAt: 30 },
        { item: 'mentor', score: 80, enteredBy: 'm1', createdAt: 20 },
        { item: 'mentor', score: 85, enteredBy: 'm2', createdAt: 20 },
      ],
    });
    expect(currentEntry(entries, 'mentor')?.score).toBe(85);
    expect(currentEntry(entries, 'trainer')?.score).toBe(95);
    expect(currentEntry([], 'mentor')).toBeNull();
  });

  it('is read and kept per trainee; the trainee page is per trainee', () => {
    expect(scoreEntriesRead('6960bbbb0000000000000001').key).toBe('mentor:score-entries:6960bbbb0000000000000001');
    expect(traineePath('6960bbbb0000000000000001')).toBe('/mentor/trainees/6960bbbb0000000000000001');
  });

  it("checks the score as core checks a grade, in the mentor's language", async () => {
    expect(await gradeProblem('', '', 'en')).toEqual({ field: 'score', message: 'Enter a score from 0 to 100' });
    expect(await gradeProblem('101', '', 'en')).toEqual({ field: 'score', message: 'The score is a whole number from 0 to 100' });
    expect(await gradeProblem('7.5', '', 'en')).toEqual({ field: 'score', message: 'The score is a whole number from 0 to 100' });
    expect(await gradeProblem(' 80 ', '', 'en')).toBeNull();
    expect((await gradeProblem('', '', 'sw'))?.message).not.toBe('Enter a score from 0 to 100');
  });
});
