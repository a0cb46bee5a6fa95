/**
 * The milestone budget (spec 002 section 2.3; docs/budget.md): periods and budget lines kept through
 * the offline engine, the budget against DigiKua's actual expenses computed on the phone by core (the
 * `books` package), its chart, and the server's CSV and Excel exports.
 */
import { screen, type Feature } from '../../lib/feature';
import { datesPart } from '../../lib/i18n';

export const BUDGET_PATH = '/dashboard/budget';

const STAFF = [
  { base: '/coach', role: 'coach' },
  { base: '/super-admin', role: 'super' },
] as const;
const coachPage = () => import('./CoachBudgetPage');

export const feature: Feature = {
  name: 'budget',
  roles: ['client', 'coach', 'super'],
  routes: [
    screen(BUDGET_PATH, () => import('./BudgetPage'), 'BudgetPage', { core: 'budget', roles: ['client'] }),
    // A client's budget, read only, for the coach and the super admin: from the statements to review
    // (by business) or the clients' budgets (by client). Live figures from the server, so in no
    // install (docs/offline.md, "Online-only code").
    ...STAFF.flatMap(({ base, role }) => [
      screen(`${base}/budget/:businessId`, coachPage, 'CoachBudgetPage', { core: 'bookkeeping', roles: [role], online: true }),
      screen(`${base}/budgets`, () => import('./ClientBudgetsPage'), 'ClientBudgetsPage', { roles: [role], online: true }),
      screen(`${base}/budgets/:clientId`, coachPage, 'CoachBudgetPage', { core: 'bookkeeping', roles: [role], online: true }),
    ]),
  ],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, datesPart],
  menu: [
    { roles: ['client'], to: BUDGET_PATH, label: 'menu.budget', area: BUDGET_PATH, order: 65 },
    { roles: ['coach'], to: '/coach/budgets', label: 'menu.clientBudgets', area: '/coach/budgets', order: 53 },
    { roles: ['super'], to: '/super-admin/budgets', label: 'menu.clientBudgets', area: '/super-admin/budgets', order: 67 },
  ],
};
