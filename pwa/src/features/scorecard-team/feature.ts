/**
 * The staff's scorecards (docs/scorecards.md): the quarter's portfolio by band and rank group with
 * its CSV, a business's scorecard with Recompute and the coach's scoring sheet, and the scoring
 * thresholds for the super admin. Live figures of the server, so in no install (`online`).
 */
import { screen, type Feature } from '../../lib/feature';
import { listsPart, scoresPart } from '../../lib/i18n';

const STAFF = [
  { base: '/coach', role: 'coach', order: 54 },
  { base: '/super-admin', role: 'super', order: 68 },
] as const;

export const feature: Feature = {
  name: 'scorecard-team',
  roles: ['coach', 'super'],
  routes: [
    ...STAFF.flatMap(({ base, role }) => [
      screen(`${base}/scorecards`, () => import('./PortfolioPage'), 'PortfolioPage', { roles: [role], online: true }),
      screen(`${base}/scorecards/:businessId/:year/:quarter`, () => import('./BusinessPage'), 'BusinessPage', { roles: [role], online: true }),
    ]),
    screen('/super-admin/scorecard-thresholds', () => import('./ThresholdsPage'), 'ThresholdsPage', { roles: ['super'], online: true }),
  ],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, scoresPart, listsPart],
  menu: STAFF.map(({ base, role, order }) => ({ roles: [role], to: `${base}/scorecards`, label: 'menu.scorecards', area: `${base}/scorecards`, order })),
};
