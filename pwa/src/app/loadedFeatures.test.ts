import { beforeAll, describe, expect, it } from 'vitest';
import { saveSession, type User } from '../lib/session';
import { loadCoreForTests } from '../test/core';
import { featuresOf, loadedFeatures, loadRoleFeatures } from './loadedFeatures';
import { menuFor } from './menus';
import { currentRoutes, routeAt } from './routes';

beforeAll(loadCoreForTests);

const shows = (path: string) => routeAt(path).map((handle) => handle.shows);
const client = { user_id: 'u1', role: 'client' } as User;

describe("a role's routes arrive with its session", () => {
  it('at first only the public manifests: sign-in works, an area path is not known yet', () => {
    expect(loadedFeatures().map((feature) => feature.name)).toEqual(['shared-document', 'investors', 'public']);
    expect(shows('/signin')).toEqual(['PublicLayout', 'public:SigninPage']);
    expect(shows('/dashboard/overview')).toEqual(['DashboardLayout', 'planned:area.dashboard']);
    expect(menuFor('client')).toEqual([]);
  });

  it("a signed-in client's area shows the loading state until the client's manifests are in, then the screen", async () => {
    saveSession({ token: 't', user: client });
    expect(shows('/dashboard/overview')).toEqual(['DashboardLayout', 'AreaLoading']);
    const before = currentRoutes();
    await loadRoleFeatures('client');
    expect(currentRoutes()).not.toBe(before);
    expect(shows('/dashboard/overview')).toEqual(['DashboardLayout', 'client:OverviewPage']);
    expect(shows('/dashboard/anything')).toEqual(['DashboardLayout', 'planned:area.dashboard']);
    expect(menuFor('client').map((item) => item.to)).toContain('/dashboard/consumer-credit');
    // Staff code stays out: another role's manifests are not loaded with the client's.
    expect(featuresOf('processor')).toBeUndefined();
    expect(shows('/processor/loans')).toEqual(['DashboardLayout', 'planned:area.dashboard']);
  });

  it('loading again changes nothing: the routes and their objects stay the same', async () => {
    const routes = currentRoutes();
    await loadRoleFeatures('client');
    expect(currentRoutes()).toBe(routes);
  });
});
