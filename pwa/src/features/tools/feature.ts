/** The tool choosers: the home of the applicant and of the digiprime. */
import { screen, type Feature } from '../../lib/feature';
import { homePart } from '../../lib/i18n/parts';

/** The bookkeeping core of the home's figures, started with its code. */
const warmBooks = (): void =>
  void import('../../lib/core-bookkeeping').then((core) => core.loadBookkeepingCore()).catch(() => undefined);

export const feature: Feature = {
  name: 'tools',
  roles: ['applicant', 'digiprime'],
  routes: [
    screen('/dashboard/trainee/home', () => import('./ApplicantHome'), 'ApplicantHome', { roles: ['applicant'], prefetch: warmBooks }),
    screen('/dashboard/digiprime/home', () => import('./DigiprimeHome'), 'DigiprimeHome', { roles: ['digiprime'], prefetch: warmBooks }),
  ],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, homePart],
  menu: [
    { roles: ['applicant'], to: '/dashboard/trainee/home', label: 'menu.dashboard', order: 10 },
    { roles: ['digiprime'], to: '/dashboard/digiprime/home', label: 'menu.dashboard', order: 10 },
  ],
};
