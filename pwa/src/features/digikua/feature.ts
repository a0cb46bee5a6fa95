/**
 * DigiKua bookkeeping (spec 002 section 2.1) under /dashboard/digikua/<base>, one base per role: the
 * cashflow summary and the detailed tables.
 */
import { screen, type Feature, type FeatureRoute, type MenuEntry } from '../../lib/feature';
import { datesPart, listsPart } from '../../lib/i18n';
import { BASES, type Base } from './paths';

const bookkeeping = { core: 'bookkeeping' } as const;

function routes(base: Base): FeatureRoute[] {
  const roles = [base] as const;
  const root = `/dashboard/digikua/${base}`;
  const tables = `${root}/cashflow-summary-detailed`;
  const table = { roles, ...bookkeeping };
  return [
    { path: root, roles, redirect: `${root}/cashflow-summary` },
    screen(`${root}/cashflow-summary`, () => import('./summary/SummaryPage'), 'SummaryPage', table),
    { path: tables, roles, redirect: `${tables}/sales` },
    screen(`${tables}/sales`, () => import('./SalesPage'), 'SalesPage', table),
    screen(`${tables}/expenses`, () => import('./ExpensesPage'), 'ExpensesPage', table),
    screen(`${tables}/products`, () => import('./ItemsPage'), 'ProductsPage', table),
    screen(`${tables}/product-variants`, () => import('./ProductVariantsPage'), 'ProductVariantsPage', table),
    screen(`${tables}/product-variants/:id`, () => import('./ProductVariantsPage'), 'ProductVariantsPage', table),
    screen(`${tables}/services`, () => import('./ItemsPage'), 'ServicesPage', table),
    screen(`${tables}/service-variants`, () => import('./ServiceVariantsPage'), 'ServiceVariantsPage', table),
    screen(`${tables}/service-variants/:id`, () => import('./ServiceVariantsPage'), 'ServiceVariantsPage', table),
    screen(`${tables}/investments`, () => import('./InvestmentsPage'), 'InvestmentsPage', table),
    screen(`${tables}/inventory`, () => import('./InventoryPage'), 'InventoryPage', table),
  ];
}

/** Where DigiKua sits in each role's menu. */
const MENU_ORDER: Readonly<Record<Base, number>> = { client: 60, applicant: 40, digiprime: 20 };

const menu = (base: Base): MenuEntry => ({
  roles: [base],
  to: `/dashboard/digikua/${base}/cashflow-summary`,
  label: 'menu.digikua',
  area: `/dashboard/digikua/${base}`,
  order: MENU_ORDER[base],
});

export const feature: Feature = {
  name: 'digikua',
  roles: BASES,
  routes: BASES.flatMap(routes),
  texts: [
    { en: () => import('./en'), sw: () => import('./sw') },
    { en: () => import('./summary/en'), sw: () => import('./summary/sw') },
    datesPart,
    listsPart,
  ],
  menu: BASES.map(menu),
};
