/** Kiswahili of `en-details.ts`: exactly its keys (a missing or extra key is a type error). */
import type { Swahili } from './keys';
import type { detailsTexts } from './en-details';

const sw: Swahili<typeof detailsTexts> = {
  // ---- messages of core and the server (keyed by their English text) ------------------------
  'msg.invalidMpesa': 'Weka namba sahihi ya M-Pesa',
  'msg.selectCountry': 'Chagua nchi yako',
  'msg.completeSetup': 'Kamilisha kuweka akaunti yako',
  'msg.completeSetupSic': 'Kamilisha kuweka akaunti yako',
  'msg.detailsUpdated': 'Taarifa zimehifadhiwa',
  'msg.imageTooLarge': 'Picha ni kubwa kuliko MB 2, chagua ndogo zaidi',
  'msg.notAnImage': 'Pakia picha ya JPG au PNG',
  'msg.accountDigits': 'Weka namba ya akaunti kwa tarakimu pekee',
  'msg.unknownArea': 'Chagua kaunti au mkoa wako kutoka kwenye orodha',
  'msg.mpesaVerified': 'Namba yako ya M-Pesa imethibitishwa',
  'msg.mpesaCancelled': 'Ombi la M-Pesa limesitishwa, jaribu tena',
  'msg.mpesaTimeout': 'M-Pesa haikujibu, jaribu tena',
  'msg.mpesaBalanceKe': 'Salio la M-Pesa halitoshi kwa ada ya uthibitisho ya Ksh1.00',
  'msg.mpesaBalanceTz': 'Salio la M-Pesa halitoshi kwa ada ya uthibitisho ya Tsh100.00',
  'msg.verifyMpesaFirst': 'Thibitisha namba yako ya M-Pesa kwanza',
  'msg.saveDetailsFirst': 'Hifadhi taarifa zako binafsi kwanza',
  'msg.unknownBank': 'Benki haijulikani',
  'msg.accountNotFound': 'Namba hii ya akaunti haikupatikana kwenye benki',
  'msg.notVerifiable': 'Ni namba za akaunti zenye tarakimu 10 tu zinazoweza kuthibitishwa',
  'msg.uploadTooLarge': 'Upakiaji ni mkubwa kuliko MB 5, tuma picha ndogo zaidi',
  'msg.uploadFailed': 'Upakiaji umeshindwa, jaribu tena',
  'msg.uploadEmpty': 'Faili ni tupu',
  'msg.uploadKind': 'Aina hii ya faili haijulikani',
  'msg.uploadsOpen': 'Faili nyingi mno zinapakiwa kwa wakati mmoja; subiri zimalizike kisha ujaribu tena',
  'msg.uploadsStarted': 'Faili nyingi mno zimetumwa, jaribu tena baada ya saa moja',
  'msg.uploadsUnused': 'Faili nyingi mno zilizopakiwa bado hazijatumika; kamilisha ulichokuwa ukifanya kisha ujaribu tena',
  'msg.uploadNotFound': 'Faili haikupatikana; ichague kisha uipakie tena',
  'msg.uploadUnknown': 'Huenda upakiaji umeshindwa, jibu halijulikani',


  // ---- choices (core values) ----------------------------------------------------------------
  'gender.other': 'Nyingine',
  'choice.savings': 'Akiba',
  'choice.current': 'Hundi',
  'choice.passport': 'Pasipoti ya kimataifa',
  'choice.driving': 'Leseni ya udereva',
  'choice.voters': 'Kadi ya mpiga kura',
  'choice.nationalId': 'Kitambulisho cha taifa',
};

export default sw;
