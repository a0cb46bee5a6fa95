/**
 * The profile setup rules of the Rust core (the M-Pesa step, personal details, identity images, which
 * step to open), from the `common` package (with the account forms and the amounts: one runtime for
 * all three, downloaded after /signin). The screens' loaders await `loadProfileCore()`. Nothing is
 * decided here.
 */
import init, * as wasm from '../wasm-pkg/common/portal_core.js';
import wasmUrl from '../wasm-pkg/common/portal_core_bg.wasm?url';
import { message, type Message } from './core';
import { packageLoader, readFieldErrors, type FormErrors } from './wasmPackage';

const loader = packageLoader(init, wasm.initSync, wasmUrl);

/** Loads the package once; its screens are shown after it resolves. */
export const loadProfileCore = (): Promise<void> => loader.load();

/** For tests in node: instantiate from the .wasm bytes. */
export const loadProfileCoreSync = (bytes: BufferSource): void => loader.loadSync(bytes);

export type { FormErrors } from './wasmPackage';

export type MpesaField = 'phone' | 'country';

/** The M-Pesa step: the number and its country (Kenya or Tanzania). */
export const validateMpesa = (phone: string, country: string): FormErrors<MpesaField> =>
  readFieldErrors(wasm.validateMpesa(phone, country));

/** `Ksh1.00` or `Tsh100.00`; null for an unknown country. */
export const verificationCharge = (country: string): Message => message(wasm.verificationCharge(country));
/** Kenya, Tanzania. */
export const countries = (): string[] => Array.from(wasm.countries());
/** The 47 counties of Kenya or the regions of Tanzania. */
export const countryAreas = (country: string): string[] => Array.from(wasm.countryAreas(country));
/** Female, Male, Other (English values, as the form sends them). */
export const profileGenders = (): string[] => Array.from(wasm.profileGenders());
export const identityTypes = (): string[] => Array.from(wasm.identityTypes());
export const bankAccountTypes = (): string[] => Array.from(wasm.bankAccountTypes());
/** Whether the account number is checked with the bank (10 digits). */
export const needsBankVerification = (accountNumber: string): boolean => wasm.needsBankVerification(accountNumber);
/** Why an identity image cannot be used (not JPG/PNG by content, over 2 MB), or null. */
export const checkIdentityImage = (bytes: Uint8Array): Message => message(wasm.checkIdentityImage(bytes));

/** Keys of the PATCH /client_details payload that core checks. */
export type PersonalInfoField =
  | 'gender'
  | 'residence_street'
  | 'residence_city'
  | 'residence_state'
  | 'nextOfKin_fullName'
  | 'nextOfKin_relationship'
  | 'nextOfKin_email'
  | 'nextOfKin_phoneNumber'
  | 'nextOfKin_residentialAddress'
  | 'bank_name'
  | 'bank_accountType'
  | 'bank_accountNumber'
  | 'bank_accountName'
  | 'idno';

export interface PersonalInfo {
  country: string;
  gender: string;
  street: string;
  city: string;
  state: string;
  kinFullName: string;
  kinRelationship: string;
  kinEmail: string;
  kinPhoneNumber: string;
  kinResidentialAddress: string;
  bankName: string;
  bankAccountType: string;
  bankAccountNumber: string;
  bankAccountName: string;
  nationalId: string;
}

export function validatePersonalInfo(info: PersonalInfo): FormErrors<PersonalInfoField> {
  const form = new wasm.PersonalInfoForm();
  try {
    form.country = info.country;
    form.gender = info.gender;
    form.street = info.street;
    form.city = info.city;
    form.state = info.state;
    form.kinFullName = info.kinFullName;
    form.kinRelationship = info.kinRelationship;
    form.kinEmail = info.kinEmail;
    form.kinPhoneNumber = info.kinPhoneNumber;
    form.kinResidentialAddress = info.kinResidentialAddress;
    form.bankName = info.bankName;
    form.bankAccountType = info.bankAccountType;
    form.bankAccountNumber = info.bankAccountNumber;
    form.bankAccountName = info.bankAccountName;
    form.nationalId = info.nationalId;
    return readFieldErrors(wasm.validatePersonalInfo(form));
  } finally {
    form.free();
  }
}

export interface SetupProgress {
  hasIdentityType: boolean;
  hasBankAccountName: boolean;
  hasBioData: boolean;
  useNewOnboarding: boolean;
  onboardingComplete: boolean;
  isApplicant: boolean;
}

/** Where /dashboard/profile sends the user, from what is known of their setup. */
export const profileRoute = (p: SetupProgress): string =>
  wasm.profileRoute(p.hasIdentityType, p.hasBankAccountName, p.hasBioData, p.useNewOnboarding, p.onboardingComplete, p.isApplicant);
