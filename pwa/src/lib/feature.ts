/**
 * The manifest of a PWA feature (`features/<area>/feature.ts`): its routes with the roles that use
 * them, its side-menu entries per role, and what its screens load with them. `app/` builds the router
 * and the menus from the list of manifests; a feature never imports another feature.
 *
 * A manifest is plain data, read without running a screen: every screen and text part is a plain
 * `() => import('./X')`, so which code belongs to which role can be told from the manifests alone.
 */
import type { ComponentType } from 'react';
import type { MessageKey, TextPart } from './i18n';
import type { User } from './session';

export const ROLES = ['client', 'applicant', 'digiprime', 'admin', 'sales', 'processor', 'authorizer', 'coach', 'advisor', 'mentor', 'super'] as const;
export type Role = (typeof ROLES)[number];

/** Who uses a route: some signed-in roles, or anyone (the public screens, precached for everyone). */
export type Audience = readonly Role[] | 'public';

/** The core WASM package a screen needs, loaded side by side with its code (see app/corePackages.ts). */
export type CorePackage = 'money' | 'accounts' | 'profile' | 'loans' | 'bookkeeping' | 'documents' | 'invest' | 'budget' | 'onboarding' | 'survey' | 'playbook' | 'lms';

interface RouteBase {
  /** The spec's path from the root, in React Router's syntax: `/dashboard/consumer-credit/loan/:loanId`. */
  path: string;
  /** Who may open it (core `mayOpen` guards it; a test checks the two agree); the feature's when left out. */
  roles?: Audience;
}

/** A screen: the export `screen` of the module that `load` imports. */
export interface ScreenRoute extends RouteBase {
  load: () => Promise<unknown>;
  screen: string;
  core?: CorePackage;
  /** Texts this screen needs besides the feature's. */
  texts?: readonly TextPart[];
  /**
   * Started with the screen's code when it is preloaded (after sign-in, on a first visit), not
   * waited for: its first data request, a core package it uses once shown.
   */
  prefetch?: () => void;
  /**
   * Needs the network whatever is cached (the investors' pages: figures fetched live): the screen is
   * in no install and not precached, so nobody's phone downloads it ahead (docs/offline.md).
   */
  online?: true;
}

/** A path that only sends on to another. */
export interface RedirectRoute extends RouteBase {
  redirect: string;
}

/** A part of the area that is not built yet: the shared "not available yet" page, naming `area`. */
export interface PlannedRoute extends RouteBase {
  notBuilt: MessageKey;
}

export type FeatureRoute = ScreenRoute | RedirectRoute | PlannedRoute;

export interface MenuEntry {
  roles: readonly Role[];
  to: string;
  label: MessageKey;
  /** The entry stays highlighted on every page under this path, not only on `to`. */
  area?: string;
  /** Place in the role's menu, smallest first (the spec's order). */
  order: number;
}

/** Yes-or-no fields of the signed-in user, each with the value a person needs; all must hold. */
export type UserCondition = { [K in keyof User as User[K] extends boolean ? K : never]?: boolean };

export interface Feature {
  name: string;
  /** Every role that uses one of its routes, or 'public'. */
  roles: Audience;
  /**
   * Only for the people of its roles whose user has these values (the client's onboarding: on it and
   * not complete). A phone caches the area's code only for them (docs/offline.md).
   */
  when?: UserCondition;
  routes: readonly FeatureRoute[];
  menu?: readonly MenuEntry[];
  /**
   * The parts of the texts every screen of the feature needs, each `{ en: () => import('./en'), sw: () =>
   * import('./sw') }`: loaded with the screen's code, the Kiswahili only when it is the language.
   */
  texts?: readonly TextPart[];
}

/** The exports of a module that are screens (components without props). */
type ScreenName<M> = { [K in keyof M]: M[K] extends ComponentType<Record<string, never>> ? K : never }[keyof M] & string;

/** A screen route, with the export's name checked against the module. */
export function screen<M>(
  path: string,
  load: () => Promise<M>,
  name: ScreenName<M>,
  options: { roles?: Audience; core?: CorePackage; texts?: readonly TextPart[]; prefetch?: () => void; online?: true } = {},
): ScreenRoute {
  return { path, load, screen: name, ...options };
}
