/** The screens anyone may open (spec 000 section 2): the home and information pages, sign-in and the account steps, the calculator. */
import { screen, type Feature } from '../../lib/feature';

export const feature: Feature = {
  name: 'public',
  roles: 'public',
  routes: [
    screen('/', () => import('./HomePage'), 'HomePage'),
    screen('/signup', () => import('./SignupPage'), 'SignupPage'),
    screen('/signin', () => import('./auth/SigninPage'), 'SigninPage'),
    screen('/loan-calculator', () => import('./calculator/CalculatorPage'), 'CalculatorPage'),
    screen('/terms-conditions', () => import('./InfoPages'), 'TermsPage'),
    screen('/products', () => import('./InfoPages'), 'ProductsPage'),
    screen('/about-us', () => import('./InfoPages'), 'AboutPage'),
    screen('/contact-us', () => import('./ContactPage'), 'ContactPage'),
    screen('/frequently-asked-questions', () => import('./FaqPage'), 'FaqPage'),
    screen('/invited', () => import('./auth/InvitedPage'), 'InvitedPage', { core: 'accounts' }),
    screen('/verify-otp', () => import('./auth/VerifyOtpPage'), 'VerifyOtpPage', { core: 'accounts' }),
    screen('/password/email', () => import('./auth/PasswordEmailPage'), 'PasswordEmailPage'),
    screen('/password/reset', () => import('./auth/PasswordResetPage'), 'PasswordResetPage', { core: 'accounts' }),
    screen('/password/reset-success', () => import('./auth/ResetSuccessPage'), 'ResetSuccessPage'),
    screen('/*', () => import('./NotFoundPage'), 'NotFoundPage'),
  ],
};
