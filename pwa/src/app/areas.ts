/**
 * The dashboard routes that are not built yet, each with the area it belongs to: every one shows the
 * shared "not available yet" page naming its area. Paths from spec 000 section 2 (and the other
 * documents' entry routes); each area also has a catch-all.
 */
import type { MessageKey } from '../lib/i18n';

export type AreaRoute = readonly [path: string, area: MessageKey];

/** Under /dashboard (client, applicant and digiprime; the guard checks the role per path). */
export const dashboardAreas: readonly AreaRoute[] = [
  // client: profile (/profile, /profile/user and the setup steps are built; see AppRoutes)
  ['profile/setup/*', 'area.profileSetup'],
  ['profile/*', 'area.profile'],
  // client: loans (the home, history, pay, loan details and apply steps are built; see AppRoutes)
  ['consumer-credit/apply/*', 'area.loanApply'],
  ['consumer-credit/*', 'area.myLoans'],
  // client: further areas
  ['credit-report/*', 'area.creditReport'],
  ['onboarding/*', 'area.onboarding'],
  ['playbook/*', 'area.playbook'],
  ['creditscore/*', 'area.creditScore'],
  ['scorecardv1/*', 'area.scorecard'],
  ['detailedscores/*', 'area.detailedScores'],
  ['qsurvey/*', 'area.qsurvey'],
  ['validation/*', 'area.validation'],
  ['business-documents/*', 'area.businessDocuments'],
  ['budget/*', 'area.budget'],
  ['lms/*', 'area.lms'],
  ['invest-profile/*', 'area.investProfile'],
  ['support/*', 'area.support'],
  ['post-training-survey/*', 'area.postTrainingSurvey'],
  // applicant
  ['applicant/*', 'area.applicant'],
  ['trainee/*', 'area.applicant'],
  // digiprime (qsurvey/digiprime is covered above; DigiKua's routes are in digikuaRoutes.tsx)
  ['digiprime/*', 'area.dashboard'],
  // anything else under /dashboard
  ['*', 'area.dashboard'],
];

/** Under each staff base path (overview, clients, client, loans, loan are built; see AppRoutes). */
export const staffAreas: readonly AreaRoute[] = [
  ['*', 'area.dashboard'],
];

/** Only the super admin has these (staffs, funds and reports are built; see AppRoutes). */
export const superAdminAreas: readonly AreaRoute[] = [];
