/**
 * English texts of the business coach's screens. Loaded with the screens that use them (see
 * lib/feature.ts); the Kiswahili is in `sw.ts`.
 */
import { addEnglish } from '../../lib/i18n/translate';

export const coachTexts = {
  'coach.greeting': 'Welcome, {name}',
  'coach.lead': "You review the entrepreneurs' onboarding: what they send at each step, in the cohorts you work with.",
  'coach.work': 'Your work',
  'coach.aboutReviewQueue': 'Submissions waiting for approval, by cohort, hub and step: approve them, or reject with a reason.',
  'coach.aboutCohorts': 'Cohorts: their dates, hubs and questions, and the entrepreneurs enrolled in them.',
  'coach.aboutCohortProgress': "Each entrepreneur's steps done, waiting and rejected, and the days they have left.",
  'coach.aboutAccount': 'Your details and your password.',
  'coach.notBuilt': 'Not available yet',
};

declare module '../../lib/i18n/keys' {
  interface TextParts {
    coach: typeof coachTexts;
  }
}

addEnglish(coachTexts);
