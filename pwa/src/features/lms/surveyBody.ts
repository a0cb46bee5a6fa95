/**
 * The learning surveys' wire shapes (spec 002 sections 3.5, 5.5, 7.5): the questions come in core's
 * survey question shape; a choice question with the 'other' option (value `_`) gets its free-text box
 * as one more question shown only when `_` is chosen and required then, so core's survey checks
 * (lib/core-survey) decide it like any other. The answers go as the spec's map with `cohortId`,
 * `traineeId` and a `submissionId` made once on the phone.
 */
import type { WireQuestion } from '../../lib/core-survey';

export const OTHER = '_';
export const SURVEY_GROUP = 'lms-survey:';
export const surveyGroup = (slug: string): string => `${SURVEY_GROUP}${slug}`;
export const otherName = (name: string): string => `${name}Other`;

/** The questions with each 'other' box after its question. */
export function withOtherBoxes(questions: readonly WireQuestion[], label: { en: string; sw: string }): WireQuestion[] {
  return questions.flatMap((question) => {
    const hasOther = (question.options ?? []).some((option) => option.value === OTHER);
    if (!hasOther) return [question];
    const box: WireQuestion = {
      name: otherName(question.name),
      code: `${question.code}*other`,
      text: label,
      type: 'text',
      required: true,
      active: true,
      dependent: { code: question.code, input: OTHER },
    };
    return [question, box];
  });
}

export interface SurveyOwner {
  traineeId: string;
  cohortId: string;
}

/** The posted body: every checked answer by its name (lists for select-many), then who and the id. */
export function surveyBody(
  values: Readonly<Record<string, string | readonly string[]>>,
  owner: SurveyOwner,
  submissionId: string,
  extra: Readonly<Record<string, string | number>> = {},
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) body[name] = typeof value === 'string' ? value : [...value];
  return { ...body, ...extra, cohortId: owner.cohortId, traineeId: owner.traineeId, submissionId };
}
