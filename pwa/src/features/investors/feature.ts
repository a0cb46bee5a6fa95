/**
 * The investors' pages (docs/invest.md): the businesses whose owners marked them ready for growth
 * and one business's public profile, without signing in. Their figures are read live, so both
 * screens are online only: in no install and not precached.
 */
import { screen, type Feature } from '../../lib/feature';
import type { TextPart } from '../../lib/i18n';

const texts: TextPart = { en: () => import('./en'), sw: () => import('./sw') };

export const feature: Feature = {
  name: 'investors',
  roles: 'public',
  routes: [
    screen('/investors', () => import('./InvestorsPage'), 'InvestorsPage', { online: true, texts: [texts], core: 'money' }),
    screen('/investors/:id', () => import('./InvestorProfilePage'), 'InvestorProfilePage', { online: true, texts: [texts], core: 'money' }),
  ],
};
