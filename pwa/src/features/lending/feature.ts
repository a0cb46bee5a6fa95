/** The staff loan screens: overview, loans and a loan, a client's details in every staff area; funds and reports for the super admin. */
import { screen, type Feature } from '../../lib/feature';
import { accountsPart, detailsPart, listsPart } from '../../lib/i18n';
import { LENDING_AREAS } from '../../lib/staffAreas';

const SUPER = { roles: ['super'], core: 'loans' } as const;

export const feature: Feature = {
  name: 'lending',
  roles: LENDING_AREAS.flatMap((area) => area.roles),
  routes: [
    ...LENDING_AREAS.flatMap(({ base, roles }) => {
      const loans = { roles, core: 'loans' } as const;
      return [
        screen(`${base}/overview`, () => import('./LendingOverview'), 'LendingOverview', loans),
        screen(`${base}/loans`, () => import('./LoansPage'), 'LoansPage', loans),
        screen(`${base}/loan/:loanId`, () => import('./LoanDetailPage'), 'LoanDetailPage', loans),
        // A client's gender and identity type are core's values, in the accounts' and details' texts.
        screen(`${base}/client/:clientId`, () => import('./ClientDetailPage'), 'ClientDetailPage', { ...loans, texts: [accountsPart, detailsPart] }),
      ];
    }),
    screen('/super-admin/funds', () => import('./FundsPage'), 'FundsPage', SUPER),
    screen('/super-admin/reports', () => import('./ReportsPage'), 'ReportsPage', SUPER),
  ],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, listsPart],
  menu: [
    ...LENDING_AREAS.flatMap(({ base, roles }) => [
      { roles, to: `${base}/overview`, label: 'menu.overview', order: 10 } as const,
      { roles, to: `${base}/loans`, label: 'menu.loans', order: 30 } as const,
    ]),
    { roles: ['super'], to: '/super-admin/funds', label: 'menu.funds', order: 50 },
    { roles: ['super'], to: '/super-admin/reports', label: 'menu.reports', order: 60 },
  ],
};
