/** The client's dashboard overview. */
import { screen, type Feature } from '../../lib/feature';

export const feature: Feature = {
  name: 'client',
  roles: ['client'],
  routes: [screen('/dashboard/overview', () => import('./OverviewPage'), 'OverviewPage')],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }],
  menu: [{ roles: ['client'], to: '/dashboard/overview', label: 'menu.dashboard', order: 10 }],
};
