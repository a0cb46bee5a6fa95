/**
 * The learning surveys' wire shapes (spec 002 sections 3.5, 5.5, 7.5): the questions come in core's
 * survey question shape, each 'other' option's (value `_`) free-text box among them as a question
 * shown only when `_` is chosen (core::lms::surveys), so core's survey checks (lib/core-survey) decide
 * it like any other. The answers go as the spec's map with `cohortId`, `traineeId` and a
 * `submissionId` made once on the phone.
 */
export const SURVEY_GROUP = 'lms-survey:';
export const surveyGroup = (slug: string): string => `${SURVEY_GROUP}${slug}`;

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
