/**
 * The layouts' own code: the public layout is for everyone, the dashboard layout, the area index,
 * the "not available yet" page and the area's loading state for every signed-in role. Plain imports, so the build can tell which
 * role needs which (see build/offlineAssets.ts). The dashboard layout shows once the core's `money`
 * package is loaded too: every signed-in area formats amounts with it.
 */
export const publicShell = {
  publicLayout: () => import('./PublicLayout'),
};

export const signedInShell = {
  dashboardLayout: () =>
    Promise.all([import('./DashboardLayout'), import('../../lib/core-money').then((core) => core.loadMoneyCore())]).then(
      ([layout]) => layout,
    ),
  areaIndex: () => import('./AreaIndex'),
  notAvailable: () => import('../../components/NotAvailable'),
  areaLoading: () => import('./AreaLoading'),
};
