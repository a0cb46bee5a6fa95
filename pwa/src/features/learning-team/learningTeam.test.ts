import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import type { Person } from './api';
import { isHidden, MAX_BYTES, MAX_FILES, pathOf, pick, readPicked, sizeOf, TOO_BIG, type PickedFile } from './courseFiles';
import { learningTeamTexts } from './en';
import { importProblems, readProblem } from './importProblems';
import { mentorIds, moved, sameMentors, withMentor, withoutMentor } from './mentors';
import { standing, textIn, toggled } from './people';
import { teamMessage } from './say';
import { SCORE_REQUIRED } from './ScoreDialog';

/** A picked file: its folder path (empty when picked by hand), its text and (unless given) its UTF-8 size. */
const file = (path: string, text = `# ${path}`, size?: number, name = path.split('/').at(-1) ?? path): PickedFile => ({
  name,
  webkitRelativePath: path.includes('/') ? path : '',
  size: size ?? new TextEncoder().encode(text).length,
  text: () => Promise.resolve(text),
});

describe('a picked course folder', () => {
  it('names each file by its path in the folder, or its name when picked by hand, with forward slashes', () => {
    expect(pathOf(file('demo-course/01-money/chapter.md'))).toBe('demo-course/01-money/chapter.md');
    expect(pathOf(file('course.md'))).toBe('course.md');
    expect(pathOf({ ...file('x'), webkitRelativePath: 'course\\01-a\\chapter.md' })).toBe('course/01-a/chapter.md');
  });

  it('leaves out hidden files and folders, sorts by path, and counts the files and their bytes', () => {
    const picked = pick([
      file('c/faqs.md', 'Q: a | b'),
      file('c/.git/HEAD', 'ref: main'),
      file('c/course.md', 'name: Grow | Kuza'),
      file('c/01-a/.notes.md'),
      file('c/.DS_Store', 'x'),
      file('c/01-a/chapter.md', 'name: Á | á'),
    ]);
    expect(picked.files.map((f) => f.path)).toEqual(['c/01-a/chapter.md', 'c/course.md', 'c/faqs.md']);
    expect(picked.count).toBe(3);
    expect(picked.skipped).toBe(3);
    // 'Á' and 'á' are two bytes each in UTF-8.
    expect(picked.bytes).toBe(13 + 17 + 8);
    expect(picked.refusal).toBeNull();
    expect(isHidden('c/01-a/notes.md')).toBe(false);
    expect(isHidden('.c/course.md')).toBe(true);
  });

  it('takes 400 files and 2 MB, and refuses one more file or one more byte with the server’s message', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => file(`c/f${i}.md`, 'x'));
    expect(pick(many(MAX_FILES)).refusal).toBeNull();
    expect(pick(many(MAX_FILES + 1)).refusal).toBe(TOO_BIG);
    expect(pick([file('c/a.md', '', MAX_BYTES - 10), file('c/b.md', '', 10)]).refusal).toBeNull();
    expect(pick([file('c/a.md', '', MAX_BYTES - 10), file('c/b.md', '', 11)]).refusal).toBe(TOO_BIG);
    // Hidden files do not count against the limits.
    expect(pick([...many(MAX_FILES), file('c/.git/x', 'x', MAX_BYTES)]).refusal).toBeNull();
  });

  it('reads each file as text into {path, text}, in path order', async () => {
    const read = await readPicked(pick([file('c/course.md', 'name: Grow | Kuza'), file('c/01-a/chapter.md', 'name: A | B')]));
    expect(read).toEqual({
      ok: true,
      bytes: 17 + 11,
      files: [
        { path: 'c/01-a/chapter.md', text: 'name: A | B' },
        { path: 'c/course.md', text: 'name: Grow | Kuza' },
      ],
    });
  });

  it('reads nothing of a folder over the limits, and checks the text read again', async () => {
    let reads = 0;
    const counted: PickedFile = { ...file('c/a.md', '', MAX_BYTES + 1), text: () => ((reads += 1), Promise.resolve('')) };
    expect(await readPicked(pick([counted]))).toEqual({ ok: false, message: TOO_BIG });
    expect(reads).toBe(0);
    // A file whose size said less than its text holds.
    const lying: PickedFile = { ...file('c/a.md', 'x'), size: 1, text: () => Promise.resolve('é'.repeat(MAX_BYTES / 2 + 1)) };
    expect(await readPicked(pick([lying]))).toEqual({ ok: false, message: TOO_BIG });
  });

  it('says a size as a person reads it, 1 KB = 1000 bytes', () => {
    expect(sizeOf(950)).toEqual({ unit: 'bytes', amount: '950' });
    expect(sizeOf(43_500)).toEqual({ unit: 'kb', amount: '43.5' });
    expect(sizeOf(1000)).toEqual({ unit: 'kb', amount: '1' });
    expect(sizeOf(1_250_000)).toEqual({ unit: 'mb', amount: '1.3' });
  });

  it('says the limits with the text the screens translate', () => {
    expect(learningTeamTexts['msg.lmsTeam.tooBig']).toBe(TOO_BIG);
    expect(learningTeamTexts['msg.lmsTeam.scoreRequired']).toBe(SCORE_REQUIRED);
  });
});

