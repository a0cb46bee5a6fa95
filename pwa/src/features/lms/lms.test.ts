// The learning screens' own logic: the survey wire shapes (the 'other' box, the posted body), the
// submit paths, what the queue lays over the assignments, the shown dates, and the rules as the
// screens call them through core's lms package.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLmsCoreSync } from '../../lib/core-lms';
import type { Submission } from '../../lib/files';
import type { Assignment } from './api';
import { showDueDate, showUtc } from './format';
import { slugOfPath, surveySubmitPath } from './paths';
import { assignmentBody, assignmentGroup, overlayAssignments } from './queued';
import { cardTitle, checkMessage, checkNote, mayOpenAssignment, noteLinesAfterEnter, noteLinesAfterErase, progress, resumeTarget, surveyGate } from './rules';
import { surveyBody } from './surveyBody';

beforeAll(() => {
  loadLmsCoreSync(readFileSync(fileURLToPath(new URL('../../wasm-pkg/lms/portal_core_bg.wasm', import.meta.url))));
});

const assignment = (id: string, state: Assignment['state']): Assignment => ({
  id,
  title: { en: id, sw: id },
  createdAt: 0,
  periodInDays: 7,
  chapterId: 'c',
  dueDate: 604800,
  score: state === 'graded' ? 80 : state === 'submitted' ? null : 'notAttempted',
  state,
  unlocked: state === 'notAttempted',
});

const submission = (group: string, state: Submission['state'], message: string | null = null, createdAt = 1): Submission => ({
  id: `${group}-${createdAt}`,
  group,
  files: [],
  method: 'POST',
  path: '/x',
  body: {},
  fileFields: {},
  state,
  message,
  createdAt,
});

describe('the learning surveys', () => {
  it('posts the answers with the trainee, the cohort and the submission id, lists as lists', () => {
    const body = surveyBody({ crops: ['maize'], age: '30' }, { traineeId: 't1', cohortId: 'c1' }, 'sub1', { round: 1, source: 'post-training' });
    expect(body).toEqual({ crops: ['maize'], age: '30', round: 1, source: 'post-training', cohortId: 'c1', traineeId: 't1', submissionId: 'sub1' });
  });

  it('posts to the spec paths: no round for the business acumen and post-training ones, the impact report its own', () => {
    expect(surveySubmitPath('confidence-level')).toBe('/lms/surveys/confidence-level/1/submits');
    expect(surveySubmitPath('business-acumen/entry')).toBe('/lms/surveys/business-acumen/entry/submits');
    expect(surveySubmitPath('buruka-post-training')).toBe('/lms/surveys/buruka-post-training/submits');
    expect(surveySubmitPath('training-impact-report')).toBe('/lms/surveys/trainees/training-impact-report/submits');
    expect(slugOfPath('/dashboard/lms/survey/business-acumen/entry')).toBe('business-acumen/entry');
    expect(slugOfPath('/dashboard/lms/home')).toBe('');
  });
});

describe('what waits on the phone', () => {
  it('shows queued answers as waiting and a refusal with its message, never over a server state', () => {
    const list = [assignment('a1', 'graded'), assignment('a2', 'notAttempted'), assignment('a3', 'notAttempted')];
    const shown = overlayAssignments(list, [
      submission(assignmentGroup('a1'), 'waiting'),
      submission(assignmentGroup('a2'), 'waiting'),
      submission(assignmentGroup('a3'), 'refused', 'No additional attempts are allowed for this assignment.'),
    ]);
    expect(shown.map((a) => [a.id, a.waiting ?? false, a.refusal ?? null])).toEqual([
      ['a1', false, null],
      ['a2', true, null],
      ['a3', false, 'No additional attempts are allowed for this assignment.'],
    ]);
    expect(assignmentBody('t', 'c', { 1: 'yes' }, 's')).toEqual({ traineeId: 't', cohortId: 'c', answers: { 1: 'yes' }, submissionId: 's' });
  });
});

describe('dates as shown', () => {
  it('due dates in en-GB (Nairobi), message times in UTC', () => {
    // 22:13 UTC is 01:13 the next day in Nairobi.
    expect(showDueDate(1_700_000_000)).toBe('15/11/2023');
    expect(showUtc(1_700_000_000)).toBe('2023-11-14 22:13');
  });
});

describe('the rules through core', () => {
  it('opens only the first assignment not attempted, with the spec messages', () => {
    expect(mayOpenAssignment(['submitted', 'notAttempted', 'notAttempted'], 1)).toBeNull();
    expect(mayOpenAssignment(['submitted', 'notAttempted', 'notAttempted'], 2)).toBe('Complete previous chapters to access this assignment.');
    expect(mayOpenAssignment(['submitted', 'notAttempted'], 0)).toBe('No additional attempts are allowed for this assignment.');
  });

  it('gates on the five surveys and resumes at the first chapter with work left', () => {
    expect(surveyGate(false, null).kind).toBe('notRegistered');
    const all = { training: 1, confidence: 1, computerLiteracy: 1, businessAcumen: 1, baseline: 1 };
    expect(surveyGate(true, all).kind).toBe('open');
    const gate = surveyGate(true, { ...all, baseline: 0 });
    expect(gate.kind === 'pending' && gate.surveys.filter((s) => !s.done).map((s) => s.key)).toEqual(['baseline']);
    expect(resumeTarget([{ id: 'c1', name: 'One', assignments: [1] }, { id: 'c2', name: 'Two', assignments: [0, 1] }])).toEqual({ chapterId: 'c2' });
    expect(progress(1, 3).percent).toBe('33.33');
  });

  it('checks messages and notes, and grows and shrinks note lines', () => {
    expect(checkMessage('c', 't', '  ')).toEqual({ ok: false, problem: { field: 'text', message: 'Enter message' } });
    expect(checkMessage('', 't', 'hi')).toMatchObject({ ok: false, problem: { message: 'Missing important information' } });
    expect(checkNote({ traineeId: 't', cohortId: 'c', title: ' ', lines: ['a'] }, false)).toMatchObject({ ok: false, problem: { message: 'Title cannot be empty' } });
    expect(checkNote({ traineeId: 't', cohortId: 'c', title: 'T', lines: ['a', ' ', 'b'] }, false)).toEqual({ ok: true, title: 'T', notes: { 1: 'a', 2: 'b' } });
    expect(noteLinesAfterEnter(['a'], 0)).toEqual(['a', '']);
    expect(noteLinesAfterEnter([' '], 0)).toEqual([' ']);
    expect(noteLinesAfterErase(['a', ''], 1)).toEqual(['a']);
    expect(cardTitle('A title longer than twenty')).toBe('A title longer than …');
  });
});
