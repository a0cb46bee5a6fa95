/**
 * English texts of sign-in and the account steps: one-time password, invitation, forgotten and reset
 * password.
 * Loaded with the screens that use them (see lib/feature.ts); the Kiswahili is in `sw.ts`.
 */
import { addEnglish } from '../../../lib/i18n/translate';

export const authTexts = {
  // ---- sign in -----------------------------------------------------------------------------
  'signin.title': 'Login to your account',
  'signin.lead': 'Welcome back. Enter your e-mail and password.',
  'signin.email': 'Email',
  'signin.password': 'Password',
  'signin.forgot': 'Forgot password?',
  'signin.submit': 'Login',
  'signin.working': 'Logging in…',
  'signin.coach': 'No account yet? Accounts are created by our team. Contact your business coach or our support to get one.',
  'signin.signedInAs': 'You are logged in as {name}.',
  'signin.toDashboard': 'Go to your dashboard',
  'signin.noAccount': 'Need an account?',
  // ---- one-time password (account verification) ---------------------------------------------
  'otp.title': 'Verify Your Details',
  'otp.lead': 'We sent a one-time password to {email}. Enter it to activate your account.',
  'otp.code': 'One-time password',
  'otp.codeHint': 'The 6-digit code from the message',
  'otp.submit': 'Verify Code',
  'otp.working': 'Verifying…',
  'otp.noCode': 'Did not get the code?',
  'otp.resend': 'Resend OTP',
  'otp.redirecting': 'Taking you to the login page…',

  // ---- shared by the account screens --------------------------------------------------------
  'auth.backToLogin': 'Back to login',
  'auth.choose': 'Choose…',

  // ---- invitation ---------------------------------------------------------------------------
  'invite.title': 'Accept your invitation',
  'invite.lead': 'Enter the e-mail address your invitation was sent to.',
  'invite.email': 'Email',
  'invite.continue': 'Continue',
  'invite.checking': 'Checking…',
  'invite.detailsLead': 'Fill in your details to create your account.',
  'invite.name': 'Full name',
  'invite.gender': 'Gender',
  'invite.country': 'Country',
  'invite.phone': 'Phone number',
  'invite.phonePlaceholder': '+2547… or +2557…',
  'invite.password': 'Password',
  'invite.confirm': 'Confirm password',
  'invite.submit': 'Create account',
  'invite.creating': 'Creating your account…',
  'invite.otherEmail': 'Use another e-mail',
  'invite.redirecting': 'Taking you to the next step…',
  'invite.video': 'How to accept your invitation',
  'invite.videoText':
    'Enter the e-mail address your invitation was sent to, then fill in your name, gender, country and phone number and choose a password. We then send a code to your e-mail to confirm your account.',

  // ---- forgotten password -------------------------------------------------------------------
  'forgot.title': 'Forgot password',
  'forgot.lead': 'Enter your e-mail and we will send you a code to reset your password.',
  'forgot.email': 'Email',
  'forgot.submit': 'Reset Password',
  'forgot.working': 'Sending…',
  'forgot.sent': 'Check your e-mail for the code, then enter it with your new password.',
  'forgot.enterCode': 'Enter the code',
  'forgot.redirect': 'You will be taken to the login page in a few seconds.',

  // ---- reset password -----------------------------------------------------------------------
  'reset.title': 'Reset password',
  'reset.lead': 'Enter the code we sent to your e-mail and choose a new password.',
  'reset.email': 'Email',
  'reset.code': 'One-time password',
  'reset.password': 'New password',
  'reset.confirm': 'Confirm password',
  'reset.submit': 'Save new password',
  'reset.working': 'Saving…',
  'reset.askAgain': 'Ask for a new code',

  // ---- password reset done ------------------------------------------------------------------
  'resetDone.title': 'Congratulations!',
  'resetDone.text': 'Your password has been reset. Log in with your new password.',
  'resetDone.login': 'Go to login',
};

declare module '../../../lib/i18n/keys' {
  interface TextParts {
    auth: typeof authTexts;
  }
}

addEnglish(authTexts);
