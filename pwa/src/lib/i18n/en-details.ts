/**
 * English messages and choices about a person's details (M-Pesa number, personal information, bank,
 * identity) that core and the server give: used by the profile setup, the loan application and the
 * staff's client details.
 * Loaded with the screens that use them (see lib/feature.ts); the Kiswahili is in `sw-details.ts`.
 */
import { addEnglish } from './translate';

export const detailsTexts = {
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
  'msg.uploadEmpty': 'The file is empty',
  'msg.uploadKind': 'This kind of file is not known',
  'msg.uploadsOpen': 'Too many files are uploading at once; wait until they finish and try again',
  'msg.uploadsStarted': 'Too many files were sent, try again in an hour',
  'msg.uploadsUnused': 'Too many uploaded files are waiting to be used; finish what they were for and try again',
  'msg.uploadNotFound': 'The file was not found; choose it and upload it again',
  'msg.uploadUnknown': 'Upload may have Failed, Unknown response',

  // ---- choices (core values) ----------------------------------------------------------------
  'gender.other': 'Other',
  'choice.savings': 'Savings',
  'choice.current': 'Current',
  'choice.passport': 'International Passport',
  'choice.driving': "Driver's License",
  'choice.voters': 'Voters Card',
  'choice.nationalId': 'National Identity Card',
};

declare module './keys' {
  interface TextParts {
    details: typeof detailsTexts;
  }
}

addEnglish(detailsTexts);
