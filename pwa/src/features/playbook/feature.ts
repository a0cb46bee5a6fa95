/**
 * The advisory playbook, the entrepreneur's side (spec 001 sections 2.3, 3, 4.3, 5, 7.2, 8, 9;
 * docs/playbook.md): the landing, home, My Advisors, My Playbooks, a playbook's chapters, a chapter's
 * sessions and a session with its tools, assignment and feedback. The rules (ids from the URL, the
 * pair, the checks, the messages) come from the `playbook` package. The Alerts page the top buttons
 * link to, and the survey routes under this base, are other features'.
 */
import { screen, type Feature } from '../../lib/feature';

const AREA = '/dashboard/playbook';
const screens = () => import('./screens');
const withCore = { core: 'playbook' } as const;

export const feature: Feature = {
  name: 'playbook',
  roles: ['client'],
  // Only entrepreneurs paired with an advisor keep its screens and core package on the phone
  // (docs/offline.md); the others open it online and read 'Not Paired: …'.
  when: { playbookPaired: true },
  routes: [
    screen(AREA, screens, 'LandingPage', withCore),
    screen(`${AREA}/home`, screens, 'HomePage', withCore),
    screen(`${AREA}/advisors`, screens, 'AdvisorsPage', withCore),
    screen(`${AREA}/playbooks`, screens, 'PlaybooksPage', withCore),
    // Splats: core reads the ids from the whole path (one piece more or less still works).
    screen(`${AREA}/playbook/*`, screens, 'ChaptersPage', withCore),
    screen(`${AREA}/book/*`, screens, 'SessionsPage', withCore),
    screen(`${AREA}/b/*`, screens, 'SessionPage', withCore),
  ],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }],
  menu: [{ roles: ['client'], to: `${AREA}/home`, label: 'menu.playbook', area: AREA, order: 40 }],
};
