/**
 * The business coach's area (the acceleration team, issue 13): the overview, the review queue, the
 * cohorts (with their questions and enrolment) and their progress. A part not built yet would show the
 * "not available yet" page while its `built` is false in work.ts. The coach's own account page comes
 * from the staff feature, like every staff area's.
 */
import { screen, type Feature, type PlannedRoute } from '../../lib/feature';
import { datesPart, listsPart } from '../../lib/i18n';
import { COACH_AREA, COACH_WORK } from './work';

const planned = COACH_WORK.filter((work) => !work.built).map(
  (work): PlannedRoute => ({ path: `${COACH_AREA}/${work.path}/*`, notBuilt: work.area }),
);

export const feature: Feature = {
  name: 'coach',
  roles: ['coach'],
  routes: [
    screen(`${COACH_AREA}/overview`, () => import('./Overview'), 'CoachOverview'),
    screen(`${COACH_AREA}/review-queue`, () => import('./ReviewQueuePage'), 'ReviewQueuePage', { core: 'onboarding' }),
    screen(`${COACH_AREA}/cohorts`, () => import('./CohortsPage'), 'CohortsPage', { core: 'onboarding', texts: [datesPart, listsPart] }),
    screen(`${COACH_AREA}/cohort-progress`, () => import('./CohortProgressPage'), 'CohortProgressPage', { core: 'onboarding', texts: [listsPart] }),
    ...planned,
  ],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }],
  menu: [
    { roles: ['coach'], to: `${COACH_AREA}/overview`, label: 'menu.overview', order: 10 },
    ...COACH_WORK.map((work) => ({ roles: ['coach'] as const, to: `${COACH_AREA}/${work.path}`, label: work.label, order: work.order })),
  ],
};
