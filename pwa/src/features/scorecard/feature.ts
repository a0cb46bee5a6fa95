/**
 * The client's scorecard (spec 001 sections 2.5, 4.5; docs/scorecards.md): the summary with its
 * search, the detailed scores, the risk scorecard with its six categories and their metrics, and
 * the credit report. Every read is kept on the phone, so each opens in airplane mode.
 */
import { screen, type Feature } from '../../lib/feature';
import { scoresPart } from '../../lib/i18n';
import { PATHS } from './paths';

const screens = () => import('./screens');

export const feature: Feature = {
  name: 'scorecard',
  roles: ['client'],
  routes: [
    screen(PATHS.summary, screens, 'SummaryPage'),
    screen(PATHS.detailed, screens, 'DetailedPage'),
    screen(PATHS.risk, screens, 'RiskPage'),
    // Operating profits are money: core's Ksh text (the `books` package, which every client keeps).
    screen(`${PATHS.risk}/:category`, screens, 'CategoryPage', { core: 'bookkeeping' }),
    screen(`${PATHS.risk}/:category/:metric`, screens, 'CategoryPage', { core: 'bookkeeping' }),
    screen(PATHS.report, screens, 'CreditReportPage', { core: 'bookkeeping' }),
  ],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, scoresPart],
  menu: [
    { roles: ['client'], to: PATHS.summary, label: 'menu.scorecard', area: PATHS.summary, order: 50 },
    { roles: ['client'], to: PATHS.report, label: 'menu.creditReport', area: PATHS.report, order: 51 },
  ],
};
