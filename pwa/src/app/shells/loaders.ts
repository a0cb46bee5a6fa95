/**
 * The layouts' own code: the public layout is for everyone, the dashboard layout, the area index and
 * the "not available yet" page for every signed-in role. Plain imports, so the build can tell which
 * role needs which (see build/offlineAssets.ts).
 */
export const publicShell = {
  publicLayout: () => import('./PublicLayout'),
};

export const signedInShell = {
  dashboardLayout: () => import('./DashboardLayout'),
  areaIndex: () => import('./AreaIndex'),
  notAvailable: () => import('../../components/NotAvailable'),
};
