/** Every manifest, with every role's loaded into the router's and the menus' store (app/loadedFeatures.ts). */
import { allFeatures } from '../app/features';
import { loadRoleFeatures } from '../app/loadedFeatures';
import { ROLES, type Feature } from '../lib/feature';

export async function everyFeature(): Promise<readonly Feature[]> {
  await Promise.all(ROLES.map(loadRoleFeatures));
  return allFeatures();
}
