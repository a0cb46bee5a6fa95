/** Kiswahili of `en.ts`: exactly its keys (a missing or extra key is a type error). */
import type { Swahili } from '../../../lib/i18n/keys';
import type { authTexts } from './en';

const sw: Swahili<typeof authTexts> = {
  // ---- sign in -----------------------------------------------------------------------------
  'signin.title': 'Ingia kwenye akaunti yako',
  'signin.lead': 'Karibu tena. Weka barua pepe na nenosiri lako.',
  'signin.email': 'Barua pepe',
  'signin.password': 'Nenosiri',
  'signin.forgot': 'Umesahau nenosiri?',
  'signin.submit': 'Ingia',
  'signin.working': 'Inaingia…',
  'signin.coach':
    'Huna akaunti bado? Akaunti hufunguliwa na timu yetu. Wasiliana na mkufunzi wako wa biashara au huduma kwa wateja ili upate akaunti.',
  'signin.signedInAs': 'Umeingia kama {name}.',
  'signin.toDashboard': 'Nenda kwenye dashibodi yako',
  'signin.noAccount': 'Unahitaji akaunti?',

  // ---- one-time password (account verification) -----------------------------------------
  'otp.title': 'Thibitisha Taarifa Zako',
  'otp.lead': 'Tumetuma nenosiri la mara moja kwa {email}. Liweke ili kuwezesha akaunti yako.',
  'otp.code': 'Nenosiri la mara moja',
  'otp.codeHint': 'Namba 6 ulizotumiwa kwenye ujumbe',
  'otp.submit': 'Thibitisha Namba',
  'otp.working': 'Inathibitisha…',
  'otp.noCode': 'Hukupata namba?',
  'otp.resend': 'Tuma OTP tena',
  'otp.redirecting': 'Tunakupeleka kwenye ukurasa wa kuingia…',

  'auth.backToLogin': 'Rudi kwenye kuingia',
  'auth.choose': 'Chagua…',

  // ---- invitation ---------------------------------------------------------------------------
  'invite.title': 'Kubali mwaliko wako',
  'invite.lead': 'Weka anwani ya barua pepe ambayo mwaliko wako ulitumwa.',
  'invite.email': 'Barua pepe',
  'invite.continue': 'Endelea',
  'invite.checking': 'Inakagua…',
  'invite.detailsLead': 'Jaza taarifa zako ili kufungua akaunti yako.',
  'invite.name': 'Jina kamili',
  'invite.gender': 'Jinsia',
  'invite.country': 'Nchi',
  'invite.phone': 'Namba ya simu',
  'invite.phonePlaceholder': '+2547… au +2557…',
  'invite.password': 'Nenosiri',
  'invite.confirm': 'Thibitisha nenosiri',
  'invite.submit': 'Fungua akaunti',
  'invite.creating': 'Inafungua akaunti yako…',
  'invite.otherEmail': 'Tumia barua pepe nyingine',
  'invite.redirecting': 'Tunakupeleka kwenye hatua inayofuata…',
  'invite.video': 'Jinsi ya kukubali mwaliko wako',
  'invite.videoText':
    'Weka barua pepe ambayo mwaliko wako ulitumwa, kisha jaza jina, jinsia, nchi na namba ya simu, na uchague nenosiri. Baada ya hapo tunatuma namba kwenye barua pepe yako ili kuthibitisha akaunti.',

  // ---- forgotten and reset password -------------------------------------------------------
  'forgot.title': 'Umesahau nenosiri',
  'forgot.lead': 'Weka barua pepe yako nasi tutakutumia namba ya kubadilisha nenosiri lako.',
  'forgot.email': 'Barua pepe',
  'forgot.submit': 'Badilisha Nenosiri',
  'forgot.working': 'Inatuma…',
  'forgot.sent': 'Angalia barua pepe yako upate namba, kisha iweke pamoja na nenosiri lako jipya.',
  'forgot.enterCode': 'Weka namba',
  'forgot.redirect': 'Utapelekwa kwenye ukurasa wa kuingia baada ya sekunde chache.',

  'reset.title': 'Weka nenosiri jipya',
  'reset.lead': 'Weka namba tuliyotuma kwenye barua pepe yako na uchague nenosiri jipya.',
  'reset.email': 'Barua pepe',
  'reset.code': 'Nenosiri la mara moja',
  'reset.password': 'Nenosiri jipya',
  'reset.confirm': 'Thibitisha nenosiri',
  'reset.submit': 'Hifadhi nenosiri jipya',
  'reset.working': 'Inahifadhi…',
  'reset.askAgain': 'Omba namba mpya',

  'resetDone.title': 'Hongera!',
  'resetDone.text': 'Nenosiri lako limebadilishwa. Ingia kwa nenosiri lako jipya.',
  'resetDone.login': 'Nenda kwenye kuingia',
};

export default sw;
