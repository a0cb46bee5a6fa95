/**
 * Every feature of the app: the router, the side menus and each role's offline list are built from
 * these manifests. Only the public screens are in the entry (all it takes to sign in); each role's
 * manifests (app/roles/<role>.ts) load when a session of the role starts (see docs/offline.md).
 */
import type { Feature, Role } from '../lib/feature';
import { feature as publicScreens } from '../features/public/feature';
import { feature as investors } from '../features/investors/feature';
import { feature as sharedDocument } from '../features/shared-document/feature';

export const publicFeatures: readonly Feature[] = [sharedDocument, investors, publicScreens];

type Manifests = () => Promise<{ features: readonly Feature[] }>;

/** Plain imports, so the build can tell which chunk holds which role's route table. */
export const roleFeatures: Readonly<Record<Role, Manifests>> = {
  client: () => import('./roles/client'),
  applicant: () => import('./roles/applicant'),
  digiprime: () => import('./roles/digiprime'),
  admin: () => import('./roles/admin'),
  sales: () => import('./roles/sales'),
  processor: () => import('./roles/processor'),
  authorizer: () => import('./roles/authorizer'),
  coach: () => import('./roles/coach'),
  advisor: () => import('./roles/advisor'),
  mentor: () => import('./roles/mentor'),
  super: () => import('./roles/super'),
};

/** Every manifest, each once: for the build and the tests. */
export async function allFeatures(): Promise<readonly Feature[]> {
  const lists = await Promise.all(Object.values(roleFeatures).map((load) => load().then((module) => module.features)));
  return [...new Set([...publicFeatures, ...lists.flat()])];
}
