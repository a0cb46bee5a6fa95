/**
 * Learning, the team's side (issue 15; docs/lms.md, "The team's side"): the coach and the super admin
 * run the learning programme's cohorts (mentors in order, trainees and their trainer's score) and
 * start their courses (a new one, or a course folder imported). A coach finds it under
 * /coach/learning, the super admin under /super-admin/learning (core's areas). A course's own page,
 * `{base}/courses/{classId}`, is the course editor's.
 */
import { screen, type Feature, type FeatureRoute } from '../../lib/feature';
import { listsPart } from '../../lib/i18n';
import { BASES } from './paths';

const screens = () => import('./screens');

const routes = BASES.flatMap(({ base, role }): FeatureRoute[] => [
  screen(base, screens, 'CohortsPage', { roles: [role] }),
  screen(`${base}/cohorts/:cohortId`, screens, 'CohortPage', { roles: [role] }),
]);

export const feature: Feature = {
  name: 'learning-team',
  roles: ['coach', 'super'],
  routes,
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, listsPart],
  menu: [
    // Right after the playbook content (46), before the surveys (50).
    { roles: ['coach'], to: '/coach/learning', label: 'menu.lms', area: '/coach/learning', order: 47 },
    // Right after the playbook content (64.6), before the surveys (65).
    { roles: ['super'], to: '/super-admin/learning', label: 'menu.lms', area: '/super-admin/learning', order: 64.7 },
  ],
};
