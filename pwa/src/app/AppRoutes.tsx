import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Loading } from '../components/Loading';
import { useI18n } from '../lib/i18n';
import { loaders } from './loaders';
import { dashboardAreas, staffAreas, superAdminAreas, type AreaRoute } from './areas';
import { digikuaRoutes } from './digikuaRoutes';

// Every screen is its own chunk, loaded when first opened (and precached for offline use).
const PublicLayout = lazy(() => loaders.publicLayout().then((m) => ({ default: m.PublicLayout })));
const DashboardLayout = lazy(() => loaders.dashboardLayout().then((m) => ({ default: m.DashboardLayout })));
const AreaIndex = lazy(() => loaders.areaIndex().then((m) => ({ default: m.AreaIndex })));
const NotAvailable = lazy(() => loaders.notAvailable().then((m) => ({ default: m.NotAvailable })));

const HomePage = lazy(() => loaders.home().then((m) => ({ default: m.HomePage })));
const SignupPage = lazy(() => loaders.signup().then((m) => ({ default: m.SignupPage })));
const TermsPage = lazy(() => loaders.infoPages().then((m) => ({ default: m.TermsPage })));
const ProductsPage = lazy(() => loaders.infoPages().then((m) => ({ default: m.ProductsPage })));
const AboutPage = lazy(() => loaders.infoPages().then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => loaders.contact().then((m) => ({ default: m.ContactPage })));
const FaqPage = lazy(() => loaders.faq().then((m) => ({ default: m.FaqPage })));
const InvitedPage = lazy(() => loaders.invited().then((m) => ({ default: m.InvitedPage })));
const VerifyOtpPage = lazy(() => loaders.verifyOtp().then((m) => ({ default: m.VerifyOtpPage })));
const PasswordEmailPage = lazy(() => loaders.passwordEmail().then((m) => ({ default: m.PasswordEmailPage })));
const PasswordResetPage = lazy(() => loaders.passwordReset().then((m) => ({ default: m.PasswordResetPage })));
const ResetSuccessPage = lazy(() => loaders.resetSuccess().then((m) => ({ default: m.ResetSuccessPage })));
const NotFoundPage = lazy(() => loaders.notFound().then((m) => ({ default: m.NotFoundPage })));
const SigninPage = lazy(() => loaders.signin().then((m) => ({ default: m.SigninPage })));
const CalculatorPage = lazy(() => loaders.calculator().then((m) => ({ default: m.CalculatorPage })));
const OverviewPage = lazy(() => loaders.overview().then((m) => ({ default: m.OverviewPage })));
const ApplicantHome = lazy(() => loaders.applicantHome().then((m) => ({ default: m.ApplicantHome })));
const DigiprimeHome = lazy(() => loaders.digiprimeHome().then((m) => ({ default: m.DigiprimeHome })));
const UserProfilePage = lazy(() => loaders.userProfile().then((m) => ({ default: m.UserProfilePage })));
const ProfileEntryPage = lazy(() => loaders.profileEntry().then((m) => ({ default: m.ProfileEntryPage })));
const MpesaPage = lazy(() => loaders.profileMpesa().then((m) => ({ default: m.MpesaPage })));
const InfoPage = lazy(() => loaders.profileInfo().then((m) => ({ default: m.InfoPage })));
const IdentityPage = lazy(() => loaders.profileIdentity().then((m) => ({ default: m.IdentityPage })));
const SetupSuccessPage = lazy(() => loaders.profileSuccess().then((m) => ({ default: m.SetupSuccessPage })));
const ClientsPage = lazy(() => loaders.clients().then((m) => ({ default: m.ClientsPage })));
const StaffsPage = lazy(() => loaders.staffs().then((m) => ({ default: m.StaffsPage })));
const StaffAccountPage = lazy(() => loaders.staffAccount().then((m) => ({ default: m.StaffAccountPage })));
// Staff loan screens (features/lending).
const LendingOverview = lazy(() => loaders.lendingOverview().then((m) => ({ default: m.LendingOverview })));
const LoansPage = lazy(() => loaders.lendingLoans().then((m) => ({ default: m.LoansPage })));
const StaffLoanDetailPage = lazy(() => loaders.lendingLoan().then((m) => ({ default: m.LoanDetailPage })));
const ClientDetailPage = lazy(() => loaders.lendingClient().then((m) => ({ default: m.ClientDetailPage })));
const FundsPage = lazy(() => loaders.lendingFunds().then((m) => ({ default: m.FundsPage })));
const ReportsPage = lazy(() => loaders.lendingReports().then((m) => ({ default: m.ReportsPage })));
// client loans (features/loans)
const LoansHomePage = lazy(() => loaders.loansHome().then((m) => ({ default: m.LoansHomePage })));
const LoansHistoryPage = lazy(() => loaders.loansHistory().then((m) => ({ default: m.HistoryPage })));
const ClientLoanDetailPage = lazy(() => loaders.loanDetail().then((m) => ({ default: m.LoanDetailPage })));
const LoansPayPage = lazy(() => loaders.loansPay().then((m) => ({ default: m.PayPage })));
const ApplyProposalPage = lazy(() => loaders.applyProposal().then((m) => ({ default: m.ProposalPage })));
const ApplyFundPage = lazy(() => loaders.applyFund().then((m) => ({ default: m.FundPage })));
const ApplyAmountPage = lazy(() => loaders.applyAmount().then((m) => ({ default: m.AmountPage })));
const ApplySuccessPage = lazy(() => loaders.applySuccess().then((m) => ({ default: m.ApplySuccessPage })));
const ApplyCalculatorPage = lazy(() => loaders.applyCalculator().then((m) => ({ default: m.CalculatorStepPage })));
const ApplyContactPage = lazy(() => loaders.applyStep().then((m) => ({ default: m.ContactInfoPage })));
const ApplyEmployerPage = lazy(() => loaders.applyStep().then((m) => ({ default: m.EmployerInfoPage })));
const ApplyBankPage = lazy(() => loaders.applyStep().then((m) => ({ default: m.BankInfoPage })));

