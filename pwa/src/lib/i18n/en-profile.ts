/**
 * English texts of the profile setup screens (M-Pesa, personal information, identity, complete) and
 * of the profile's details, with the messages core and the server answer there. Loaded with those
 * screens; see en.ts.
 */
import { addEnglish } from './translate';

export const profileTexts = {
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

  // ---- messages of core and the server (keyed by their English text) ------------------------
  'msg.invalidMpesa': 'Enter a valid M-Pesa phone',
  'msg.selectCountry': 'Select your country',
  'msg.completeSetup': 'Complete setting up your account',
  'msg.completeSetupSic': 'Complete seting up your account',
  'msg.detailsUpdated': 'Details updated',
  'msg.imageTooLarge': 'The image is larger than 2 MB, choose a smaller one',
  'msg.notAnImage': 'Upload a JPG or PNG image',
  'msg.accountDigits': 'Enter the account number in digits only',
  'msg.unknownArea': 'Choose your county or region from the list',
  'msg.mpesaVerified': 'Your M-Pesa number is verified',
  'msg.mpesaCancelled': 'The M-Pesa request was cancelled, try again',
  'msg.mpesaTimeout': 'M-Pesa did not answer, try again',
  'msg.mpesaBalanceKe': 'Not enough M-Pesa balance for the Ksh1.00 check',
  'msg.mpesaBalanceTz': 'Not enough M-Pesa balance for the Tsh100.00 check',
  'msg.verifyMpesaFirst': 'Verify your M-Pesa number first',
  'msg.saveDetailsFirst': 'Save your personal details first',
  'msg.unknownBank': 'Unknown bank',
  'msg.accountNotFound': 'This account number was not found at the bank',
  'msg.notVerifiable': 'Only 10-digit account numbers can be verified',
  'msg.uploadTooLarge': 'The upload is larger than 5 MB, send smaller images',
  'msg.uploadFailed': 'Upload Failed, Try again',
  'msg.uploadUnknown': 'Upload may have Failed, Unknown response',
  'msg.uploadEmpty': 'The file is empty',
  'msg.uploadKind': 'This kind of file is not known',
  'msg.uploadsOpen': 'Too many files are uploading at once; wait until they finish and try again',
  'msg.uploadsStarted': 'Too many files were sent, try again in an hour',
  'msg.uploadsUnused': 'Too many uploaded files are waiting to be used; finish what they were for and try again',
  'msg.uploadNotFound': 'The file was not found; choose it and upload it again',

  // ---- choices (core values) ----------------------------------------------------------------
  'gender.other': 'Other',
  'choice.savings': 'Savings',
  'choice.current': 'Current',
  'choice.passport': 'International Passport',
  'choice.driving': "Driver's License",
  'choice.voters': 'Voters Card',
  'choice.nationalId': 'National Identity Card',
};

addEnglish(profileTexts);
