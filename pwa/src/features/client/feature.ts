/** The client's dashboard overview. */
import { screen, type Feature } from '../../lib/feature';
import { prefetchClientLoans } from '../../lib/clientLoans';
import { homePart } from '../../lib/i18n/parts';

/** The home's loans request and the bookkeeping core of its figures, started with its code. */
function prefetchHome(): void {
  prefetchClientLoans();
  void import('../../lib/core-bookkeeping').then((core) => core.loadBookkeepingCore()).catch(() => undefined);
}

export const feature: Feature = {
  name: 'client',
  roles: ['client'],
  routes: [screen('/dashboard/overview', () => import('./OverviewPage'), 'OverviewPage', { prefetch: prefetchHome })],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, homePart],
  menu: [{ roles: ['client'], to: '/dashboard/overview', label: 'menu.dashboard', order: 10 }],
};
