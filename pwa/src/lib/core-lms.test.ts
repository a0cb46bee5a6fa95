// The learning package through its wrapper: the walk and where to resume, the one-attempt rule, the
// figures, the survey gate, the checks with their messages in both languages, and the answers' check.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assignmentState,
  cardTitle,
  checkAnswers,
  checkMessage,
  checkNote,
  courseWalk,
  faqMatches,
  loadLmsCoreSync,
  mayOpenAssignment,
  menuTooltip,
  noteLinesAfterEnter,
  progress,
  scorePercentage,
  surveyGate,
} from './core-lms';

beforeAll(() => {
  loadLmsCoreSync(readFileSync(fileURLToPath(new URL('../wasm-pkg/lms/portal_core_bg.wasm', import.meta.url))));
});

describe('the learning rules from the phone', () => {
  it('walks the chapters and resumes at the current one', () => {
    const walk = courseWalk(
      [
        { id: 'a', name: 'Intro', submissions: [1], firstTopicId: 'ta' },
        { id: 'x', name: ' ', submissions: [0], firstTopicId: null },
        { id: 'b', name: 'Costs', submissions: [0, 1], firstTopicId: 'tb' },
        { id: 'c', name: 'Sales', submissions: [], firstTopicId: null },
      ],
      'en',
    );
    expect(walk.chapters).toEqual([
      { id: 'a', status: 'completed' },
      { id: 'b', status: 'current' },
      { id: 'c', status: 'locked' },
    ]);
    expect(walk.resume).toEqual({ chapterId: 'b', topicId: 'tb' });
    expect(walk.mayOpenChapter('b')).toBeNull();
    expect(walk.mayOpenChapter('c')).toBe('Please complete all previous chapters before accessing this one.');
    expect(walk.mayOpenChapter('x')).toBe('Chapters not found');
  });

  it('allows one attempt, in course order, with the messages in Swahili', () => {
    expect(assignmentState([null, 60, 80])).toEqual({ state: 'graded', best: 80 });
    expect(assignmentState([null])).toEqual({ state: 'submitted', best: null });
    expect(mayOpenAssignment(['submitted', 'notAttempted'], 0, 'en')).toBe('No additional attempts are allowed for this assignment.');
    expect(mayOpenAssignment(['notAttempted', 'notAttempted'], 1, 'sw')).toBe('Kamilisha sura zilizotangulia ili kufungua zoezi hili.');
    expect(mayOpenAssignment(['graded', 'notAttempted'], 1, 'en')).toBeNull();
    expect(menuTooltip(false, 2, 'sw')).toBe('Jaribu tena');
  });

  it('figures and the gate', () => {
    expect(progress(2, 3)).toEqual({ submitted: 2, total: 3, percent: '66.67' });
    expect(scorePercentage({ pitch1: 5, mentor: 2.5, trainer: null })).toBe(11);
    expect(surveyGate(false, null, 'sw')).toEqual({
      kind: 'notRegistered',
      message: 'Bado hujasajiliwa kama mwanafunzi. Tafadhali wasiliana na timu ya mafunzo ili kukamilisha usajili.',
    });
    const gate = surveyGate(true, { training: 1, confidence: 1, computerLiteracy: 0, businessAcumen: 1, baseline: 1 }, 'en');
    expect(gate.kind).toBe('pending');
    if (gate.kind === 'pending') expect(gate.surveys.filter((s) => !s.done).map((s) => s.key)).toEqual(['computerLiteracy']);
    expect(surveyGate(true, { training: 1, confidence: 2, computerLiteracy: 1, businessAcumen: 1, baseline: 1 }, 'en')).toEqual({ kind: 'open' });
  });

  it('checks messages, notes and answers', () => {
    expect(checkMessage('c', 't', ' ', 'sw')).toEqual({ field: 'text', message: 'Andika ujumbe' });
    expect(checkNote({ id: null, traineeId: 't', cohortId: 'c', title: 'Plan', lines: ['one', '', 'two'] }, false, 'en')).toEqual({
      ok: true,
      title: 'Plan',
      notes: { '1': 'one', '2': 'two' },
    });
    expect(checkNote({ id: null, traineeId: 't', cohortId: 'c', title: ' ', lines: ['x'] }, false, 'en')).toEqual({
      ok: false,
      problem: { field: 'title', message: 'Title cannot be empty' },
    });
    expect(noteLinesAfterEnter(['a'], 0)).toEqual(['a', '']);
    expect(cardTitle('A very long title for a note')).toBe('A very long title fo…');
    expect(faqMatches('REPAY', 'How do I repay?', '')).toBe(true);
    const tasks = { '1': { type: 'choice' as const, options: [{ en: 'Yes' }, { en: 'No' }] }, '2': { type: 'file' as const } };
    expect(checkAnswers(tasks, { '1': 'Maybe' }, 'en')).toEqual({
      ok: false,
      problems: { '1': 'Choose one of the options given', '2': 'Answer all questions' },
    });
    expect(checkAnswers(tasks, { '1': 'No', '2': '6955b9000000000000000001' }, 'en')).toEqual({
      ok: true,
      answers: { '1': 'No', '2': '6955b9000000000000000001' },
    });
  });
});
