import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkAnswer, loadOnboardingCoreSync } from '../../lib/core-onboarding';
import { formValues, sentValue, toggle } from './answerValues';
import type { ApplicantData, OutQuiz } from './api';
import { answersOf, figuresOf, placeOf, questionAt, questionsOf, sideEntries, welcomeStep } from './state';

const NOW = 1_795_296_600;
const DAY = 86_400;

beforeAll(() => {
  loadOnboardingCoreSync(readFileSync(fileURLToPath(new URL('../../wasm-pkg/onboarding/portal_core_bg.wasm', import.meta.url))));
});

const quiz = (id: string, order: number, type: OutQuiz['type'], question: string, options: string[] = []): OutQuiz => ({
  _id: id,
  question,
  order,
  type,
  options,
  fileType: '',
  required: true,
  cohortId: 'c1',
});

/** A state as the server sends it; the questions come out of order on purpose. */
function state(steps: ApplicantData['steps'], extra: Partial<ApplicantData> = {}): ApplicantData {
  return {
    progress: '0%',
    stepsDone: 0,
    totalSteps: 4,
    pendingApproval: 0,
    daysLeft: 30,
    timeLeft: { hour: 0, mins: 0 },
    deadline: NOW + 30 * DAY,
    cohort: { name: 'First intake', year: 2026 },
    toApproveSteps: [],
    rejectedSteps: [],
    path: '/dashboard/applicant/apply/a',
    firstAttempt: false,
    status: 'apply',
    hub: 'Kisumu',
    steps,
    applicant: { infoFolder: 'f' },
    outQuizes: [
      quiz('c', 3, 'checkbox', 'Where do you sell?', ['My town', 'My county', 'Export']),
      quiz('a', 1, 'textarea', 'What does your business sell, and to whom?'),
      quiz('b', 2, 'number', 'How many people work in the business?'),
    ],
    ...extra,
  };
}

describe('the route and the welcome page', () => {
  it('opens the first question in order for start, a question by id, and nothing for a stranger', () => {
    const data = state([]);
    expect(questionAt(data, 'start')?.id).toBe('a');
    expect(questionAt(data, 'c')?.type).toBe('checkbox');
    expect(questionAt(data, 'zzz')).toBeNull();
  });

  it('picks the hub first, shows the welcome page before any answer, and moves on once answered', () => {
    expect(welcomeStep(state([], { firstAttempt: true, path: '/dashboard/applicant/welcome' }), figuresOf(state([]), NOW))).toEqual({ kind: 'hub' });
    const fresh = state([]);
    expect(welcomeStep(fresh, figuresOf(fresh, NOW))).toEqual({ kind: 'welcome' });
    const answered = state([{ name: 'a', state: 'pending' }], { path: '/dashboard/applicant/apply/b' });
    expect(welcomeStep(answered, figuresOf(answered, NOW))).toEqual({
      kind: 'move',
      to: '/dashboard/applicant/apply/b',
      notice: 'Continue with your application',
    });
    const done = state(['a', 'b', 'c'].map((name) => ({ name, state: 'pending' as const })), { path: '/dashboard/applicant/approvals' });
    expect(welcomeStep(done, figuresOf(done, NOW))).toMatchObject({ kind: 'move', to: '/dashboard/applicant/approvals' });
  });

  it('tells the places of the paths the server sends', () => {
    expect(placeOf('/dashboard/applicant/too_late')).toBe('too_late');
    expect(placeOf('/dashboard/applicant/apply/b')).toBe('apply');
    expect(placeOf('/invited')).toBe('invited');
    expect(placeOf('/dashboard/onboarding/success')).toBe('other');
  });
});

describe('the side list', () => {
  it('cuts names after 21 characters and marks the steps before the one shown', () => {
    const data = state([{ name: 'a', state: 'rejected', reason: 'Say more' }, { name: 'b', state: 'pending' }]);
    const side = sideEntries(figuresOf(data, NOW), 'c');
    expect(side.map((s) => s.label.en)).toEqual(['What does your busine…', 'How many people work…', 'Where do you sell?']);
    expect(side.map((s) => [s.earlier, s.shown])).toEqual([[true, false], [true, false], [false, true]]);
    expect(side.map((s) => s.state)).toEqual(['rejected', 'pending', 'not_started']);
    expect(answersOf(data)[0]).toEqual({ questionId: 'a', state: 'rejected', reason: 'Say more' });
  });
});

describe('answers', () => {
  const data = state([{ name: 'a', state: 'pending' }]);
  const check = (id: string, values: string[]) => checkAnswer(questionsOf(data), answersOf(data), id, values, true, NOW, data.deadline);

  it('sends a checkbox question as the chosen options in their order, anything else as one value', () => {
    const options = ['My town', 'My county', 'Export'];
    const chosen = toggle(options, toggle(options, [], 'Export'), 'My town');
    expect(chosen).toEqual(['My town', 'Export']);
    expect(toggle(options, chosen, 'Export')).toEqual(['My town']);
    expect(sentValue('checkbox', formValues('checkbox', '', chosen))).toEqual(['My town', 'Export']);
    expect(sentValue('number', formValues('number', ' 12 ', []))).toBe(' 12 ');
    expect(sentValue('textarea', formValues('textarea', '   ', []))).toBe('');
  });

  it("gives core's messages for a wrong number and a required blank", () => {
    expect(check('b', formValues('number', 'many', [])).error).toBe('Enter a number, like 25 or 1,500.50');
    expect(check('b', formValues('number', '', [])).error).toBe('*This field is required');
    expect(check('b', formValues('number', '12', [])).error).toBeNull();
  });
});
