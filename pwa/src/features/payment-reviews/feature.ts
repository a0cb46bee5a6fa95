/** The M-Pesa payment review list: money the server kept for staff, applied to a loan or dismissed by an authorizer or the super admin (core `MONEY_REVIEWERS`). */
import { screen, type Feature, type Role } from '../../lib/feature';

const REVIEWERS: ReadonlyArray<{ base: string; roles: readonly Role[] }> = [
  { base: '/authorizer', roles: ['authorizer'] },
  { base: '/super-admin', roles: ['super'] },
];

export const feature: Feature = {
  name: 'payment-reviews',
  roles: REVIEWERS.flatMap((area) => area.roles),
  routes: REVIEWERS.map(({ base, roles }) =>
    // The loans package gives the loan statuses shown when choosing a loan.
    screen(`${base}/payment-reviews`, () => import('./ReviewsPage'), 'ReviewsPage', { roles, core: 'loans' }),
  ),
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }],
  menu: REVIEWERS.map(({ base, roles }) => ({ roles, to: `${base}/payment-reviews`, label: 'menu.paymentReviews', order: 35 })),
};
