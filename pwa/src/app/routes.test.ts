import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { mayOpen } from '../lib/core';
import { ROLES, type Audience, type FeatureRoute } from '../lib/feature';
import { loadCoreForTests } from '../test/core';
import { everyFeature } from '../test/features';
import { featuresOf } from './loadedFeatures';
import { menuFor } from './menus';
import { routeAt } from './routes';

const features = await everyFeature();

beforeAll(loadCoreForTests);

/** What a path shows: the layout and the page. */
const shows = (path: string) => routeAt(path).map((handle) => handle.shows);
const publicPage = (page: string) => ['PublicLayout', page];
const dashboardPage = (page: string) => ['DashboardLayout', page];

describe('the routes (spec 000 section 2)', () => {
  it('public pages, with the not-found page for anything else', () => {
    const pages: Array<[string, string]> = [
      ['/', 'public:HomePage'],
      ['/signup', 'public:SignupPage'],
      ['/signin', 'public:SigninPage'],
      ['/loan-calculator', 'public:CalculatorPage'],
      ['/terms-conditions', 'public:TermsPage'],
      ['/products', 'public:ProductsPage'],
      ['/about-us', 'public:AboutPage'],
      ['/contact-us', 'public:ContactPage'],
      ['/frequently-asked-questions', 'public:FaqPage'],
      ['/invited', 'public:InvitedPage'],
      ['/verify-otp', 'public:VerifyOtpPage'],
      ['/password/email', 'public:PasswordEmailPage'],
      ['/password/reset', 'public:PasswordResetPage'],
      ['/password/reset-success', 'public:ResetSuccessPage'],
      ['/investors', 'investors:InvestorsPage'],
      ['/investors/6650ab0000000000000000aa', 'investors:InvestorProfilePage'],
      ['/nothing/here', 'public:NotFoundPage'],
      ['/dashboards-tour', 'public:NotFoundPage'],
    ];
    for (const [path, page] of pages) expect(shows(path), path).toEqual(publicPage(page));
  });

  it("the client's, applicant's and digiprime's dashboard", () => {
    const pages: Array<[string, string]> = [
      ['/dashboard', 'AreaIndex'],
      ['/dashboard/overview', 'client:OverviewPage'],
      ['/dashboard/trainee/home', 'tools:ApplicantHome'],
      ['/dashboard/digiprime/home', 'tools:DigiprimeHome'],
      ['/dashboard/profile', 'profile:ProfileEntryPage'],
      ['/dashboard/profile/user', 'profile:UserProfilePage'],
      ['/dashboard/profile/setup/mpesa', 'profile:MpesaPage'],
      ['/dashboard/profile/setup/info', 'profile:InfoPage'],
      ['/dashboard/profile/setup/identity', 'profile:IdentityPage'],
      ['/dashboard/profile/setup/success', 'profile:SetupSuccessPage'],
      ['/dashboard/profile/setup/other', 'planned:area.profileSetup'],
      ['/dashboard/profile/other', 'planned:area.profile'],
      ['/dashboard/consumer-credit', 'loans:LoansHomePage'],
      ['/dashboard/consumer-credit/history', 'loans:HistoryPage'],
      ['/dashboard/consumer-credit/pay', 'loans:PayPage'],
      ['/dashboard/consumer-credit/loan/6650ab0000000000000000aa', 'loans:LoanDetailPage'],
      ['/dashboard/consumer-credit/apply/proposal', 'loans:ProposalPage'],
      ['/dashboard/consumer-credit/apply/fund', 'loans:FundPage'],
      ['/dashboard/consumer-credit/apply/amount', 'loans:AmountPage'],
      ['/dashboard/consumer-credit/apply/success', 'loans:ApplySuccessPage'],
      ['/dashboard/consumer-credit/apply/calculator', 'loans:CalculatorStepPage'],
      ['/dashboard/consumer-credit/apply/contact-info', 'loans:ContactInfoPage'],
      ['/dashboard/consumer-credit/apply/employer-info', 'loans:EmployerInfoPage'],
      ['/dashboard/consumer-credit/apply/bank-info', 'loans:BankInfoPage'],
      ['/dashboard/consumer-credit/apply/other', 'planned:area.loanApply'],
      ['/dashboard/consumer-credit/other', 'planned:area.myLoans'],
      ['/dashboard/credit-report', 'scorecard:CreditReportPage'],
      ['/dashboard/credit-report/home', 'planned:area.dashboard'],
      ['/dashboard/onboarding/welcome', 'onboarding:WelcomePage'],
      ['/dashboard/onboarding/apply/kra_pin', 'onboarding:StepPage'],
      ['/dashboard/onboarding/approvals', 'onboarding:ApprovalsPage'],
      ['/dashboard/onboarding/success', 'onboarding:SuccessPage'],
      ['/dashboard/onboarding/too_late', 'onboarding:TooLatePage'],
      ['/dashboard/playbook', 'playbook:LandingPage'],
      ['/dashboard/playbook/home', 'playbook:HomePage'],
      ['/dashboard/playbook/advisors', 'playbook:AdvisorsPage'],
      ['/dashboard/playbook/playbooks', 'playbook:PlaybooksPage'],
      ['/dashboard/playbook/playbook/6650ab0000000000000000aa', 'playbook:ChaptersPage'],
      ['/dashboard/playbook/playbook/6650ab0000000000000000aa/', 'playbook:ChaptersPage'],
      ['/dashboard/playbook/book/6650ab0000000000000000aa/chapter/6650ab0000000000000000bb', 'playbook:SessionsPage'],
      ['/dashboard/playbook/b/6650ab0000000000000000aa/c/6650ab0000000000000000bb/s/6650ab0000000000000000cc', 'playbook:SessionPage'],
      ['/dashboard/playbook/quarterly_survey', 'survey:SurveyPage'],
      ['/dashboard/playbook/post_quarterly_survey', 'survey:SurveyPage'],
      ['/dashboard/creditscore', 'scorecard:RiskPage'],
      ['/dashboard/creditscore/business-risk', 'scorecard:CategoryPage'],
      ['/dashboard/creditscore/credit-risk/loanRepayment', 'scorecard:CategoryPage'],
      ['/dashboard/scorecardv1', 'scorecard:SummaryPage'],
      ['/dashboard/detailedscores', 'scorecard:DetailedPage'],
      ['/dashboard/qsurvey/client/home', 'survey:SurveyHomePage'],
      ['/dashboard/qsurvey/client/quarterly_survey', 'survey:SurveyPage'],
      ['/dashboard/qsurvey/digiprime/home', 'survey:SurveyHomePage'],
      ['/dashboard/validation/home', 'validation:HomePage'],
      ['/dashboard/validation/start', 'validation:StartPage'],
      ['/dashboard/validation/report', 'validation:ReportPage'],
      ['/dashboard/budget', 'budget:BudgetPage'],
      ['/dashboard/business-documents/home', 'documents:HomePage'],
      ['/dashboard/business-documents/quotation', 'documents:QuotationsPage'],
      ['/dashboard/business-documents/invoice', 'documents:InvoicesPage'],
      ['/dashboard/business-documents/receipts', 'documents:ReceiptsPage'],
      ['/dashboard/lms', 'redirect:/dashboard/lms/home'],
      ['/dashboard/lms/home', 'lms:HomePage'],
      ['/dashboard/lms/mentors', 'lms:MentorsPage'],
      ['/dashboard/lms/alerts', 'lms:AlertsPage'],
      ['/dashboard/lms/survey/confidence-level', 'lms:LmsSurveyPage'],
      ['/dashboard/lms/survey/business-acumen/entry', 'lms:LmsSurveyPage'],
      ['/dashboard/lms/learning', 'lms:LearningPage'],
      ['/dashboard/lms/learning/resources', 'lms:ResourcesPage'],
      ['/dashboard/lms/learning/pitch-submission', 'lms:PitchPage'],
      ['/dashboard/lms/learning/pitch-submission/pitch1', 'lms:PitchPage'],
      ['/dashboard/lms/learning/pitch-submission/pitch2', 'lms:PitchPage'],
      ['/dashboard/lms/learning/assignments', 'lms:AssignmentsPage'],
      ['/dashboard/lms/learning/assignments/6650ab0000000000000000aa', 'lms:AssignmentPage'],
      ['/dashboard/lms/learning/scores', 'lms:ScoresPage'],
      ['/dashboard/lms/learning/notes', 'lms:NotesPage'],
      ['/dashboard/lms/learning/notes/6650ab0000000000000000aa', 'lms:NotesPage'],
      ['/dashboard/lms/learning/messages', 'lms:MessagesPage'],
      ['/dashboard/lms/learning/6650ab0000000000000000aa/6650ab0000000000000000bb/6650ab0000000000000000cc', 'lms:TopicPage'],
      ['/dashboard/invest-profile/home', 'invest-profile:InvestProfilePage'],
      ['/dashboard/support/home', 'planned:area.support'],
      ['/dashboard/post-training-survey', 'lms:PostTrainingHomePage'],
      ['/dashboard/post-training-survey/home', 'lms:PostTrainingHomePage'],
      ['/dashboard/post-training-survey/survey/buruka-post-training', 'lms:PostTrainingSurveyPage'],
      ['/dashboard/applicant', 'applicant-onboarding:ApplicantBasePage'],
      ['/dashboard/applicant/welcome', 'applicant-onboarding:ApplicantWelcomePage'],
      ['/dashboard/applicant/apply/start', 'applicant-onboarding:ApplicantQuestionPage'],
      ['/dashboard/applicant/apply/6650ab0000000000000000aa', 'applicant-onboarding:ApplicantQuestionPage'],
      ['/dashboard/applicant/approvals', 'applicant-onboarding:ApplicantApprovalsPage'],
      ['/dashboard/applicant/success', 'applicant-onboarding:ApplicantSuccessPage'],
      ['/dashboard/applicant/too_late', 'applicant-onboarding:ApplicantTooLatePage'],
      ['/dashboard/applicant/other', 'applicant-onboarding:ApplicantBasePage'],
      ['/dashboard/trainee/other', 'planned:area.applicant'],
      ['/dashboard/digiprime/other', 'planned:area.dashboard'],
      ['/dashboard/anything', 'planned:area.dashboard'],
    ];
    for (const [path, page] of pages) expect(shows(path), path).toEqual(dashboardPage(page));
  });

  it('DigiKua under each base, the summary first', () => {
    for (const base of ['client', 'applicant', 'digiprime']) {
      const root = `/dashboard/digikua/${base}`;
      const tables = `${root}/cashflow-summary-detailed`;
      const pages: Array<[string, string]> = [
        [root, `redirect:${root}/cashflow-summary`],
        [`${root}/cashflow-summary`, 'digikua:SummaryPage'],
        [tables, `redirect:${tables}/sales`],
        [`${tables}/sales`, 'digikua:SalesPage'],
        [`${tables}/expenses`, 'digikua:ExpensesPage'],
        [`${tables}/products`, 'digikua:ProductsPage'],
        [`${tables}/product-variants`, 'digikua:ProductVariantsPage'],
        [`${tables}/product-variants/all`, 'digikua:ProductVariantsPage'],
        [`${tables}/services`, 'digikua:ServicesPage'],
        [`${tables}/service-variants`, 'digikua:ServiceVariantsPage'],
        [`${tables}/service-variants/abc`, 'digikua:ServiceVariantsPage'],
        [`${tables}/investments`, 'digikua:InvestmentsPage'],
        [`${tables}/inventory`, 'digikua:InventoryPage'],
        [`${root}/other`, 'planned:area.dashboard'],
      ];
      for (const [path, page] of pages) expect(shows(path), path).toEqual(dashboardPage(page));
    }
    expect(shows('/dashboard/digikua/other/cashflow-summary')).toEqual(dashboardPage('planned:area.dashboard'));
  });

  it('the staff areas, and what only the super admin has', () => {
    for (const base of ['/sales-agent', '/processor', '/authorizer', '/super-admin']) {
      const pages: Array<[string, string]> = [
        [base, 'AreaIndex'],
        [`${base}/overview`, 'lending:LendingOverview'],
        [`${base}/clients`, 'staff:ClientsPage'],
        [`${base}/account`, 'staff:StaffAccountPage'],
        [`${base}/client/abc`, 'lending:ClientDetailPage'],
        [`${base}/loans`, 'lending:LoansPage'],
        [`${base}/loan/abc`, 'lending:LoanDetailPage'],
        [`${base}/other`, 'planned:area.dashboard'],
      ];
      for (const [path, page] of pages) expect(shows(path), path).toEqual(dashboardPage(page));
    }
    expect(shows('/super-admin/staffs')).toEqual(dashboardPage('staff:StaffsPage'));
    expect(shows('/super-admin/funds')).toEqual(dashboardPage('lending:FundsPage'));
    expect(shows('/super-admin/reports')).toEqual(dashboardPage('lending:ReportsPage'));
    for (const base of ['/coach', '/super-admin']) {
      expect(shows(`${base}/scorecards`)).toEqual(dashboardPage('scorecard-team:PortfolioPage'));
      expect(shows(`${base}/scorecards/abc/2026/2`)).toEqual(dashboardPage('scorecard-team:BusinessPage'));
    }
    expect(shows('/super-admin/scorecard-thresholds')).toEqual(dashboardPage('scorecard-team:ThresholdsPage'));
    expect(shows('/coach/scorecard-thresholds')).toEqual(dashboardPage('planned:area.dashboard'));
    for (const base of ['/authorizer', '/super-admin']) {
      expect(shows(`${base}/payment-reviews`)).toEqual(dashboardPage('payment-reviews:ReviewsPage'));
    }
    for (const base of ['/sales-agent', '/processor']) {
      expect(shows(`${base}/payment-reviews`)).toEqual(dashboardPage('planned:area.dashboard'));
    }
    for (const base of ['/sales-agent', '/processor', '/authorizer']) {
      for (const page of ['staffs', 'funds', 'reports']) {
        expect(shows(`${base}/${page}`)).toEqual(dashboardPage('planned:area.dashboard'));
      }
    }
  });

  it("the business coach's area: the overview, review queue, cohorts, progress and account; no lending screens", () => {
    const pages: Array<[string, string]> = [
      ['/coach', 'AreaIndex'],
      ['/coach/overview', 'coach:CoachOverview'],
      ['/coach/account', 'staff:StaffAccountPage'],
      ['/coach/review-queue', 'coach:ReviewQueuePage'],
      ['/coach/review-queue/abc', 'planned:area.dashboard'],
      ['/coach/cohorts', 'coach:CohortsPage'],
      ['/coach/cohort-progress', 'coach:CohortProgressPage'],
      ['/coach/loans', 'planned:area.dashboard'],
      ['/coach/clients', 'planned:area.dashboard'],
      ['/coach/client/abc', 'planned:area.dashboard'],
    ];
    for (const [path, page] of pages) expect(shows(path), path).toEqual(dashboardPage(page));
  });

  it('every layout and screen can be loaded ahead of rendering', () => {
    for (const path of ['/signin', '/dashboard/overview', '/processor/loan/abc', '/dashboard/anything']) {
      for (const handle of routeAt(path)) expect(handle.load, `${path} ${handle.shows}`).toBeTypeOf('function');
    }
  });
});

