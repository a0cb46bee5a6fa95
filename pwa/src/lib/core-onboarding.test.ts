import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applicantState,
  checkAnswer,
  clientState,
  loadOnboardingCoreSync,
  maySubmitStep,
  requiredNote,
  stepByNameOrSlug,
  steps,
  timeLeft,
  validateCohort,
  type Question,
} from './core-onboarding';

const DAY = 86_400;
const NOW = 1_795_296_600;

beforeAll(() => {
  loadOnboardingCoreSync(readFileSync(fileURLToPath(new URL('../wasm-pkg/onboarding/portal_core_bg.wasm', import.meta.url))));
});

describe('client steps and state', () => {
  it("names each step's upload kind as the server checks it; the overview has none", () => {
    const kinds = Object.fromEntries(steps().map((s) => [s.name, s.uploadKind]));
    expect(kinds.passport).toBe('onboardingImage');
    expect(kinds.kraPin).toBe('onboardingPdf');
    expect(kinds.businessBank).toBe('onboardingImageOrPdf');
    expect(kinds.investVideo).toBe('investVideo');
    expect(kinds.investOverview).toBeNull();
  });

  it('reads the 14 steps once, in order, with their labels', () => {
    expect(steps().map((s) => s.slug)).toEqual([
      'start', 'id_front', 'id_back', 'kra_pin', 'b_name', 'b_bank', 'invest_overview',
      'invest_video', 'invest_image', 'invest_logo', 'e_map', 'conduct', 'photography', 'final',
    ]);
    expect(steps()).toBe(steps());
    expect(stepByNameOrSlug('e_map')).toMatchObject({ name: 'entrepreneurMap', accepts: 'imagesOrPdf', folder: 'infoFolder', next: 'codeConduct' });
    expect(stepByNameOrSlug('agreementLetter')?.next).toBeNull();
  });

  it('places records given by name in the spec order', () => {
    const state = clientState(true, { passport: { state: 'approved' }, idFront: { state: 'rejected', reason: 'Blurred' } }, NOW, NOW + 90 * DAY);
    expect(state).toMatchObject({
      progress: '13%',
      stepsDone: 2,
      totalSteps: 15,
      path: '/dashboard/onboarding/apply/id_front',
      place: 'apply',
      rejectedSteps: [{ name: 'idFront', reason: 'Blurred' }],
      timeLeft: { hour: 0, mins: 0 },
      daysLeft: 90,
    });
    expect(state.side).toHaveLength(15);
    expect(state.side[2]).toMatchObject({ name: 'idFront', state: 'rejected', done: false, current: true });
    expect(maySubmitStep('idBack', true, { passport: { state: 'approved' } }, NOW, NOW + DAY)).toBe('Complete the earlier steps first');
    expect(timeLeft(NOW, NOW + DAY + 3600 + 120)).toEqual({ days: 1, hour: 1, mins: 2 });
  });
});

describe('applicant questions', () => {
  const questions: Question[] = [
    { id: 'b', question: 'Monthly sales in shillings', order: 2, type: 'number', options: [], fileType: '', required: true },
    { id: 'a', question: 'Your pitch video', order: 1, type: 'file', options: [], fileType: 'video/*,.mp4', required: true },
  ];

  it('follows the order and checks each answer', () => {
    expect(applicantState(questions, [], true, NOW, NOW + DAY).path).toBe('/dashboard/applicant/apply/a');
    expect(checkAnswer(questions, [], 'a', [], true, NOW, NOW + DAY).error).toBe('Select your file to continue');
    const answered = [{ questionId: 'a', state: 'pending' as const }];
    expect(checkAnswer(questions, answered, 'b', ['12,000'], true, NOW, NOW + DAY)).toEqual({ error: null, values: ['12,000'] });
    expect(requiredNote(questions[1]!, 'sw')).toBe('*Sehemu hii inahitajika (video)');
  });
});

it('gives cohort messages by field', () => {
  expect(validateCohort('Cohort 7', '1999', '2026-01-12', '', ['Nakuru'], 2026).fields).toEqual({ year: "Enter the cohort's year, like 2026" });
});
