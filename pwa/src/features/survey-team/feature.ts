/**
 * The quarterly survey, the acceleration team's side (issue 14): the surveys with their version and
 * quarter, open or close, XLSForm upload and download, responses, response rate and exports. A coach
 * finds it under /coach/surveys, the super admin under /super-admin/surveys (core's areas).
 */
import { screen, type Feature, type FeatureRoute } from '../../lib/feature';
import { listsPart } from '../../lib/i18n';

const screens = () => import('./screens');
const BASES = [
  { base: '/coach/surveys', role: 'coach' },
  { base: '/super-admin/surveys', role: 'super' },
] as const;

const routes = BASES.flatMap(({ base, role }): FeatureRoute[] => [
  screen(base, screens, 'SurveysPage', { roles: [role] }),
  screen(`${base}/:name`, screens, 'SurveyResponsesPage', { roles: [role] }),
]);

export const feature: Feature = {
  name: 'survey-team',
  roles: ['coach', 'super'],
  routes,
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, listsPart],
  menu: [
    { roles: ['coach'], to: '/coach/surveys', label: 'menu.surveys', area: '/coach/surveys', order: 50 },
    { roles: ['super'], to: '/super-admin/surveys', label: 'menu.surveys', area: '/super-admin/surveys', order: 65 },
  ],
};
