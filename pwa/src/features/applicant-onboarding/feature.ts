/**
 * The applicant's acceleration onboarding (spec 001 section 2.2, issue 13): the hub, the cohort's
 * questions one per screen, then approvals, success or too late. The rules are core's (the
 * `onboarding` package). The splat route is also the bare base path ('Something is not ok').
 */
import { screen, type Feature } from '../../lib/feature';

const BASE = '/dashboard/applicant';
const rules = { core: 'onboarding' } as const;
/** One part for every screen: a manifest's each import costs the sign-in page its list of files. */
const screens = () => import('./screens');

export const feature: Feature = {
  name: 'applicant-onboarding',
  roles: ['applicant'],
  routes: [
    screen(`${BASE}/welcome`, screens, 'ApplicantWelcomePage', rules),
    screen(`${BASE}/apply/:question`, screens, 'ApplicantQuestionPage', rules),
    screen(`${BASE}/approvals`, screens, 'ApplicantApprovalsPage', rules),
    screen(`${BASE}/success`, screens, 'ApplicantSuccessPage'),
    screen(`${BASE}/too_late`, screens, 'ApplicantTooLatePage'),
    screen(`${BASE}/*`, screens, 'ApplicantBasePage'),
  ],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }],
  menu: [{ roles: ['applicant'], to: `${BASE}/welcome`, label: 'menu.applicant', area: BASE, order: 30 }],
};
