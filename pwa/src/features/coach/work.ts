/**
 * The coach's work, in menu order: the side menu's entries and the overview's list are made from
 * it. `built` is false for the parts that still show the shared "not available yet" page.
 */
import type { MessageKey } from '../../lib/i18n';
import type * as screens from './screens';

export const COACH_AREA = '/coach';

export interface CoachWork {
  /** The path under /coach. */
  path: string;
  label: MessageKey;
  /** The name the "not available yet" page gives it. */
  area: MessageKey;
  /** One line on the overview saying what it is for. */
  about: MessageKey;
  built: boolean;
  /** Its screen, exported by screens.ts. */
  screen: keyof typeof screens;
  order: number;
}

export const COACH_WORK: readonly CoachWork[] = [
  { path: 'review-queue', label: 'menu.reviewQueue', area: 'area.reviewQueue', about: 'coach.aboutReviewQueue', built: true, screen: 'ReviewQueuePage', order: 20 },
  { path: 'cohorts', label: 'menu.cohorts', area: 'area.cohorts', about: 'coach.aboutCohorts', built: true, screen: 'CohortsPage', order: 30 },
  { path: 'cohort-progress', label: 'menu.cohortProgress', area: 'area.cohortProgress', about: 'coach.aboutCohortProgress', built: true, screen: 'CohortProgressPage', order: 40 },
];
