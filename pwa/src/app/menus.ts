/** The side menus per role (spec 000 section 2): route tables of the UI, not rules. */
import type { MessageKey } from '../lib/i18n';

export interface MenuItem {
  to: string;
  label: MessageKey;
  /** The item stays highlighted on every page under this path, not only on `to`. */
  area?: string;
}

const client: MenuItem[] = [
  { to: '/dashboard/overview', label: 'menu.dashboard' },
  { to: '/dashboard/consumer-credit', label: 'menu.myLoans' },
  { to: '/dashboard/onboarding/welcome', label: 'menu.onboarding' },
  { to: '/dashboard/playbook/home', label: 'menu.playbook' },
  { to: '/dashboard/scorecardv1', label: 'menu.scorecard' },
  { to: '/dashboard/digikua/client/cashflow-summary', label: 'menu.digikua', area: '/dashboard/digikua/client' },
  { to: '/dashboard/qsurvey/client/home', label: 'menu.qsurvey' },
  { to: '/dashboard/validation/home', label: 'menu.validation' },
  { to: '/dashboard/business-documents/home', label: 'menu.businessDocuments' },
  { to: '/dashboard/profile', label: 'menu.profile' },
];

const applicant: MenuItem[] = [
  { to: '/dashboard/trainee/home', label: 'menu.dashboard' },
  { to: '/dashboard/lms/home', label: 'menu.lms' },
  { to: '/dashboard/applicant/welcome', label: 'menu.applicant' },
  { to: '/dashboard/digikua/applicant/cashflow-summary', label: 'menu.digikua', area: '/dashboard/digikua/applicant' },
  { to: '/dashboard/qsurvey/applicant/home', label: 'menu.qsurvey' },
  { to: '/dashboard/post-training-survey/home', label: 'menu.postTrainingSurvey' },
];

const digiprime: MenuItem[] = [
  { to: '/dashboard/digiprime/home', label: 'menu.dashboard' },
  { to: '/dashboard/digikua/digiprime/cashflow-summary', label: 'menu.digikua', area: '/dashboard/digikua/digiprime' },
  { to: '/dashboard/qsurvey/digiprime/home', label: 'menu.qsurvey' },
];

/** The base path of each staff role's area. */
const staffBase: Readonly<Record<string, string>> = {
  sales: '/sales-agent',
  processor: '/processor',
  admin: '/processor',
  authorizer: '/authorizer',
  super: '/super-admin',
};

function staff(base: string, isSuper: boolean): MenuItem[] {
  const items: MenuItem[] = [
    { to: `${base}/overview`, label: 'menu.overview' },
    { to: `${base}/clients`, label: 'menu.clients' },
    { to: `${base}/loans`, label: 'menu.loans' },
  ];
  if (isSuper) {
    items.push(
      { to: `${base}/staffs`, label: 'menu.staffs' },
      { to: `${base}/funds`, label: 'menu.funds' },
      { to: `${base}/reports`, label: 'menu.reports' },
    );
  }
  items.push({ to: `${base}/account`, label: 'menu.account' });
  return items;
}

/** A staff member's own account page (details, change password), or null for other roles. */
export function accountPathFor(role: string): string | null {
  const base = staffBase[role];
  return base ? `${base}/account` : null;
}

export function menuFor(role: string): MenuItem[] {
  switch (role) {
    case 'client':
      return client;
    case 'applicant':
      return applicant;
    case 'digiprime':
      return digiprime;
    default: {
      const base = staffBase[role];
      return base ? staff(base, role === 'super') : [];
    }
  }
}
