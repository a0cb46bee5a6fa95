/**
 * English texts of the client's profile (its details and the setup steps: M-Pesa, personal
 * information, identity, complete).
 * Loaded with the screens that use them (see lib/feature.ts); the Kiswahili is in `sw.ts`.
 */
import { addEnglish } from '../../lib/i18n/translate';

export const profileTexts = {
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
  // ---- stage bar ----------------------------------------------------------------------------
  'setup.stages': 'Profile setup steps',
  'setup.stage.mpesa': 'Mpesa',
  'setup.stage.personal': 'Personal',
  'setup.stage.identity': 'Identity',
  'setup.stage.complete': 'Complete',
  'setup.done': 'done',
  'setup.opening': 'Opening your profile…',
  'setup.failed': 'Your profile could not be loaded.',
  'setup.choose': 'Choose…',

  // ---- M-Pesa step --------------------------------------------------------------------------
  'mpesa.title': 'Verify your M-Pesa number',
  'mpesa.lead': 'Loans are paid out to and repaid from this number.',
  'mpesa.country': 'Country',
  'mpesa.phone': 'M-Pesa phone number',
  'mpesa.placeholder': 'e.g. 07…, 01… or 06…',
  'mpesa.charge':
    'A verification charge of {charge} will be requested on this phone. Enter your M-Pesa PIN on the prompt to confirm the number.',
  'mpesa.chooseCountry': 'Choose your country to see the verification charge.',
  'mpesa.submit': 'Verify',
  'mpesa.working': 'Check your phone and enter your M-Pesa PIN…',

  // ---- personal information step ------------------------------------------------------------
  'info.title': 'Personal information',
  'info.lead': 'Every field is required unless it says optional. What you type is kept if you leave this page.',
  'info.about': 'About you',
  'info.gender': 'Gender',
  'info.nationalId': 'National ID number',
  'info.altPhone': 'Alternative phone number (optional)',
  'info.residence': 'Residence',
  'info.street': 'Street',
  'info.city': 'City/Town',
  'info.county': 'County',
  'info.region': 'Region',
  'info.kin': 'Next of kin',
  'info.kinName': 'Full name',
  'info.kinRelationship': 'Relationship',
  'info.kinEmail': 'Email',
  'info.kinPhone': 'Phone number',
  'info.kinAddress': 'Residential address',
  'info.bankSection': 'Bank account',
  'info.bank': 'Bank',
  'info.accountType': 'Account type',
  'info.accountNumber': 'Account number',
  'info.accountName': 'Account name',
  'info.checking': 'Checking with the bank…',
  'info.verified': 'Confirmed by the bank',
  'info.banksLoading': 'Loading the banks…',
  'info.banksFailed': 'The list of banks could not be loaded.',
  'info.submit': 'Save and continue',
  'info.saving': 'Saving…',

  // ---- identity step ------------------------------------------------------------------------
  'identity.title': 'Identity',
  'identity.lead': 'Upload a clear photo of your ID document and a passport photo: JPG or PNG, at most 2 MB each.',
  'identity.type': 'Identity type',
  'identity.document': 'ID document image',
  'identity.passport': 'Passport photo',
  'identity.preview': 'Preview: {name}',
  'identity.submit': 'Upload',
  'identity.uploading': 'Uploading… {percent}%',
  'identity.progress': 'Upload progress',
  'identity.offline': 'You are offline. Your images are kept on this phone and will upload when you are back online.',

  // ---- setup complete -----------------------------------------------------------------------
  'setupDone.title': 'Congratulations!',
  'setupDone.text': 'Your profile is complete. You can now apply for a loan and use every part of the portal.',
  'setupDone.redirect': 'Taking you to your profile…',
  'setupDone.go': 'Go to my profile',

  // ---- profile details ----------------------------------------------------------------------
  'profile.photo': 'Passport photo',
  'profile.altPhone': 'Alternative phone',
  'profile.gender': 'Gender',
  'profile.nationalId': 'National ID number',
  'profile.country': 'Country',
  'profile.residence': 'Residence',
  'profile.kin': 'Next of kin',
  'profile.bank': 'Bank',
  'profile.identityType': 'Identity type',
  'profile.identityImage': 'ID document',
  'profile.incomplete': 'Your profile setup is not finished yet.',
  'profile.completeSetup': 'Complete profile setup',
  'profile.loadFailed': 'Your details could not be loaded.',
};

declare module '../../lib/i18n/keys' {
  interface TextParts {
    profile: typeof profileTexts;
  }
}

addEnglish(profileTexts);
