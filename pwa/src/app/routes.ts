/**
 * The router, built from the features' manifests: the public screens under the public layout, each
 * signed-in area (/dashboard and the staff areas) under the guarded dashboard layout. Every screen is
 * its own chunk, loaded when first opened together with the core package and the texts it needs.
 */
import { createElement, lazy, type ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import type { Audience, Feature, FeatureRoute } from '../lib/feature';
import { loadTexts, type MessageKey } from '../lib/i18n';
import { setPreloader } from '../lib/preload';
import { withRetry } from '../lib/retry';
import { STAFF_AREAS } from '../lib/staffAreas';
import { corePackages } from './corePackages';
import { features } from './features';
import { publicShell, signedInShell } from './shells/loaders';

/** What a route shows, for preloading and for tests. */
export interface RouteHandle {
  /** "feature:Screen", "planned:area.key", "redirect:/path", or the shell's own page. */
  shows: string;
  load?: () => Promise<unknown>;
  /** Started beside `load` when preloading, not waited for (the screen's first data request). */
  prefetch?: () => void;
  /** Who uses a feature's route (the shells' own pages are for every signed-in role). */
  roles?: Audience;
}

/** The signed-in areas: the dashboard layout checks the role (core `mayOpen`) before anything shows. */
const SIGNED_IN_AREAS: readonly string[] = ['/dashboard', ...STAFF_AREAS.map((area) => area.base)];

const shells = {
  publicLayout: withRetry(publicShell.publicLayout),
  dashboardLayout: withRetry(signedInShell.dashboardLayout),
  areaIndex: withRetry(signedInShell.areaIndex),
  notAvailable: withRetry(signedInShell.notAvailable),
};

const PublicLayout = lazy(() => shells.publicLayout().then((m) => ({ default: m.PublicLayout })));
const DashboardLayout = lazy(() => shells.dashboardLayout().then((m) => ({ default: m.DashboardLayout })));
const AreaIndex = lazy(() => shells.areaIndex().then((m) => ({ default: m.AreaIndex })));
const NotAvailable = lazy(() => shells.notAvailable().then((m) => ({ default: m.NotAvailable })));

function notAvailable(area: MessageKey): Pick<RouteObject, 'element' | 'handle'> {
  const handle: RouteHandle = { shows: `planned:${area}`, load: shells.notAvailable };
  return { element: createElement(NotAvailable, { area }), handle };
}

function routeObject(feature: Feature, route: FeatureRoute, path: string): RouteObject {
  const at = path === '' ? { index: true as const } : { path };
  const roles = route.roles ?? feature.roles;
  if ('redirect' in route) {
    const handle: RouteHandle = { shows: `redirect:${route.redirect}`, roles };
    return { ...at, element: createElement(Navigate, { to: route.redirect, replace: true }), handle };
  }
  if ('notBuilt' in route) {
    const planned = notAvailable(route.notBuilt);
    return { ...at, ...planned, handle: { ...(planned.handle as RouteHandle), roles } };
  }
  const core = route.core ? corePackages[route.core] : undefined;
  const texts = [...(feature.texts ?? []), ...(route.texts ?? [])];
  // The screen's code, its core package and its texts load side by side.
  const load = withRetry(() => Promise.all([route.load(), core?.(), loadTexts(texts)]).then(([module]) => module));
  const name = route.screen;
  const Screen = lazy(() => load().then((module) => ({ default: (module as Record<string, ComponentType>)[name] as ComponentType })));
  const handle: RouteHandle = { shows: `${feature.name}:${name}`, load, prefetch: route.prefetch, roles };
  return { ...at, element: createElement(Screen), handle };
}

/** The signed-in area a path is in, or undefined for a public path. */
const areaOf = (path: string) => SIGNED_IN_AREAS.find((base) => path === base || path.startsWith(`${base}/`));

function build(): RouteObject[] {
  const publicRoutes: RouteObject[] = [];
  const areaRoutes = new Map<string, RouteObject[]>(SIGNED_IN_AREAS.map((base) => [base, []]));
  for (const feature of features) {
    for (const route of feature.routes) {
      const base = areaOf(route.path);
      if (base) areaRoutes.get(base)?.push(routeObject(feature, route, route.path.slice(base.length + 1)));
      else publicRoutes.push(routeObject(feature, route, route.path.slice(1)));
    }
  }
  const layout = (element: ComponentType, load: () => Promise<unknown>, shows: string) => ({
    element: createElement(element),
    handle: { shows, load } satisfies RouteHandle,
  });
  return [
    { ...layout(PublicLayout, shells.publicLayout, 'PublicLayout'), children: publicRoutes },
    ...SIGNED_IN_AREAS.map((base) => ({
      path: base,
      ...layout(DashboardLayout, shells.dashboardLayout, 'DashboardLayout'),
      children: [
        { index: true, element: createElement(AreaIndex), handle: { shows: 'AreaIndex', load: shells.areaIndex } },
        ...(areaRoutes.get(base) ?? []),
        { path: '*', ...notAvailable('area.dashboard') },
      ],
    })),
  ];
}

export const routes: RouteObject[] = build();

/** What `pathname` shows: the handles of the layout and of the page, outermost first. */
export function routeAt(pathname: string): RouteHandle[] {
  return (matchRoutes(routes, pathname) ?? []).map((match) => match.route.handle as RouteHandle);
}

/** Starts loading what the first URL needs (layout, page, its core package and texts) while the core WASM loads. */
export function preloadFor(pathname: string): void {
  // A failed preload is retried when the screen renders; nothing to report here.
  for (const handle of routeAt(pathname)) {
    handle.prefetch?.();
    void handle.load?.().catch(() => undefined);
  }
}

setPreloader(preloadFor);
