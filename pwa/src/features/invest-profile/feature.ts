/**
 * The invest profile (spec 002 section 2.4): the entrepreneur's public business profile for
 * investors, with its map, pictures and video. It opens offline from the copy kept on the phone, and
 * a save made offline waits in the file queue with its pictures. The form's rules come from the
 * `books` core package; the map's code loads only online (components/PlaceMap).
 */
import { screen, type Feature } from '../../lib/feature';
import { PATHS } from './paths';

export const feature: Feature = {
  name: 'invest-profile',
  roles: ['client'],
  routes: [
    { path: PATHS.root, redirect: PATHS.home },
    screen(PATHS.home, () => import('./InvestProfilePage'), 'InvestProfilePage', { core: 'invest' }),
  ],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }],
  menu: [{ roles: ['client'], to: PATHS.home, label: 'menu.investProfile', area: PATHS.root, order: 95 }],
};
