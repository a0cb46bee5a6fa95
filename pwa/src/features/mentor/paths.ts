/** The mentor's pages (base /mentor; core `mayOpen` lets only mentors open them). */
export const BASE = '/mentor';
export const OVERVIEW = `${BASE}/overview`;
export const GRADING = `${BASE}/grading`;
export const PITCHES = `${BASE}/pitches`;
export const MESSAGES = `${BASE}/messages`;
export const TRAINEES = `${BASE}/trainees`;

const part = (id: string) => encodeURIComponent(id);

/** The submissions of a cohort (or every cohort when `cohortId` is null). */
export const gradingPath = (cohortId: string | null): string => (cohortId ? `${GRADING}?cohort_id=${part(cohortId)}` : GRADING);
export const threadPath = (traineeId: string): string => `${MESSAGES}/${part(traineeId)}`;
/** One trainee: contacts, progress and the mentor's score. */
export const traineePath = (traineeId: string): string => `${TRAINEES}/${part(traineeId)}`;
