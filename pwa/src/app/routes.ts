/**
 * The router, built from the features' manifests: the public screens under the public layout, each
 * signed-in area (/dashboard and the staff areas) under the guarded dashboard layout. Every screen is
 * its own chunk, loaded when first opened together with the core package and the texts it needs. The
 * entry holds only the public manifests; a role's come with its session (loadedFeatures.ts), and the
 * routes are built again, each route object once, when they arrive.
 */
import { createElement, lazy, type ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import type { Audience, Feature, FeatureRoute } from '../lib/feature';
import { loadTexts, type MessageKey } from '../lib/i18n';
import { setPreloader } from '../lib/preload';
import { withRetry } from '../lib/retry';
import { getSession, subscribeSession } from '../lib/session';
import { STAFF_AREAS } from '../lib/staffAreas';
import { corePackages } from './corePackages';
import { featuresOf, loadedFeatures, loadRoleFeatures, subscribeFeatures } from './loadedFeatures';
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

/**
 * A lazy component whose code `load` brings (with retries). Once `load` has finished (the first URL's
 * code is preloaded) it renders at once instead of suspending: the page then appears in one paint,
 * without the loading state flashing and the footer moving down under it.
 */
function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  let loaded: { default: ComponentType } | undefined;
  const tracked = withRetry(() => load().then((module) => ((loaded = { default: pick(module) }), module)));
  // A thenable that answers synchronously: React.lazy then has the component without suspending.
  const already = (module: { default: ComponentType }) => ({ then: (done: (value: typeof module) => void) => done(module) });
  const Component = lazy(() => (loaded ? (already(loaded) as unknown as Promise<{ default: ComponentType }>) : tracked().then(() => loaded!)));
  return { Component, load: tracked };
}

const shells = {
  publicLayout: lazyScreen(publicShell.publicLayout, (m) => m.PublicLayout),
  dashboardLayout: lazyScreen(signedInShell.dashboardLayout, (m) => m.DashboardLayout),
  areaIndex: lazyScreen(signedInShell.areaIndex, (m) => m.AreaIndex),
  notAvailable: lazyScreen(signedInShell.notAvailable, (m) => m.NotAvailable as ComponentType),
  areaLoading: lazyScreen(signedInShell.areaLoading, (m) => m.AreaLoading),
};

const PublicLayout = shells.publicLayout.Component;
const DashboardLayout = shells.dashboardLayout.Component;
const AreaIndex = shells.areaIndex.Component;
const NotAvailable = shells.notAvailable.Component as ComponentType<{ area: MessageKey }>;
const AreaLoading = shells.areaLoading.Component;

function notAvailable(area: MessageKey): Pick<RouteObject, 'element' | 'handle'> {
  const handle: RouteHandle = { shows: `planned:${area}`, load: shells.notAvailable.load };
  return { element: createElement(NotAvailable, { area }), handle };
}

const made = new WeakMap<FeatureRoute, RouteObject>();

/** Each route's object is made once: built again, the router keeps its screens (no remount, no reload). */
function routeObject(feature: Feature, route: FeatureRoute, path: string): RouteObject {
  let object = made.get(route);
  if (!object) made.set(route, (object = makeRouteObject(feature, route, path)));
  return object;
}

function makeRouteObject(feature: Feature, route: FeatureRoute, path: string): RouteObject {
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
  const name = route.screen;
  const { Component: Screen, load } = lazyScreen(
    () => Promise.all([route.load(), core?.(), loadTexts(texts)]).then(([module]) => module),
    (module) => (module as Record<string, ComponentType>)[name] as ComponentType,
  );
  const handle: RouteHandle = { shows: `${feature.name}:${name}`, load, prefetch: route.prefetch, roles };
  return { ...at, element: createElement(Screen), handle };
}

/** The signed-in area a path is in, or undefined for a public path. */
const areaOf = (path: string) => SIGNED_IN_AREAS.find((base) => path === base || path.startsWith(`${base}/`));

/**
 * Until the signed-in role's manifests are in, a path of its area shows the Skeleton (not "not
 * available"): right after sign-in, or on a first visit to an area.
 */
const areaPending: RouteObject = {
  path: '*',
  element: createElement(AreaLoading),
  handle: { shows: 'AreaLoading', load: shells.areaLoading.load } satisfies RouteHandle,
};
const areaUnknown = { path: '*', ...notAvailable('area.dashboard') };

function build(features: readonly Feature[], pending: boolean): RouteObject[] {
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
    { ...layout(PublicLayout, shells.publicLayout.load, 'PublicLayout'), children: publicRoutes },
    ...SIGNED_IN_AREAS.map((base) => ({
      path: base,
      ...layout(DashboardLayout, shells.dashboardLayout.load, 'DashboardLayout'),
      children: [
        { index: true, element: createElement(AreaIndex), handle: { shows: 'AreaIndex', load: shells.areaIndex.load } },
        ...(areaRoutes.get(base) ?? []),
        pending ? areaPending : areaUnknown,
      ],
    })),
  ];
}

/** Whether a session's role is known but its manifests are not in yet. */
function rolePending(): boolean {
  const role = getSession()?.user.role;
  return role !== undefined && featuresOf(role) === undefined;
}

let built: { features: readonly Feature[]; pending: boolean; routes: RouteObject[] } | null = null;

/** The routes of the manifests loaded so far: the same array until one arrives or the session changes. */
export function currentRoutes(): RouteObject[] {
  const features = loadedFeatures();
  const pending = rolePending();
  if (built?.features !== features || built.pending !== pending) built = { features, pending, routes: build(features, pending) };
  return built.routes;
}

/** Calls `listener` when the routes may have changed: a role's manifests arrived, a session began or ended. */
export function subscribeRoutes(listener: () => void): () => void {
  const unsubscribeFeatures = subscribeFeatures(listener);
  const unsubscribeSession = subscribeSession(listener);
  return () => {
    unsubscribeFeatures();
    unsubscribeSession();
  };
}

/** What `pathname` shows: the handles of the layout and of the page, outermost first. */
export function routeAt(pathname: string): RouteHandle[] {
  return (matchRoutes(currentRoutes(), pathname) ?? []).map((match) => match.route.handle as RouteHandle);
}

/**
 * Starts loading what the first URL needs (layout, page, its core package, texts and the data a
 * screen prefetches) while the core WASM loads; settles when the code is in, failed or not (a failed
 * preload is retried when the screen renders). A page of a signed-in area waits for the role's
 * manifests first: only they say which screen it is.
 */
export async function preloadFor(pathname: string): Promise<void> {
  const role = getSession()?.user.role;
  if (role && areaOf(pathname)) await loadRoleFeatures(role).catch(() => undefined);
  const handles = routeAt(pathname);
  for (const handle of handles) handle.prefetch?.();
  await Promise.allSettled(handles.map((handle) => handle.load?.()));
}

setPreloader(preloadFor);
