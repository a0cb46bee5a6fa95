/**
 * The advisory playbook, the acceleration team's side (spec 001 sections 2.3, 3, 6; issue 14): every
 * advisory pair with its playbooks' progress, pairing an entrepreneur with an advisor, and assigning
 * a pair playbooks or taking them back. A coach finds it under /coach/pairs, the super admin under
 * /super-admin/pairs (core's areas). The playbook package gives the progress labels and messages.
 */
import { screen, type Feature, type FeatureRoute } from '../../lib/feature';
import { listsPart } from '../../lib/i18n';

const screens = () => import('./screens');
const BASES = [
  { base: '/coach/pairs', role: 'coach' },
  { base: '/super-admin/pairs', role: 'super' },
] as const;

const routes = BASES.flatMap(({ base, role }): FeatureRoute[] => [
  screen(base, screens, 'PairsPage', { roles: [role], core: 'playbook' }),
  screen(`${base}/:pairId`, screens, 'PairPage', { roles: [role], core: 'playbook' }),
]);

export const feature: Feature = {
  name: 'playbook-team',
  roles: ['coach', 'super'],
  routes,
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, listsPart],
  menu: [
    // After the onboarding work (orders 20-40), before the surveys (50).
    { roles: ['coach'], to: '/coach/pairs', label: 'menu.advisoryPairs', area: '/coach/pairs', order: 45 },
    // After the team's onboarding work (60-64), before the surveys (65).
    { roles: ['super'], to: '/super-admin/pairs', label: 'menu.advisoryPairs', area: '/super-admin/pairs', order: 64.5 },
  ],
};
