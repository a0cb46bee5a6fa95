/** The side menus per role (spec 000 section 2), from the features' manifests: route tables of the UI, not rules. */
import type { MenuEntry } from '../lib/feature';
import { staffAreaOf } from '../lib/staffAreas';
import { features } from './features';

export type MenuItem = Pick<MenuEntry, 'to' | 'label' | 'area'>;

const entries: readonly MenuEntry[] = features.flatMap((feature) => feature.menu ?? []);
const menus = new Map<string, MenuItem[]>();

export function menuFor(role: string): MenuItem[] {
  let menu = menus.get(role);
  if (!menu) {
    menu = entries.filter((entry) => (entry.roles as readonly string[]).includes(role)).sort((a, b) => a.order - b.order);
    menus.set(role, menu);
  }
  return menu;
}

/** A staff member's own account page (details, change password), or null for other roles. */
export function accountPathFor(role: string): string | null {
  const area = staffAreaOf(role);
  return area ? `${area.base}/account` : null;
}
