/** The side menus per role (spec 000 section 2), from the role's manifests: route tables of the UI, not rules. */
import { useSyncExternalStore } from 'react';
import type { MenuEntry as Entry } from '../lib/feature';
import { staffAreaOf } from '../lib/staffAreas';
import { featuresOf, subscribeFeatures } from './loadedFeatures';

export type MenuItem = Pick<Entry, 'to' | 'label' | 'area'>;

const NONE: MenuItem[] = [];
const menus = new Map<string, MenuItem[]>();

/** The role's menu, empty until its manifests are loaded (loadedFeatures.ts). */
export function menuFor(role: string): MenuItem[] {
  let menu = menus.get(role);
  if (!menu) {
    const features = featuresOf(role);
    if (!features) return NONE;
    menu = features
      .flatMap((feature) => feature.menu ?? [])
      .filter((entry) => (entry.roles as readonly string[]).includes(role))
      .sort((a, b) => a.order - b.order);
    menus.set(role, menu);
  }
  return menu;
}

/** The role's menu, shown as soon as its manifests arrive. */
export function useMenu(role: string): MenuItem[] {
  return useSyncExternalStore(subscribeFeatures, () => menuFor(role));
}

/** A staff member's own account page (details, change password), or null for other roles. */
export function accountPathFor(role: string): string | null {
  const area = staffAreaOf(role);
  return area ? `${area.base}/account` : null;
}
