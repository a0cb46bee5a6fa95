/**
 * The client's acceleration onboarding (spec 001 sections 2.1, 4.1, 5, 8; issue 13): the hub picker
 * and welcome, one screen for each of the 14 steps (driven by core's step list), the approvals,
 * success and too-late pages. The rules and the state's figures come from the `onboarding` package.
 */
import { screen, type Feature } from '../../lib/feature';

const AREA = '/dashboard/onboarding';
const pages = () => import('./pages');
const withCore = { core: 'onboarding' } as const;

export const feature: Feature = {
  name: 'onboarding',
  roles: ['client'],
  when: { useNewOnboarding: true, onboardingComplete: false },
  routes: [
    screen(`${AREA}/welcome`, pages, 'WelcomePage', withCore),
    screen(`${AREA}/apply/:slug`, pages, 'StepPage', withCore),
    screen(`${AREA}/approvals`, pages, 'ApprovalsPage', withCore),
    screen(`${AREA}/success`, pages, 'SuccessPage', withCore),
    screen(`${AREA}/too_late`, pages, 'TooLatePage', withCore),
  ],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }],
  menu: [{ roles: ['client'], to: `${AREA}/welcome`, label: 'menu.onboarding', area: AREA, order: 30 }],
};
