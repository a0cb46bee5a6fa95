/** The learning area's links (spec 002 section 2.6) and the survey slugs and submit paths (7.5). */
export const BASE = '/dashboard/lms';
export const LEARNING = `${BASE}/learning`;

export const topicPath = (cohortId: string, chapterId: string, topicId: string): string => `${LEARNING}/${cohortId}/${chapterId}/${topicId}`;
export const assignmentPath = (id: string): string => `${LEARNING}/assignments/${id}`;
export const notePath = (id: string): string => `${LEARNING}/notes/${id}`;
export const messagesPath = (mentorId?: string): string => (mentorId ? `${LEARNING}/messages?mentor=${encodeURIComponent(mentorId)}` : `${LEARNING}/messages`);
export const surveyPath = (base: string, slug: string): string => `${base}/survey/${slug}`;

/** The gate surveys by their key in `surveys/verify-done/1`'s data (core's order comes with the gate). */
export const GATE_SLUGS: Readonly<Record<string, string>> = {
  confidence: 'confidence-level',
  training: 'training-impact-report',
  computerLiteracy: 'computer-literacy',
  businessAcumen: 'business-acumen/entry',
  baseline: 'baseline',
};

export const POST_TRAINING_SLUG = 'buruka-post-training';

/** Slugs whose answers go to `surveys/{slug}/submits` (no round in the path). */
const ROUNDLESS = new Set(['business-acumen/entry', 'business-acumen/exit', POST_TRAINING_SLUG]);

/** Where a survey's answers are posted (7.5): round defaults to 1. */
export function surveySubmitPath(slug: string, round = 1): string {
  if (slug === 'training-impact-report') return '/lms/surveys/trainees/training-impact-report/submits';
  if (ROUNDLESS.has(slug)) return `/lms/surveys/${slug}/submits`;
  return `/lms/surveys/${slug}/${round}/submits`;
}

/** The slug after `/survey/` in a path, or ''. */
export function slugOfPath(pathname: string): string {
  const at = pathname.indexOf('/survey/');
  return at < 0 ? '' : decodeURIComponent(pathname.slice(at + '/survey/'.length).replace(/\/+$/, ''));
}
