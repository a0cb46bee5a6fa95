/** The screens anyone may open (spec 000 section 2): the home and information pages, sign-in and the account steps, the calculator. */
import { screen, type Feature } from '../../lib/feature';
import { accountsPart, type TextPart } from '../../lib/i18n';

const pages: TextPart = { en: () => import('./en'), sw: () => import('./sw') };
const signin: TextPart = { en: () => import('./auth/en'), sw: () => import('./auth/sw') };
const calculator: TextPart = { en: () => import('./calculator/en'), sw: () => import('./calculator/sw') };
// Sign-in needs only its own texts; the account steps also the accounts' messages.
const account = { texts: [signin, accountsPart] };

export const feature: Feature = {
  name: 'public',
  roles: 'public',
  routes: [
    screen('/', () => import('./HomePage'), 'HomePage', { texts: [pages] }),
    screen('/signup', () => import('./SignupPage'), 'SignupPage', { texts: [pages] }),
    screen('/signin', () => import('./auth/SigninPage'), 'SigninPage', { texts: [signin] }),
    screen('/loan-calculator', () => import('./calculator/CalculatorPage'), 'CalculatorPage', { texts: [calculator], core: 'money' }),
    screen('/terms-conditions', () => import('./InfoPages'), 'TermsPage', { texts: [pages] }),
    screen('/products', () => import('./InfoPages'), 'ProductsPage', { texts: [pages] }),
    screen('/about-us', () => import('./InfoPages'), 'AboutPage', { texts: [pages] }),
    screen('/contact-us', () => import('./ContactPage'), 'ContactPage', { texts: [pages] }),
    screen('/frequently-asked-questions', () => import('./FaqPage'), 'FaqPage', { texts: [pages] }),
    screen('/invited', () => import('./auth/InvitedPage'), 'InvitedPage', { ...account, core: 'accounts' }),
    screen('/verify-otp', () => import('./auth/VerifyOtpPage'), 'VerifyOtpPage', { ...account, core: 'accounts' }),
    screen('/password/email', () => import('./auth/PasswordEmailPage'), 'PasswordEmailPage', account),
    screen('/password/reset', () => import('./auth/PasswordResetPage'), 'PasswordResetPage', { ...account, core: 'accounts' }),
    screen('/password/reset-success', () => import('./auth/ResetSuccessPage'), 'ResetSuccessPage', account),
    screen('/*', () => import('./NotFoundPage'), 'NotFoundPage', { texts: [pages] }),
  ],
};
