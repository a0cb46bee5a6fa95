/**
 * The account-form rules of the Rust core (invitation, staff sign-up, password reset and change, OTP),
 * from the `common` WASM package (see core-common.ts), so that this code is downloaded with the
 * account and staff screens rather than before /signin. The screens' loaders await
 * `loadAccountsCore()`. Nothing is decided here.
 */
import { loadCommonCore, wasm } from './core-common';
import { message, type Message } from './core';
import { readFieldErrors, type FormErrors } from './wasmPackage';

/** Loads the package once; its screens are shown after it resolves. */
export const loadAccountsCore = loadCommonCore;

export type { FormErrors } from './wasmPackage';

export type InviteField = 'email' | 'name' | 'gender' | 'country' | 'phoneNo' | 'password' | 'confirmPassword';

export interface InviteForm {
  email: string;
  name: string;
  gender: string;
  country: string;
  phoneNo: string;
  password: string;
  confirmPassword: string;
}

/** The invitation details form (step B). */
export const validateInvite = (form: InviteForm): FormErrors<InviteField> =>
  readFieldErrors(
    wasm.validateInvite(
      form.email,
      form.name,
      form.gender,
      form.country,
      form.phoneNo,
      form.password,
      form.confirmPassword,
    ),
  );

export type SignupField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'mobileNumber'
  | 'password'
  | 'confirmPassword'
  | 'referralChoice'
  | 'country';

export interface SignupForm {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  password: string;
  confirmPassword: string;
  referralChoice: string;
  /** Kenya or Tanzania: how a local 0… number is read. */
  country: string;
}

/** The staff form that creates an account of `role` (staff roles need no referral). */
export const validateSignup = (role: string, form: SignupForm): FormErrors<SignupField> =>
  readFieldErrors(
    wasm.validateSignup(
      role,
      form.firstName,
      form.lastName,
      form.email,
      form.mobileNumber,
      form.password,
      form.confirmPassword,
      form.referralChoice,
      form.country,
    ),
  );

export type ResetField = 'otp' | 'password' | 'confirmPassword';

/** The reset form: the code from the message, the new password and its confirmation. */
export const validateReset = (otp: string, password: string, confirmPassword: string): FormErrors<ResetField> =>
  readFieldErrors(wasm.validateReset(otp, password, confirmPassword));

/** The roles a signed-in `creator` may create accounts for (empty when none). */
export const creatableRoles = (creator: string): string[] => Array.from(wasm.creatableRoles(creator));
/** 'How did they hear about us?' choices, as the form sends them (English values). */
export const referralChoices = (): string[] => Array.from(wasm.referralChoices());
/** Kenya, Tanzania: the sign-up form's countries. */
export const signupCountries = (): string[] => Array.from(wasm.countries());
/** The first problem with the change-password form, or null. */
export const checkChangePassword = (current: string, next: string, confirm: string): Message =>
  message(wasm.checkChangePassword(current, next, confirm));
/** 'Passwords do not match' while the confirmation is typed. */
export const passwordLiveMismatch = (next: string, confirm: string): Message =>
  message(wasm.passwordLiveMismatch(next, confirm));
/** The OTP box: empty or not six digits. */
export const checkOtpInput = (code: string): Message => message(wasm.checkOtpInput(code));
/** The warning of the OTP page when no e-mail is known. */
export const noEmailForOtpMessage = (): string => wasm.noEmailForOtpMessage();
/** `+254`, `+255`: the invitation's country options. */
export const countryDialCodes = (): string[] => Array.from(wasm.countryDialCodes());
/** `Male`, `Female`: the invitation's gender options (English values). */
export const inviteGenders = (): string[] => Array.from(wasm.inviteGenders());