function areaRoutes(areas: readonly AreaRoute[]) {
  return areas.map(([path, area]) => <Route key={path} path={path} element={<NotAvailable area={area} />} />);
}

function staffArea(base: string, extra: readonly AreaRoute[] = [], pages: ReactNode = null) {
  return (
    <Route path={base} element={<DashboardLayout />}>
      <Route index element={<AreaIndex />} />
      <Route path="overview" element={<LendingOverview />} />
      <Route path="clients" element={<ClientsPage />} />
      <Route path="account" element={<StaffAccountPage />} />
      <Route path="client/:clientId" element={<ClientDetailPage />} />
      <Route path="loans" element={<LoansPage />} />
      <Route path="loan/:loanId" element={<StaffLoanDetailPage />} />
      {pages}
      {areaRoutes(extra)}
      {areaRoutes(staffAreas)}
    </Route>
  );
}

/** The spec's routes (spec 000 section 2). */
export function AppRoutes() {
  const { t } = useI18n();
  return (
    <ErrorBoundary>
      <Suspense fallback={<Loading label={t('app.loading')} />}>
        <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path="signup" element={<SignupPage />} />
          <Route path="signin" element={<SigninPage />} />
          <Route path="loan-calculator" element={<CalculatorPage />} />
          <Route path="terms-conditions" element={<TermsPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="about-us" element={<AboutPage />} />
          <Route path="contact-us" element={<ContactPage />} />
          <Route path="frequently-asked-questions" element={<FaqPage />} />
          <Route path="invited" element={<InvitedPage />} />
          <Route path="verify-otp" element={<VerifyOtpPage />} />
          <Route path="password/email" element={<PasswordEmailPage />} />
          <Route path="password/reset" element={<PasswordResetPage />} />
          <Route path="password/reset-success" element={<ResetSuccessPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="/dashboard" element={<DashboardLayout />}>
          <Route index element={<AreaIndex />} />
          <Route path="overview" element={<OverviewPage />} />
          <Route path="trainee/home" element={<ApplicantHome />} />
          <Route path="digiprime/home" element={<DigiprimeHome />} />
          <Route path="profile" element={<ProfileEntryPage />} />
          <Route path="profile/user" element={<UserProfilePage />} />
          <Route path="profile/setup/mpesa" element={<MpesaPage />} />
          <Route path="profile/setup/info" element={<InfoPage />} />
          <Route path="profile/setup/identity" element={<IdentityPage />} />
          <Route path="profile/setup/success" element={<SetupSuccessPage />} />
          {/* client loans */}
          <Route path="consumer-credit" element={<LoansHomePage />} />
          <Route path="consumer-credit/history" element={<LoansHistoryPage />} />
          <Route path="consumer-credit/pay" element={<LoansPayPage />} />
          <Route path="consumer-credit/loan/:loanId" element={<ClientLoanDetailPage />} />
          <Route path="consumer-credit/apply/proposal" element={<ApplyProposalPage />} />
          <Route path="consumer-credit/apply/fund" element={<ApplyFundPage />} />
          <Route path="consumer-credit/apply/amount" element={<ApplyAmountPage />} />
          <Route path="consumer-credit/apply/success" element={<ApplySuccessPage />} />
          <Route path="consumer-credit/apply/calculator" element={<ApplyCalculatorPage />} />
          <Route path="consumer-credit/apply/contact-info" element={<ApplyContactPage />} />
          <Route path="consumer-credit/apply/employer-info" element={<ApplyEmployerPage />} />
          <Route path="consumer-credit/apply/bank-info" element={<ApplyBankPage />} />
          {digikuaRoutes()}
          {areaRoutes(dashboardAreas)}
        </Route>
        {staffArea('/sales-agent')}
        {staffArea('/processor')}
        {staffArea('/authorizer')}
        {staffArea(
          '/super-admin',
          superAdminAreas,
          <>
            <Route path="staffs" element={<StaffsPage />} />
            <Route path="funds" element={<FundsPage />} />
            <Route path="reports" element={<ReportsPage />} />
          </>,
        )}
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
