/**
 * What goes to the survey's endpointLink (spec 001 section 7.3): sessionPhoneNumber, phone, each
 * checked answer by its name, createdAt and updatedAt (epoch seconds), the survey's language and a
 * `submissionId` made once on the phone, so a resend is stored at most once (docs/survey.md).
 */
export interface BodyInput {
  values: Readonly<Record<string, string | readonly string[]>>;
  phone: string;
  lang: string;
  submissionId: string;
  /** When the person started and submitted (ms). */
  startedAt: number;
  submittedAt: number;
}

const NOT_ANSWERS = new Set(['sessionPhoneNumber', 'phone', 'createdAt', 'updatedAt', 'submissionId', 'lang']);

export function answerBody(input: BodyInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input.values)) {
    if (NOT_ANSWERS.has(name)) continue;
    body[name] = typeof value === 'string' ? value : [...value];
  }
  return {
    ...body,
    sessionPhoneNumber: input.phone,
    phone: input.phone,
    createdAt: Math.floor(input.startedAt / 1000),
    updatedAt: Math.floor(input.submittedAt / 1000),
    lang: input.lang,
    submissionId: input.submissionId,
  };
}

/** The file queue's group of a person's submission of a survey (one waits at a time). */
export const submissionGroup = (surveyName: string): string => `survey:${surveyName}`;
