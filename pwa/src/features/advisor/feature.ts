/**
 * The advisor's screens (role advisor, base /advisor; spec 001 sections 2.3, 4.3, 5, 6, 8): the
 * entrepreneurs a coach paired them with and what needs them first, each pair's playbooks with
 * progress, a playbook's chapters and sessions, and a session's Tools (ticked), Tasks (set) and
 * Feedback (given through the file queue). The rules come from the `playbook` package.
 */
import { screen, type Feature } from '../../lib/feature';
import { datesPart } from '../../lib/i18n';
import { OVERVIEW, BASE } from './paths';

const screens = () => import('./screens');
const options = { roles: ['advisor'], core: 'playbook' } as const;

export const feature: Feature = {
  name: 'advisor',
  roles: ['advisor'],
  routes: [
    screen(OVERVIEW, screens, 'OverviewPage', options),
    screen(`${BASE}/pairs/:pairId`, screens, 'PairPage', options),
    screen(`${BASE}/pairs/:pairId/playbooks/:playbookId`, screens, 'PlaybookPage', options),
    screen(`${BASE}/pairs/:pairId/sessions/:sessionId`, screens, 'SessionPage', options),
  ],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, datesPart],
  menu: [{ roles: ['advisor'], to: OVERVIEW, label: 'menu.myEntrepreneurs', area: `${BASE}/pairs`, order: 10 }],
};
