import { describe, expect, it } from 'vitest';
import { everyFeature } from '../test/features';
import { accountPathFor, menuFor } from './menus';

await everyFeature();

const items = (role: string) => menuFor(role).map((item) => [item.to, item.label, item.area ?? null]);

describe('the side menu of each role (spec 000 section 2)', () => {
  it('a client has the dashboard, loans, the programme areas, DigiKua and the profile, in this order', () => {
    expect(items('client')).toEqual([
      ['/dashboard/overview', 'menu.dashboard', null],
      ['/dashboard/consumer-credit', 'menu.myLoans', null],
      ['/dashboard/onboarding/welcome', 'menu.onboarding', '/dashboard/onboarding'],
      ['/dashboard/playbook/home', 'menu.playbook', '/dashboard/playbook'],
      ['/dashboard/lms/home', 'menu.lms', '/dashboard/lms'],
      ['/dashboard/scorecardv1', 'menu.scorecard', '/dashboard/scorecardv1'],
      ['/dashboard/credit-report', 'menu.creditReport', '/dashboard/credit-report'],
      ['/dashboard/digikua/client/cashflow-summary', 'menu.digikua', '/dashboard/digikua/client'],
      ['/dashboard/budget', 'menu.budget', '/dashboard/budget'],
      ['/dashboard/qsurvey/client/home', 'menu.qsurvey', '/dashboard/qsurvey/client'],
      ['/dashboard/post-training-survey', 'menu.postTrainingSurvey', '/dashboard/post-training-survey'],
      ['/dashboard/validation/home', 'menu.validation', '/dashboard/validation'],
      ['/dashboard/business-documents/home', 'menu.businessDocuments', '/dashboard/business-documents'],
      ['/dashboard/invest-profile/home', 'menu.investProfile', '/dashboard/invest-profile'],
      ['/dashboard/profile', 'menu.profile', null],
    ]);
  });

  it('an applicant and a digiprime have their tools', () => {
    expect(items('applicant')).toEqual([
      ['/dashboard/trainee/home', 'menu.dashboard', null],
      ['/dashboard/lms/home', 'menu.lms', '/dashboard/lms'],
      ['/dashboard/applicant/welcome', 'menu.applicant', '/dashboard/applicant'],
      ['/dashboard/digikua/applicant/cashflow-summary', 'menu.digikua', '/dashboard/digikua/applicant'],
      ['/dashboard/qsurvey/applicant/home', 'menu.qsurvey', '/dashboard/qsurvey/applicant'],
      ['/dashboard/post-training-survey/home', 'menu.postTrainingSurvey', '/dashboard/post-training-survey'],
    ]);
    expect(items('digiprime')).toEqual([
      ['/dashboard/digiprime/home', 'menu.dashboard', null],
      ['/dashboard/digikua/digiprime/cashflow-summary', 'menu.digikua', '/dashboard/digikua/digiprime'],
      ['/dashboard/qsurvey/digiprime/home', 'menu.qsurvey', '/dashboard/qsurvey/digiprime'],
    ]);
  });

  it('staff have their area; authorizers and the super admin the payment reviews; the super admin also staffs, funds, reports and the acceleration team work', () => {
    const staff = (base: string) => [
      [`${base}/overview`, 'menu.overview', null],
      [`${base}/clients`, 'menu.clients', null],
      [`${base}/loans`, 'menu.loans', null],
    ];
    const account = (base: string) => [`${base}/account`, 'menu.account', null];
    expect(items('sales')).toEqual([...staff('/sales-agent'), account('/sales-agent')]);
    expect(items('processor')).toEqual([...staff('/processor'), account('/processor')]);
    expect(items('admin')).toEqual([...staff('/processor'), account('/processor')]);
    const reviews = (base: string) => [`${base}/payment-reviews`, 'menu.paymentReviews', null];
    expect(items('authorizer')).toEqual([...staff('/authorizer'), reviews('/authorizer'), account('/authorizer')]);
    expect(items('super')).toEqual([
      ...staff('/super-admin'),
      reviews('/super-admin'),
      ['/super-admin/staffs', 'menu.staffs', null],
      ['/super-admin/funds', 'menu.funds', null],
      ['/super-admin/reports', 'menu.reports', null],
      ['/coach/review-queue', 'menu.reviewQueue', null],
      ['/coach/cohorts', 'menu.cohorts', null],
      ['/coach/cohort-progress', 'menu.cohortProgress', null],
      ['/super-admin/pairs', 'menu.advisoryPairs', '/super-admin/pairs'],
      ['/super-admin/playbooks', 'menu.playbookContent', '/super-admin/playbooks'],
      ['/super-admin/learning', 'menu.lms', '/super-admin/learning'],
      ['/super-admin/surveys', 'menu.surveys', '/super-admin/surveys'],
      ['/super-admin/statements', 'menu.statements', '/super-admin/statements'],
      ['/super-admin/budgets', 'menu.clientBudgets', '/super-admin/budgets'],
      ['/super-admin/scorecards', 'menu.scorecards', '/super-admin/scorecards'],
      account('/super-admin'),
    ]);
    expect(items('nobody')).toEqual([]);
  });

  it('a business coach has the overview, the onboarding review work and their account, and nothing of loans', () => {
    expect(items('coach')).toEqual([
      ['/coach/overview', 'menu.overview', null],
      ['/coach/review-queue', 'menu.reviewQueue', null],
      ['/coach/cohorts', 'menu.cohorts', null],
      ['/coach/cohort-progress', 'menu.cohortProgress', null],
      ['/coach/pairs', 'menu.advisoryPairs', '/coach/pairs'],
      ['/coach/playbooks', 'menu.playbookContent', '/coach/playbooks'],
      ['/coach/learning', 'menu.lms', '/coach/learning'],
      ['/coach/surveys', 'menu.surveys', '/coach/surveys'],
      ['/coach/statements', 'menu.statements', '/coach/statements'],
      ['/coach/budgets', 'menu.clientBudgets', '/coach/budgets'],
      ['/coach/scorecards', 'menu.scorecards', '/coach/scorecards'],
      ['/coach/account', 'menu.account', null],
    ]);
  });

  it('a learning mentor has their trainees, grading, the pitch decks, the messages and their account', () => {
    expect(items('mentor')).toEqual([
      ['/mentor/overview', 'menu.myTrainees', null],
      ['/mentor/grading', 'menu.grading', null],
      ['/mentor/pitches', 'menu.pitchDecks', null],
      ['/mentor/messages', 'menu.messages', '/mentor/messages'],
      ['/mentor/account', 'menu.account', null],
    ]);
  });

  it("a staff member's own account page is in their area", () => {
    expect(accountPathFor('admin')).toBe('/processor/account');
    expect(accountPathFor('super')).toBe('/super-admin/account');
    expect(accountPathFor('sales')).toBe('/sales-agent/account');
    expect(accountPathFor('coach')).toBe('/coach/account');
    expect(accountPathFor('client')).toBeNull();
  });
});
