/**
 * The accessibility browser test (e2e/a11y.test.mjs) opens the routes listed in e2e/a11y-routes.json.
 * This keeps that list from drifting from the features' manifests: every screen and "not available
 * yet" area a role may open, and every entry of its side menu, is in its list.
 */
import { readFileSync } from 'node:fs';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../lib/feature';
import { everyFeature } from '../test/features';
import { menuFor } from './menus';

const features = await everyFeature();

type Entry = string | { path: string; from: string };
interface A11yRoutes {
  public: string[];
  roles: Record<Role, Entry[]>;
}

const listed = JSON.parse(readFileSync(new URL('../../e2e/a11y-routes.json', import.meta.url), 'utf8')) as A11yRoutes;
const pathOf = (entry: Entry) => (typeof entry === 'string' ? entry : entry.path);

/** The manifest paths (redirects left out: they show their target) that `audience` may open. */
function declared(audience: Role | 'public'): string[] {
  return features.flatMap((feature) =>
    feature.routes
      .filter((route) => !('redirect' in route))
      .filter((route) => {
        const roles = route.roles ?? feature.roles;
        return audience === 'public' ? roles === 'public' : roles !== 'public' && roles.includes(audience);
      })
      .map((route) => route.path),
  );
}

/** Which declared route each listed path opens, ranked as the router ranks them (a `:param` stays literal). */
function covered(paths: readonly string[], audience: Role | 'public'): Set<string> {
  const table = declared(audience).map((path) => ({ path }));
  return new Set(paths.flatMap((path) => (matchRoutes(table, path) ?? []).map((match) => match.route.path)));
}

describe('the accessibility test opens every route', () => {
  it('lists every public screen, the not-found page included', () => {
    expect([...covered(listed.public, 'public')].sort()).toEqual(declared('public').sort());
  });

  it.each(ROLES.map((role) => [role]))('lists every route and menu entry of %s', (role) => {
    const paths = (listed.roles[role] ?? []).map(pathOf);
    expect([...covered(paths, role)].sort()).toEqual([...new Set(declared(role))].sort());
    expect(paths).toEqual(expect.arrayContaining(menuFor(role).map((item) => item.to)));
  });

  it('opens each parameterised route from a listed page', () => {
    for (const role of ROLES) {
      const paths = (listed.roles[role] ?? []).map(pathOf);
      for (const entry of listed.roles[role] ?? []) {
        if (typeof entry === 'string') expect(entry, `${role}: ${entry} is a concrete path`).not.toContain(':');
        else expect(paths, `${role}: ${entry.path} opens from ${entry.from}`).toContain(entry.from);
      }
    }
  });
});
