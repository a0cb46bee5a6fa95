/**
 * English texts of the quarterly survey's screens (spec 001 sections 2.4 and 8). The survey's own
 * messages (core's and the server's) are shown through `surveyMessage` in the survey's language;
 * the Kiswahili of these is in `sw.ts`.
 */
import { addEnglish } from '../../lib/i18n/translate';

export const surveyTexts = {
  'survey.homeTitle': 'Quarterly survey',
  'survey.homeLead':
    'Every quarter, tell us how your business is doing: revenue, employees and jobs created. It takes about five minutes, and you can fill it in without a connection.',
  'survey.language': 'Survey language',
  'survey.english': 'English',
  'survey.swahili': 'Kiswahili',
  'survey.take': 'Take Survey',
  'survey.continue': 'Continue the survey',
  'survey.loading': 'Loading the survey…',
  'survey.failed': 'Error Occured! Try again',
  'survey.retry': 'Try again',
  'survey.unmapped': 'Error Occured Unmapped survey',
  'survey.noQuestions': 'No Questions – Survey Questions not available',
  'survey.noOptions': 'Error! No Options available',
  'survey.success': 'Success {message}',
  'survey.error': 'Error Occured {message}',
  'survey.closed': 'Error Occured Survey is not open. Check back at the end of the quarter',
  'survey.done': 'You have already filled in this survey this quarter. Thank you! Come back next quarter.',
  'survey.waiting':
    'Your answers are saved on this phone, waiting to send. They will be sent once, as soon as there is a connection.',
  'survey.sending': 'Sending your answers…',
  'survey.waitingShort': 'Waiting to send',
  'survey.kept': 'No connection to the server: this is the last known copy of the survey, from {when}. Your answers wait on this phone and are sent when the connection is back.',
  'survey.draft': 'Your answers so far are kept on this phone.',
  'survey.required': 'Questions marked * must be answered.',
  'survey.requiredMark': '*',
  'survey.choose': 'Choose…',
  'survey.submit': 'Submit',
  'survey.submitting': 'Submitting…',
  'survey.fixProblems': 'Some answers need your attention: see the messages above.',
  'survey.back': 'Back to the survey home',
  'survey.backPlaybook': 'Back to the playbook home',
};

declare module '../../lib/i18n/keys' {
  interface TextParts {
    survey: typeof surveyTexts;
  }
}

addEnglish(surveyTexts);
