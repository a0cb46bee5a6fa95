/**
 * English texts of the account screens (OTP, invitation, password reset, the profile and its password
 * change) and of the server's account messages. Loaded with those screens; see en.ts.
 */
import { addEnglish } from './translate';

export const accountTexts = {
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

  // ---- profile (client) ---------------------------------------------------------------------
  'profile.title': 'My profile',
  'profile.sections': 'Profile sections',
  'profile.personal': 'Personal Info',
  'profile.security': 'Security',
  'profile.firstName': 'First name',
  'profile.lastName': 'Last name',
  'profile.email': 'Email',
  'profile.phone': 'Phone number',
  'profile.mpesa': 'M-Pesa phone',
  'profile.notSet': 'Not set yet',

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

addEnglish(accountTexts);
