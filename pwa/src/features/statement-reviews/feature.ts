/**
 * The statements a business coach reviews (issue 17; docs/validation.md, "The coach's review"):
 * statements of other institutions and pictures of statements, which core cannot read, wait here
 * for a coach to read the file and enter each month's money in and out; the client's validation
 * report then uses them. A coach finds it under /coach/statements, the super admin under
 * /super-admin/statements.
 */
import { screen, type Feature, type FeatureRoute } from '../../lib/feature';
import { listsPart } from '../../lib/i18n';

const BASES = [
  { base: '/coach/statements', role: 'coach' },
  { base: '/super-admin/statements', role: 'super' },
] as const;

// Live lists of the server, to read files and send totals: useless offline, so in no install.
const routes = BASES.map(({ base, role }): FeatureRoute =>
  screen(base, () => import('./ReviewsPage'), 'ReviewsPage', { roles: [role], online: true }),
);

export const feature: Feature = {
  name: 'statement-reviews',
  roles: ['coach', 'super'],
  routes,
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, listsPart],
  menu: [
    { roles: ['coach'], to: '/coach/statements', label: 'menu.statements', area: '/coach/statements', order: 52 },
    { roles: ['super'], to: '/super-admin/statements', label: 'menu.statements', area: '/super-admin/statements', order: 66 },
  ],
};
