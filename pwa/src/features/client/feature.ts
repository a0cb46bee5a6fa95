/** The client's dashboard overview. */
import { screen, type Feature } from '../../lib/feature';
import { homePart } from '../../lib/i18n/parts';

export const feature: Feature = {
  name: 'client',
  roles: ['client'],
  routes: [screen('/dashboard/overview', () => import('./OverviewPage'), 'OverviewPage')],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, homePart],
  menu: [{ roles: ['client'], to: '/dashboard/overview', label: 'menu.dashboard', order: 10 }],
};
