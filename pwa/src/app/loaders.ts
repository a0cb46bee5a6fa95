/**
 * The code of each layout and screen, loaded on demand. `preloadFor` starts loading what the first
 * URL needs while the core WASM loads, instead of one chunk after the other.
 */
import { BASES } from '../features/digikua/paths';
import { withRetry } from '../lib/retry';

/** A screen that uses the account rules: its code and the accounts WASM load side by side. */
function withAccountsCore<T>(load: () => Promise<T>): () => Promise<T> {
  const accounts = () => import('../lib/core-accounts').then((core) => core.loadAccountsCore());
  return () => Promise.all([accounts(), load()]).then(([, module]) => module);
}

/** A profile setup screen: its code and the profile WASM load side by side. */
function withProfileCore<T>(load: () => Promise<T>): () => Promise<T> {
  const profile = () => import('../lib/core-profile').then((core) => core.loadProfileCore());
  return () => Promise.all([profile(), load()]).then(([, module]) => module);
}

/** A loan screen (client or staff): its code and the loans WASM load side by side. */
export function withLoansCore<T>(load: () => Promise<T>): () => Promise<T> {
  const loans = () => import('../lib/core-loans').then((core) => core.loadLoansCore());
  return () => Promise.all([loans(), load()]).then(([, module]) => module);
}

/** A DigiKua screen: its code and the bookkeeping WASM load side by side. */
export function withBookkeepingCore<T>(load: () => Promise<T>): () => Promise<T> {
  const bookkeeping = () => import('../lib/core-bookkeeping').then((core) => core.loadBookkeepingCore());
  return () => Promise.all([bookkeeping(), load()]).then(([, module]) => module);
}

export const loaders = {
  publicLayout: withRetry(() => import('./shells/PublicLayout')),
  dashboardLayout: withRetry(() => import('./shells/DashboardLayout')),
  home: withRetry(() => import('../features/public/HomePage')),
  signin: withRetry(() => import('../features/public/auth/SigninPage')),
  calculator: withRetry(() => import('../features/public/calculator/CalculatorPage')),
  overview: withRetry(() => import('../features/client/OverviewPage')),
  applicantHome: withRetry(() => import('../features/tools/ApplicantHome')),
  digiprimeHome: withRetry(() => import('../features/tools/DigiprimeHome')),
  areaIndex: withRetry(() => import('./shells/AreaIndex')),
  notAvailable: withRetry(() => import('../components/NotAvailable')),
  signup: withRetry(() => import('../features/public/SignupPage')),
  infoPages: withRetry(() => import('../features/public/InfoPages')),
  contact: withRetry(() => import('../features/public/ContactPage')),
  faq: withRetry(() => import('../features/public/FaqPage')),
  invited: withRetry(withAccountsCore(() => import('../features/public/auth/InvitedPage'))),
  verifyOtp: withRetry(withAccountsCore(() => import('../features/public/auth/VerifyOtpPage'))),
  passwordEmail: withRetry(() => import('../features/public/auth/PasswordEmailPage')),
  passwordReset: withRetry(withAccountsCore(() => import('../features/public/auth/PasswordResetPage'))),
  resetSuccess: withRetry(() => import('../features/public/auth/ResetSuccessPage')),
  userProfile: withRetry(withAccountsCore(() => import('../features/profile/UserProfilePage'))),
  profileEntry: withRetry(withProfileCore(() => import('../features/profile/ProfileEntryPage'))),
  profileMpesa: withRetry(withProfileCore(() => import('../features/profile/MpesaPage'))),
  profileInfo: withRetry(withProfileCore(() => import('../features/profile/InfoPage'))),
  profileIdentity: withRetry(withProfileCore(() => import('../features/profile/IdentityPage'))),
  profileSuccess: withRetry(() => import('../features/profile/SetupSuccessPage')),
  clients: withRetry(withAccountsCore(() => import('../features/staff/ClientsPage'))),
  staffs: withRetry(withAccountsCore(() => import('../features/staff/StaffsPage'))),
  staffAccount: withRetry(withAccountsCore(() => import('../features/staff/StaffAccountPage'))),
  notFound: withRetry(() => import('../features/public/NotFoundPage')),
  // Staff loan screens (features/lending).
  lendingOverview: withRetry(withLoansCore(() => import('../features/lending/LendingOverview'))),
  lendingLoans: withRetry(withLoansCore(() => import('../features/lending/LoansPage'))),
  lendingLoan: withRetry(withLoansCore(() => import('../features/lending/LoanDetailPage'))),
  lendingClient: withRetry(withLoansCore(() => import('../features/lending/ClientDetailPage'))),
  lendingFunds: withRetry(withLoansCore(() => import('../features/lending/FundsPage'))),
  lendingReports: withRetry(withLoansCore(() => import('../features/lending/ReportsPage'))),
  // client loans (features/loans)
  loansHome: withRetry(withLoansCore(() => import('../features/loans/HomePage'))),
  loansHistory: withRetry(withLoansCore(() => import('../features/loans/HistoryPage'))),
  loanDetail: withRetry(withLoansCore(() => import('../features/loans/LoanDetailPage'))),
  loansPay: withRetry(withLoansCore(() => import('../features/loans/PayPage'))),
  applyProposal: withRetry(withLoansCore(() => import('../features/loans/ProposalPage'))),
  applyFund: withRetry(withLoansCore(() => import('../features/loans/FundPage'))),
  applyAmount: withRetry(withLoansCore(() => import('../features/loans/AmountPage'))),
  applySuccess: withRetry(withLoansCore(() => import('../features/loans/SuccessPage'))),
  applyCalculator: withRetry(withLoansCore(() => import('../features/loans/CalculatorStepPage'))),
  applyStep: withRetry(withLoansCore(() => import('../features/loans/StepPages'))),
  // DigiKua bookkeeping (features/digikua)
  digikuaSummary: withRetry(withBookkeepingCore(() => import('../features/digikua/summary/SummaryPage'))),
  digikuaSales: withRetry(withBookkeepingCore(() => import('../features/digikua/SalesPage'))),
  digikuaExpenses: withRetry(withBookkeepingCore(() => import('../features/digikua/ExpensesPage'))),
  digikuaItems: withRetry(withBookkeepingCore(() => import('../features/digikua/ItemsPage'))),
  digikuaProductVariants: withRetry(withBookkeepingCore(() => import('../features/digikua/ProductVariantsPage'))),
  digikuaServiceVariants: withRetry(withBookkeepingCore(() => import('../features/digikua/ServiceVariantsPage'))),
  digikuaInvestments: withRetry(withBookkeepingCore(() => import('../features/digikua/InvestmentsPage'))),
  digikuaInventory: withRetry(withBookkeepingCore(() => import('../features/digikua/InventoryPage'))),
};

