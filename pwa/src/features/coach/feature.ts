/**
 * The business coach's area (the acceleration team, issue 13): the overview, the review queue, the
 * cohorts (with their questions and enrolment) and their progress. A part not built yet would show the
 * "not available yet" page while its `built` is false in work.ts. The coach's own account page comes
 * from the staff feature, like every staff area's.
 */
import { screen, type Feature, type FeatureRoute } from '../../lib/feature';
import { datesPart, listsPart } from '../../lib/i18n';
import { COACH_AREA, COACH_WORK } from './work';

// The three onboarding screens share one chunk (a chunk each weighed on /signin's manifest).
const work = COACH_WORK.map(
  (w): FeatureRoute =>
    w.built
      ? // The super admin does the team's work too, from their own menu (core's roles say so).
        screen(`${COACH_AREA}/${w.path}`, () => import('./screens'), w.screen, { core: 'onboarding', roles: ['coach', 'super'] })
      : { path: `${COACH_AREA}/${w.path}/*`, notBuilt: w.area },
);

export const feature: Feature = {
  name: 'coach',
  roles: ['coach', 'super'],
  routes: [
    screen(`${COACH_AREA}/overview`, () => import('./Overview'), 'CoachOverview', { roles: ['coach'] }),
    ...work,
  ],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, datesPart, listsPart],
  menu: [
    { roles: ['coach'], to: `${COACH_AREA}/overview`, label: 'menu.overview', order: 10 },
    ...COACH_WORK.map((work) => ({ roles: ['coach'] as const, to: `${COACH_AREA}/${work.path}`, label: work.label, order: work.order })),
    // In the super admin's menu after their own areas, before their account.
    ...COACH_WORK.map((work) => ({ roles: ['super'] as const, to: `${COACH_AREA}/${work.path}`, label: work.label, order: 60 + work.order / 10 })),
  ],
};
