/** The staff's client list and own account in every staff area, and the super admin's staff accounts. */
import { screen, type Feature } from '../../lib/feature';
import { accountsPart, listsPart } from '../../lib/i18n';
import { LENDING_AREAS, STAFF_AREAS } from '../../lib/staffAreas';

const STAFF = STAFF_AREAS.flatMap((area) => area.roles);

export const feature: Feature = {
  name: 'staff',
  roles: STAFF,
  routes: [
    // The client list opens a client's file, one of the lending screens.
    ...LENDING_AREAS.map(({ base, roles }) =>
      screen(`${base}/clients`, () => import('./ClientsPage'), 'ClientsPage', { roles, core: 'accounts' }),
    ),
    ...STAFF_AREAS.map(({ base, roles }) =>
      screen(`${base}/account`, () => import('./StaffAccountPage'), 'StaffAccountPage', { roles, core: 'accounts' }),
    ),
    screen('/super-admin/staffs', () => import('./StaffsPage'), 'StaffsPage', { roles: ['super'], core: 'accounts' }),
  ],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, accountsPart, listsPart],
  menu: [
    ...LENDING_AREAS.map(({ base, roles }) => ({ roles, to: `${base}/clients`, label: 'menu.clients', order: 20 }) as const),
    ...STAFF_AREAS.map(({ base, roles }) => ({ roles, to: `${base}/account`, label: 'menu.account', order: 70 }) as const),
    { roles: ['super'], to: '/super-admin/staffs', label: 'menu.staffs', order: 40 },
  ],
};
