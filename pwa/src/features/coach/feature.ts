/**
 * The business coach's area (the acceleration team, issue 13): the overview now; the review queue,
 * the cohorts and their progress as "not available yet" pages until their screens are built (each
 * then becomes a `screen(...)` here and its `built` turns true in work.ts). The coach's own account
 * page comes from the staff feature, like every staff area's.
 */
import { screen, type Feature, type PlannedRoute } from '../../lib/feature';
import { COACH_AREA, COACH_WORK } from './work';

const planned = COACH_WORK.filter((work) => !work.built).map(
  (work): PlannedRoute => ({ path: `${COACH_AREA}/${work.path}/*`, notBuilt: work.area }),
);

export const feature: Feature = {
  name: 'coach',
  roles: ['coach'],
  routes: [screen(`${COACH_AREA}/overview`, () => import('./Overview'), 'CoachOverview'), ...planned],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }],
  menu: [
    { roles: ['coach'], to: `${COACH_AREA}/overview`, label: 'menu.overview', order: 10 },
    ...COACH_WORK.map((work) => ({ roles: ['coach'] as const, to: `${COACH_AREA}/${work.path}`, label: work.label, order: work.order })),
  ],
};
