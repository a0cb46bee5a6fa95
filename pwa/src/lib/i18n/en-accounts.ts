/**
 * English texts shared by the account screens (the account steps, the profile, the staff forms): the
 * password change, and the messages core and the server give about accounts and passwords.
 * Loaded with the screens that use them (see lib/feature.ts); the Kiswahili is in `sw-accounts.ts`.
 */
import { addEnglish } from './translate';

export const accountTexts = {
  // ---- change password ----------------------------------------------------------------------
  'password.title': 'Change password',
  'password.lead': 'After the change you are logged out on every device; log in again with the new password.',
  'password.current': 'Current password',
  'password.new': 'New password',
  'password.confirm': 'Confirm password',
  'password.submit': 'Change password',
  'password.working': 'Changing…',

  // ---- messages of core and the server (keyed by their English text) ------------------------
  'msg.selfRegistration': 'Self Registration is currently disabled',
  'msg.duplicatePhone': 'This Phone Number already exist',
  'msg.duplicateEmail': 'This Email already exist',
  'msg.duplicateNationalId': 'This BVN already exists in our system',
  'msg.emptyOtp': 'You need to enter your otp to verify your account',
  'msg.malformedOtp': 'Enter the 6-digit code we sent you',
  'msg.wrongOtp': 'The code is not correct, check it and try again',
  'msg.expiredOtp': 'This code has expired, ask for a new one',
  'msg.otpTries': 'Too many wrong codes, ask for a new one',
  'msg.noEmailForOtp': 'Go back to login to re-initiate OTP verification',
  'msg.verified': 'Your account is verified, sign in to continue',
  'msg.fixAll': 'Fix all errors before proceeding',
  'msg.twoPasswords': 'Your two passwords do not match',
  'msg.inviteFound': 'Invitation found, fill in your details',
  'msg.inviteMissing': 'We could not find an invitation for this email, contact your business coach',
  'msg.inviteAccepted': 'Account created, enter the code we sent to your email',
  'msg.accountCreated': 'Account created',
  'msg.missingInfo': 'Missing important information',
  'msg.currentBlank': 'Current password cannot be blank',
  'msg.newBlank': 'New password cannot be blank',
  'msg.confirmBlank': 'Confirm password cannot be blank',
  'msg.passwordsDiffer': 'Passwords do not match',
  'msg.wrongCurrent': 'Your current password is not correct',
  'msg.sameAsCurrent': 'Choose a new password different from the current one',
  'msg.passwordChanged': 'Password changed, sign in again with the new password',
  'msg.resetSent': 'If the email is registered, we have sent a code to reset your password',
  'msg.passwordReset': 'Your password has been reset, sign in with the new password',
  'msg.tooManyResets': 'Too many attempts, try again in an hour',

  // ---- gender options (core values) ---------------------------------------------------------
  'gender.male': 'Male',
  'gender.female': 'Female',
};

declare module './keys' {
  interface TextParts {
    accounts: typeof accountTexts;
  }
}

addEnglish(accountTexts);
