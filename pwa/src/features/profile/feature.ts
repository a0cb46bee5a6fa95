/** The client's profile: the entry page, the details and the setup steps (M-Pesa, personal information, identity). */
import { screen, type Feature } from '../../lib/feature';
import { accountsPart, detailsPart } from '../../lib/i18n';

const setup = { core: 'profile' } as const;

export const feature: Feature = {
  name: 'profile',
  roles: ['client'],
  routes: [
    screen('/dashboard/profile', () => import('./ProfileEntryPage'), 'ProfileEntryPage', setup),
    screen('/dashboard/profile/user', () => import('./UserProfilePage'), 'UserProfilePage', { core: 'accounts' }),
    screen('/dashboard/profile/setup/mpesa', () => import('./MpesaPage'), 'MpesaPage', setup),
    screen('/dashboard/profile/setup/info', () => import('./InfoPage'), 'InfoPage', setup),
    screen('/dashboard/profile/setup/identity', () => import('./IdentityPage'), 'IdentityPage', setup),
    screen('/dashboard/profile/setup/success', () => import('./SetupSuccessPage'), 'SetupSuccessPage'),
    { path: '/dashboard/profile/setup/*', notBuilt: 'area.profileSetup' },
    { path: '/dashboard/profile/*', notBuilt: 'area.profile' },
  ],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, accountsPart, detailsPart],
  menu: [{ roles: ['client'], to: '/dashboard/profile', label: 'menu.profile', order: 100 }],
};
