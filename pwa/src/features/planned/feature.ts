/**
 * The dashboard areas not built yet (spec 000 section 2 and the other documents' entry routes): each
 * path shows the shared "not available yet" page naming its area, and the menus already list them.
 * A feature that builds one of these areas takes its routes and menu entries from here.
 */
import type { Feature, PlannedRoute, Role } from '../../lib/feature';
import type { MessageKey } from '../../lib/i18n';

const area = (path: string, notBuilt: MessageKey, roles: readonly Role[] = ['client']): PlannedRoute => ({
  path: `/dashboard/${path}/*`,
  notBuilt,
  roles,
});

export const feature: Feature = {
  name: 'planned',
  roles: ['client', 'applicant', 'digiprime'],
  routes: [
    area('support', 'area.support'),
    area('trainee', 'area.applicant', ['applicant']),
    area('digiprime', 'area.dashboard', ['digiprime']),
  ],
};
