/**
 * The quarterly survey, the entrepreneur's side (spec 001 sections 2.4, 4.4, 7.3, 8; issue 14): the
 * home with the survey's language and Take Survey, and the survey itself, for clients, applicants and
 * DigiPrime entrepreneurs (the role is the path's). The rules come from the `survey` package.
 */
import { screen, type Feature, type FeatureRoute, type Role } from '../../lib/feature';
import { datesPart } from '../../lib/i18n';

const AREA = '/dashboard/qsurvey';
const screens = () => import('./screens');
const FILLERS = ['client', 'applicant', 'digiprime'] as const satisfies readonly Role[];

const routesOf = (role: (typeof FILLERS)[number]): FeatureRoute[] => [
  screen(`${AREA}/${role}/home`, screens, 'SurveyHomePage', { roles: [role], core: 'survey' }),
  screen(`${AREA}/${role}/:survey`, screens, 'SurveyPage', { roles: [role], core: 'survey' }),
];

/** The playbook home's Take Survey (spec 001 section 2.3): the same survey, back to the playbook. */
const PLAYBOOK = '/dashboard/playbook';
const playbookRoutes: FeatureRoute[] = (['quarterly_survey', 'post_quarterly_survey'] as const).map((name) =>
  screen(`${PLAYBOOK}/${name}`, screens, 'SurveyPage', { roles: ['client'], core: 'survey' }),
);

export const feature: Feature = {
  name: 'survey',
  roles: FILLERS,
  routes: [...FILLERS.flatMap(routesOf), ...playbookRoutes],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, datesPart],
  menu: [
    { roles: ['client'], to: `${AREA}/client/home`, label: 'menu.qsurvey', area: `${AREA}/client`, order: 70 },
    { roles: ['applicant'], to: `${AREA}/applicant/home`, label: 'menu.qsurvey', area: `${AREA}/applicant`, order: 50 },
    { roles: ['digiprime'], to: `${AREA}/digiprime/home`, label: 'menu.qsurvey', area: `${AREA}/digiprime`, order: 30 },
  ],
};