describe("an import's refusal", () => {
  const refused = (body: unknown) => new ApiError('The course needs a course.md file with its name', 'http', 400, {}, body);

  it('lists every problem with its file and line, in the server’s order', () => {
    const problems = importProblems(
      refused({
        error: true,
        message: 'course.md: The course needs a course.md file with its name',
        errors: [
          { file: '01-a/assignment-1.md', line: 2, message: 'Write the days the trainee has for it as a whole number from 1 to 365, like days: 7' },
          { file: 'course.md', line: 0, message: 'The course needs a course.md file with its name' },
        ],
      }),
    );
    expect(problems).toEqual([
      { file: '01-a/assignment-1.md', line: 2, message: 'Write the days the trainee has for it as a whole number from 1 to 365, like days: 7' },
      { file: 'course.md', line: 0, message: 'The course needs a course.md file with its name' },
    ]);
  });

  it('takes off the file and line a described message starts with, in either language', () => {
    expect(readProblem({ file: 'faqs.md', line: 3, message: 'faqs.md, line 3: Write the answer below the question: A: English | Kiswahili' })).toEqual({
      file: 'faqs.md',
      line: 3,
      message: 'Write the answer below the question: A: English | Kiswahili',
    });
    expect(readProblem({ file: 'faqs.md', line: 3, message: 'faqs.md, mstari 3: Andika jibu chini ya swali' })?.message).toBe('Andika jibu chini ya swali');
    expect(readProblem({ file: 'course.md', line: 0, message: 'course.md: Kozi inahitaji faili course.md' })?.message).toBe('Kozi inahitaji faili course.md');
    // Another file's or line's place is the message's own.
    expect(readProblem({ file: 'faqs.md', line: 4, message: 'faqs.md, line 3: x' })?.message).toBe('faqs.md, line 3: x');
  });

  it('keeps what it can read of each problem and skips the rest', () => {
    expect(readProblem({ file: 'a.md', line: -2, message: ' x ' })).toEqual({ file: 'a.md', line: 0, message: 'x' });
    expect(readProblem({ file: 'a.md', line: 1.5, message: 'x' })).toEqual({ file: 'a.md', line: 0, message: 'x' });
    expect(readProblem({ line: 3, message: 'x' })).toEqual({ file: '', line: 3, message: 'x' });
    expect(readProblem({ file: 'a.md', line: 3 })).toBeNull();
    expect(readProblem('a.md: x')).toBeNull();
    expect(importProblems(refused({ error: true, message: 'x', errors: [{ file: 'a.md' }, { file: 'b.md', line: 1, message: 'y' }] }))).toEqual([
      { file: 'b.md', line: 1, message: 'y' },
    ]);
  });

  it('is no list when the refusal names no problems (too big, not found, offline)', () => {
    expect(importProblems(refused({ error: true, message: TOO_BIG }))).toBeNull();
    expect(importProblems(refused({ error: true, message: 'x', errors: [] }))).toBeNull();
    expect(importProblems(new ApiError('Could not reach the server.', 'network'))).toBeNull();
    expect(importProblems(new Error('x'))).toBeNull();
  });
});

