/**
 * The playbook content editor, the acceleration team's side (docs/playbook.md): every playbook with
 * its chapters and sessions, their texts in English and Swahili (core's Markdown subset, previewed by
 * the server) and each session's tools checklist. A coach finds it under /coach/playbooks, the super
 * admin under /super-admin/playbooks (core's areas). The playbook package translates core's messages.
 */
import { screen, type Feature, type FeatureRoute } from '../../lib/feature';
import { listsPart } from '../../lib/i18n';

const screens = () => import('./screens');
const BASES = [
  { base: '/coach/playbooks', role: 'coach' },
  { base: '/super-admin/playbooks', role: 'super' },
] as const;

const routes = BASES.flatMap(({ base, role }): FeatureRoute[] => [
  screen(base, screens, 'PlaybooksPage', { roles: [role], core: 'playbook' }),
  screen(`${base}/:playbookId`, screens, 'PlaybookPage', { roles: [role], core: 'playbook' }),
  screen(`${base}/:playbookId/sessions/:sessionId`, screens, 'SessionPage', { roles: [role], core: 'playbook' }),
  screen(`${base}/:playbookId/chapters/:chapterId/new-session`, screens, 'SessionPage', { roles: [role], core: 'playbook' }),
]);

export const feature: Feature = {
  name: 'playbook-content',
  roles: ['coach', 'super'],
  routes,
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, listsPart],
  menu: [
    // Right after the advisory pairs (45), before the surveys (50).
    { roles: ['coach'], to: '/coach/playbooks', label: 'menu.playbookContent', area: '/coach/playbooks', order: 46 },
    // Right after the advisory pairs (64.5), before the surveys (65).
    { roles: ['super'], to: '/super-admin/playbooks', label: 'menu.playbookContent', area: '/super-admin/playbooks', order: 64.6 },
  ],
};
