/**
 * The milestone budget (spec 002 section 2.3; docs/budget.md): periods and budget lines kept through
 * the offline engine, the budget against DigiKua's actual expenses computed on the phone by core (the
 * `books` package), its chart, and the server's CSV and Excel exports.
 */
import { screen, type Feature } from '../../lib/feature';
import { datesPart } from '../../lib/i18n';

export const BUDGET_PATH = '/dashboard/budget';

export const feature: Feature = {
  name: 'budget',
  roles: ['client'],
  routes: [screen(BUDGET_PATH, () => import('./BudgetPage'), 'BudgetPage', { core: 'budget' })],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, datesPart],
  menu: [{ roles: ['client'], to: BUDGET_PATH, label: 'menu.budget', area: BUDGET_PATH, order: 65 }],
};