describe("a cohort's mentors in order", () => {
  const a = { id: 'a', name: 'Asha' };
  const b = { id: 'b', name: 'Baraka' };
  const c = { id: 'c', name: 'Chege' };

  it('moves one up or down, and leaves the list as it is at either end', () => {
    expect(moved([a, b, c], 2, -1)).toEqual([a, c, b]);
    expect(moved([a, b, c], 0, 1)).toEqual([b, a, c]);
    expect(moved([a, b, c], 1, -1)).toEqual([b, a, c]);
    expect(moved([a, b, c], 0, -1)).toEqual([a, b, c]);
    expect(moved([a, b, c], 2, 1)).toEqual([a, b, c]);
    expect(moved([a, b, c], 5, -1)).toEqual([a, b, c]);
  });

  it('adds a mentor last, once, and takes one off', () => {
    expect(withMentor([a, b], c)).toEqual([a, b, c]);
    expect(withMentor([a, b], { ...a, name: 'Asha again' })).toEqual([a, b]);
    expect(withoutMentor([a, b, c], 'b')).toEqual([a, c]);
  });

  it('saves the ids in order, and tells a new order from the saved one', () => {
    expect(mentorIds([c, a])).toEqual(['c', 'a']);
    expect(sameMentors([a, b], [a, b])).toBe(true);
    expect(sameMentors([a, b], [b, a])).toBe(false);
    expect(sameMentors([a, b], [a])).toBe(false);
    expect(sameMentors(moved(moved([a, b, c], 0, 1), 1, -1), [a, b, c])).toBe(true);
  });
});

describe('the people found', () => {
  const person = (id: string, cohortId: string | null): Person => ({
    id,
    name: id,
    email: `${id}@demo.test`,
    phone: '',
    role: 'client',
    cohortId,
    cohortName: cohortId ? `Cohort ${cohortId}` : null,
  });

  it('may be added when in no cohort; are said to be in this one or another', () => {
    expect(standing(person('x', null), 'k1')).toBe('free');
    expect(standing(person('x', 'k1'), 'k1')).toBe('here');
    expect(standing(person('x', 'k2'), 'k1')).toBe('elsewhere');
  });

  it('are chosen and unchosen in the order ticked', () => {
    const [x, y] = [person('x', null), person('y', null)];
    expect(toggled(toggled([], x), y).map((p) => p.id)).toEqual(['x', 'y']);
    expect(toggled([x, y], x).map((p) => p.id)).toEqual(['y']);
  });

  it("give a course's name in the language shown, English when the Kiswahili is blank", () => {
    expect(textIn({ en: 'Grow', sw: 'Kuza' }, 'sw')).toBe('Kuza');
    expect(textIn({ en: 'Grow', sw: ' ' }, 'sw')).toBe('Grow');
  });
});

describe("the server's messages", () => {
  const t = (key: string, vars?: Record<string, string | number>) => `${key} ${JSON.stringify(vars ?? {})}`;
  const msg = (text: string) => (text === 'Trainees added' ? 'Wanafunzi wameongezwa' : text);
  const say = (text: string) => teamMessage(text, { t: t as never, msg });

  it('translates the one with names by its shape, the others by their text', () => {
    expect(say('Asha Otieno is in the cohort Buruka 2026 already')).toBe('lmsTeam.inAnotherCohort {"name":"Asha Otieno","cohort":"Buruka 2026"}');
    expect(say(' Trainees added ')).toBe('Wanafunzi wameongezwa');
    expect(say('Kundi limehifadhiwa')).toBe('Kundi limehifadhiwa');
  });
});
