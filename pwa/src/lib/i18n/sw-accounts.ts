/** Kiswahili of `en-accounts.ts`: exactly its keys (a missing or extra key is a type error). */
import type { Swahili } from './keys';
import type { accountTexts } from './en-accounts';

const sw: Swahili<typeof accountTexts> = {
  // ---- change password ----------------------------------------------------------------------
  'password.title': 'Badilisha nenosiri',
  'password.lead': 'Baada ya kubadilisha, utatolewa kwenye kila kifaa; ingia tena kwa nenosiri jipya.',
  'password.current': 'Nenosiri la sasa',
  'password.new': 'Nenosiri jipya',
  'password.confirm': 'Thibitisha nenosiri',
  'password.submit': 'Badilisha nenosiri',
  'password.working': 'Inabadilisha…',

  // ---- messages of core and the server (keyed by their English text) ------------------------
  'msg.selfRegistration': 'Kujisajili mwenyewe kumesitishwa kwa sasa',
  'msg.duplicatePhone': 'Namba hii ya simu tayari ipo',
  'msg.duplicateEmail': 'Barua pepe hii tayari ipo',
  'msg.duplicateNationalId': 'Namba hii ya kitambulisho tayari ipo kwenye mfumo wetu',
  'msg.emptyOtp': 'Unahitaji kuweka OTP yako ili kuthibitisha akaunti yako',
  'msg.malformedOtp': 'Weka namba 6 tulizokutumia',
  'msg.wrongOtp': 'Namba si sahihi, iangalie kisha ujaribu tena',
  'msg.expiredOtp': 'Muda wa namba hii umekwisha, omba mpya',
  'msg.otpTries': 'Umekosea namba mara nyingi mno, omba mpya',
  'msg.noEmailForOtp': 'Rudi kwenye kuingia ili kuanzisha upya uthibitishaji wa OTP',
  'msg.verified': 'Akaunti yako imethibitishwa, ingia ili kuendelea',
  'msg.fixAll': 'Rekebisha makosa yote kabla ya kuendelea',
  'msg.twoPasswords': 'Manenosiri yako mawili hayalingani',
  'msg.inviteFound': 'Mwaliko umepatikana, jaza taarifa zako',
  'msg.inviteMissing': 'Hatukupata mwaliko wa barua pepe hii, wasiliana na mkufunzi wako wa biashara',
  'msg.inviteAccepted': 'Akaunti imefunguliwa, weka namba tuliyotuma kwenye barua pepe yako',
  'msg.accountCreated': 'Akaunti imefunguliwa',
  'msg.missingInfo': 'Taarifa muhimu hazipo',
  'msg.currentBlank': 'Nenosiri la sasa haliwezi kuwa tupu',
  'msg.newBlank': 'Nenosiri jipya haliwezi kuwa tupu',
  'msg.confirmBlank': 'Uthibitisho wa nenosiri hauwezi kuwa tupu',
  'msg.passwordsDiffer': 'Manenosiri hayalingani',
  'msg.wrongCurrent': 'Nenosiri lako la sasa si sahihi',
  'msg.sameAsCurrent': 'Chagua nenosiri jipya tofauti na la sasa',
  'msg.passwordChanged': 'Nenosiri limebadilishwa, ingia tena kwa nenosiri jipya',
  'msg.resetSent': 'Kama barua pepe imesajiliwa, tumetuma namba ya kubadilisha nenosiri lako',
  'msg.passwordReset': 'Nenosiri lako limebadilishwa, ingia kwa nenosiri jipya',
  'msg.tooManyResets': 'Majaribio mengi mno, jaribu tena baada ya saa moja',


  // ---- gender options (core values) ---------------------------------------------------------
  'gender.male': 'Mwanamume',
  'gender.female': 'Mwanamke',
};

export default sw;