/** A path the route matches: each `:param` and `*` filled in. */
const sample = (path: string) => path.replace(/:\w+/g, 'x').replace(/\/\*$/, '/x');
const audienceOf = (route: FeatureRoute, feature: Audience): Audience => route.roles ?? feature;

describe('the roles the manifests give', () => {
  it("each role's route table (app/roles) has exactly the features that name the role, and every feature is in one", () => {
    for (const role of ROLES) {
      const named = features.filter((feature) => feature.roles !== 'public' && feature.roles.includes(role));
      expect(featuresOf(role)?.map((feature) => feature.name).sort(), role).toEqual(named.map((feature) => feature.name).sort());
    }
    const folders = readdirSync(new URL('../features/', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(features.map((feature) => feature.name).sort()).toEqual(folders.map((entry) => entry.name).sort());
  });

  it('are the roles core lets open each route', () => {
    for (const feature of features) {
      for (const route of feature.routes) {
        const audience = audienceOf(route, feature.roles);
        const path = sample(route.path);
        if (audience === 'public') {
          expect(mayOpen('', path), `${feature.name} ${route.path}`).toBe(true);
          continue;
        }
        const opening = ROLES.filter((role) => mayOpen(role, path));
        // Under a catch-all, some deeper paths belong to other roles (qsurvey/applicant/…): the route lists them too.
        if (route.path.endsWith('*')) expect(audience, `${feature.name} ${route.path}`).toEqual(expect.arrayContaining(opening));
        else expect([...audience].sort(), `${feature.name} ${route.path}`).toEqual([...opening].sort());
        expect(feature.roles, feature.name).toEqual(expect.arrayContaining([...audience]));
      }
    }
  });

  it("every menu entry opens a route that lists the entry's roles, and core lets them in", () => {
    for (const feature of features) {
      for (const entry of feature.menu ?? []) {
        for (const role of entry.roles) {
          expect(mayOpen(role, entry.to), `${role} ${entry.to}`).toBe(true);
          expect(menuFor(role).map((item) => item.to)).toContain(entry.to);
        }
        const roles = routeAt(entry.to).at(-1)?.roles;
        expect(roles, entry.to).toEqual(expect.arrayContaining([...entry.roles]));
      }
    }
  });
});
