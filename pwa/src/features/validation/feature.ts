/**
 * The financial validation (spec 002 section 2.5; docs/validation.md): a statement sent through the
 * file queue, the quarter's reconciliation with DigiKua computed by the server with core's rules, its
 * unmatched transactions added to DigiKua in one tap, and the linked financial account.
 */
import { screen, type Feature } from '../../lib/feature';
import { PATHS } from './paths';

export const feature: Feature = {
  name: 'validation',
  roles: ['client'],
  routes: [
    { path: PATHS.root, redirect: PATHS.home },
    // Amounts are shown by core's money text (the `books` package, which every client keeps).
    screen(PATHS.home, () => import('./HomePage'), 'HomePage', { core: 'bookkeeping' }),
    screen(PATHS.start, () => import('./StartPage'), 'StartPage'),
    screen(PATHS.report, () => import('./ReportPage'), 'ReportPage', { core: 'bookkeeping' }),
  ],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }],
  menu: [{ roles: ['client'], to: PATHS.home, label: 'menu.validation', area: PATHS.root, order: 80 }],
};
