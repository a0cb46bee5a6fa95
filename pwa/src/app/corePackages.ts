/** The feature packages of the core WASM, by the name a screen route gives; each loads once. */
import type { CorePackage } from '../lib/feature';

export const corePackages: Readonly<Record<CorePackage, () => Promise<unknown>>> = {
  money: () => import('../lib/core-money').then((core) => core.loadMoneyCore()),
  accounts: () => import('../lib/core-accounts').then((core) => core.loadAccountsCore()),
  profile: () => import('../lib/core-profile').then((core) => core.loadProfileCore()),
  loans: () => import('../lib/core-loans').then((core) => core.loadLoansCore()),
  bookkeeping: () => import('../lib/core-bookkeeping').then((core) => core.loadBookkeepingCore()),
  documents: () => import('../lib/core-documents').then((core) => core.loadDocumentsCore()),
  invest: () => import('../lib/core-invest').then((core) => core.loadInvestCore()),
  budget: () => import('../lib/core-budget').then((core) => core.loadBudgetCore()),
  onboarding: () => import('../lib/core-onboarding').then((core) => core.loadOnboardingCore()),
  survey: () => import('../lib/core-survey').then((core) => core.loadSurveyCore()),
  playbook: () => import('../lib/core-playbook').then((core) => core.loadPlaybookCore()),
  lms: () => import('../lib/core-lms').then((core) => core.loadLmsCore()),
};