const pages: Readonly<Record<string, () => Promise<unknown>>> = {
  '/': loaders.home,
  '/signin': loaders.signin,
  '/loan-calculator': loaders.calculator,
  '/dashboard/overview': loaders.overview,
  '/dashboard/trainee/home': loaders.applicantHome,
  '/dashboard/digiprime/home': loaders.digiprimeHome,
  '/dashboard/profile/user': loaders.userProfile,
  '/dashboard/profile': loaders.profileEntry,
  '/dashboard/profile/setup/mpesa': loaders.profileMpesa,
  '/dashboard/profile/setup/info': loaders.profileInfo,
  '/dashboard/profile/setup/identity': loaders.profileIdentity,
  '/dashboard/profile/setup/success': loaders.profileSuccess,
  '/invited': loaders.invited,
  '/verify-otp': loaders.verifyOtp,
  '/password/email': loaders.passwordEmail,
  '/password/reset': loaders.passwordReset,
  '/password/reset-success': loaders.resetSuccess,
  '/super-admin/staffs': loaders.staffs,
  '/super-admin/funds': loaders.lendingFunds,
  '/super-admin/reports': loaders.lendingReports,
  // client loans
  '/dashboard/consumer-credit': loaders.loansHome,
  '/dashboard/consumer-credit/history': loaders.loansHistory,
  '/dashboard/consumer-credit/pay': loaders.loansPay,
  '/dashboard/consumer-credit/apply/proposal': loaders.applyProposal,
  '/dashboard/consumer-credit/apply/fund': loaders.applyFund,
  '/dashboard/consumer-credit/apply/amount': loaders.applyAmount,
  '/dashboard/consumer-credit/apply/success': loaders.applySuccess,
  '/dashboard/consumer-credit/apply/calculator': loaders.applyCalculator,
  '/dashboard/consumer-credit/apply/contact-info': loaders.applyStep,
  '/dashboard/consumer-credit/apply/employer-info': loaders.applyStep,
  '/dashboard/consumer-credit/apply/bank-info': loaders.applyStep,
};

/** The staff loan screens under every staff area, by the end of the path. */
const lendingPages: ReadonlyArray<readonly [RegExp, () => Promise<unknown>]> = [
  [/\/overview$/, loaders.lendingOverview],
  [/\/loans$/, loaders.lendingLoans],
  [/\/loan\/[^/]+$/, loaders.lendingLoan],
  [/\/client\/[^/]+$/, loaders.lendingClient],
];

/** The DigiKua screens under each base, by the end of the path. */
const digikuaPages: ReadonlyArray<readonly [RegExp, () => Promise<unknown>]> = [
  [/\/cashflow-summary$/, loaders.digikuaSummary],
  [/\/cashflow-summary-detailed\/sales$/, loaders.digikuaSales],
  [/\/cashflow-summary-detailed\/expenses$/, loaders.digikuaExpenses],
  [/\/cashflow-summary-detailed\/(products|services)$/, loaders.digikuaItems],
  [/\/cashflow-summary-detailed\/product-variants(\/[^/]+)?$/, loaders.digikuaProductVariants],
  [/\/cashflow-summary-detailed\/service-variants(\/[^/]+)?$/, loaders.digikuaServiceVariants],
  [/\/cashflow-summary-detailed\/investments$/, loaders.digikuaInvestments],
  [/\/cashflow-summary-detailed\/inventory$/, loaders.digikuaInventory],
];
const digikuaArea = new RegExp(`^/dashboard/digikua/(${BASES.join('|')})/`);

const signedInArea = /^\/(dashboard|sales-agent|processor|authorizer|super-admin)(\/|$)/;

export function preloadFor(pathname: string): void {
  const path = pathname.replace(/\/+$/, '') || '/';
  const load: Array<() => Promise<unknown>> = [signedInArea.test(path) ? loaders.dashboardLayout : loaders.publicLayout];
  const staffPage = signedInArea.test(path) && !path.startsWith('/dashboard');
  const page =
    pages[path] ??
    (staffPage ? lendingPages.find(([pattern]) => pattern.test(path))?.[1] : undefined) ??
    (staffPage && /\/clients$/.test(path) ? loaders.clients : undefined) ??
    (staffPage && /\/account$/.test(path) ? loaders.staffAccount : undefined) ??
    (/^\/dashboard\/consumer-credit\/loan\/[^/]+$/.test(path) ? loaders.loanDetail : undefined) ??
    (digikuaArea.test(path) ? digikuaPages.find(([pattern]) => pattern.test(path))?.[1] : undefined);
  if (page) load.push(page);
  // A failed preload is retried when the screen renders; nothing to report here.
  load.forEach((loader) => void loader().catch(() => undefined));
}
