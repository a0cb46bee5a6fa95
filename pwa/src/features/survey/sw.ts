/** Kiswahili of `en.ts`: exactly its keys (a missing or extra key is a type error). */
import type { Swahili } from '../../lib/i18n/keys';
import type { surveyTexts } from './en';

const sw: Swahili<typeof surveyTexts> = {
  'survey.homeTitle': 'Utafiti wa robo mwaka',
  'survey.homeLead':
    'Kila robo mwaka, tueleze jinsi biashara yako inavyoendelea: mapato, wafanyakazi na ajira zilizoundwa. Inachukua takriban dakika tano, na unaweza kuujaza bila mtandao.',
  'survey.language': 'Lugha ya utafiti',
  'survey.english': 'Kiingereza',
  'survey.swahili': 'Kiswahili',
  'survey.take': 'Fanya Utafiti',
  'survey.continue': 'Endelea na utafiti',
  'survey.loading': 'Inapakia utafiti…',
  'survey.failed': 'Hitilafu Imetokea! Jaribu tena',
  'survey.retry': 'Jaribu tena',
  'survey.unmapped': 'Hitilafu Imetokea Utafiti haujulikani',
  'survey.noQuestions': 'Hakuna Maswali – Maswali ya utafiti hayapatikani',
  'survey.noOptions': 'Hitilafu! Hakuna chaguo zinazopatikana',
  'survey.success': 'Imefanikiwa {message}',
  'survey.error': 'Hitilafu Imetokea {message}',
  'survey.closed': 'Hitilafu Imetokea Utafiti haujafunguliwa. Rudi mwisho wa robo mwaka',
  'survey.done': 'Umeshajaza utafiti huu robo hii. Asante! Rudi robo ijayo.',
  'survey.waiting':
    'Majibu yako yamehifadhiwa kwenye simu hii, yanasubiri kutumwa. Yatatumwa mara moja, mtandao ukipatikana.',
  'survey.sending': 'Inatuma majibu yako…',
  'survey.waitingShort': 'Yanasubiri kutumwa',
  'survey.kept': 'Hakuna mawasiliano na seva: hii ni nakala ya mwisho inayojulikana ya utafiti, ya {when}. Majibu yako yanasubiri kwenye simu hii na yatatumwa mtandao ukirudi.',
  'survey.draft': 'Majibu yako hadi sasa yamehifadhiwa kwenye simu hii.',
  'survey.required': 'Maswali yenye alama * lazima yajibiwe.',
  'survey.requiredMark': '*',
  'survey.choose': 'Chagua…',
  'survey.submit': 'Wasilisha',
  'survey.submitting': 'Inawasilisha…',
  'survey.fixProblems': 'Baadhi ya majibu yanahitaji marekebisho: angalia ujumbe hapo juu.',
  'survey.back': 'Rudi kwenye ukurasa wa utafiti',
  'survey.backPlaybook': 'Rudi kwenye ukurasa wa mwongozo',
};

export default sw;
