/** Kiswahili of `en.ts`: exactly its keys (a missing or extra key is a type error). */
import type { Swahili } from '../../lib/i18n/keys';
import type { surveyTeamTexts } from './en';

const sw: Swahili<typeof surveyTeamTexts> = {
  'surveyTeam.title': 'Tafiti',
  'surveyTeam.lead': 'Fungua utafiti kwa robo mwaka, pakia toleo jipya kama XLSForm, na usome majibu.',
  'surveyTeam.loading': 'Inapakia tafiti…',
  'surveyTeam.failed': 'Tafiti hazikuweza kupakiwa.',
  'surveyTeam.retry': 'Jaribu tena',
  'surveyTeam.version': 'Toleo {version} · maswali {count}',
  'surveyTeam.openNow': 'Umefunguliwa kwa {quarter}',
  'surveyTeam.closedNow': 'Umefungwa kwa {quarter}',
  'surveyTeam.open': 'Fungua kwa {quarter}',
  'surveyTeam.close': 'Funga kwa {quarter}',
  'surveyTeam.opened': '{title} umefunguliwa kwa {quarter}',
  'surveyTeam.closed': '{title} umefungwa kwa {quarter}',
  'surveyTeam.download': 'Pakua XLSForm',
  'surveyTeam.responses': 'Majibu',
  'surveyTeam.upload': 'Pakia XLSForm',
  'surveyTeam.uploadLead':
    'Faili la .xlsx lenye kurasa za survey, choices na settings, maandishi kwa Kiingereza na Kiswahili. Linakuwa toleo linalofuata la utafiti.',
  'surveyTeam.file': 'Faili la XLSForm (.xlsx)',
  'surveyTeam.send': 'Pakia',
  'surveyTeam.sending': 'Inapakia…',
  'surveyTeam.chooseFile': 'Chagua faili la .xlsx kwanza.',
  'surveyTeam.saved': '{name} umehifadhiwa kama toleo {version} (maswali {count})',
  'surveyTeam.problems': 'Fomu haikuhifadhiwa. Rekebisha haya kisha uipakie tena:',
  'surveyTeam.problem': '{sheet}, safu {row}, safu wima {column}: {message}',
  'surveyTeam.responsesTitle': 'Majibu: {title}',
  'surveyTeam.quarter': 'Robo mwaka',
  'surveyTeam.year': 'Mwaka',
  'surveyTeam.rate': 'Kiwango cha majibu',
  'surveyTeam.rateAll': 'Wote waliosajiliwa: {responded} kati ya {expected} ({percent})',
  'surveyTeam.rateNone': 'Bado hakuna aliyesajiliwa kwenye kundi.',
  'surveyTeam.cohort': 'Kundi',
  'surveyTeam.hub': 'Kituo',
  'surveyTeam.responded': 'Waliojibu',
  'surveyTeam.noHub': 'Hakuna kituo',
  'surveyTeam.name': 'Jina',
  'surveyTeam.email': 'Barua pepe',
  'surveyTeam.submitted': 'Imewasilishwa',
  'surveyTeam.noResponses': 'Bado hakuna majibu kwa robo hii',
  'surveyTeam.exportCsv': 'Pakua CSV',
  'surveyTeam.exportXlsx': 'Pakua Excel',
  'surveyTeam.back': 'Rudi kwenye tafiti',
};

export default sw;
