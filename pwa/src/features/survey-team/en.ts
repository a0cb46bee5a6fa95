/** English texts of the team's survey screens (issue 14); the Kiswahili is in `sw.ts`. */
import { addEnglish } from '../../lib/i18n/translate';

export const surveyTeamTexts = {
  'surveyTeam.title': 'Surveys',
  'surveyTeam.lead': 'Open a survey for the quarter, upload a new version as an XLSForm, and read the responses.',
  'surveyTeam.loading': 'Loading the surveys…',
  'surveyTeam.failed': 'The surveys could not be loaded.',
  'surveyTeam.retry': 'Try again',
  'surveyTeam.version': 'Version {version} · {count} questions',
  'surveyTeam.openNow': 'Open for {quarter}',
  'surveyTeam.closedNow': 'Closed for {quarter}',
  'surveyTeam.open': 'Open for {quarter}',
  'surveyTeam.close': 'Close for {quarter}',
  'surveyTeam.opened': '{title} is open for {quarter}',
  'surveyTeam.closed': '{title} is closed for {quarter}',
  'surveyTeam.download': 'Download XLSForm',
  'surveyTeam.responses': 'Responses',
  'surveyTeam.upload': 'Upload an XLSForm',
  'surveyTeam.uploadLead':
    'An .xlsx with the survey, choices and settings sheets, labels in English and Kiswahili. It becomes the survey’s next version.',
  'surveyTeam.file': 'XLSForm file (.xlsx)',
  'surveyTeam.send': 'Upload',
  'surveyTeam.sending': 'Uploading…',
  'surveyTeam.chooseFile': 'Choose an .xlsx file first.',
  'surveyTeam.saved': '{name} saved as version {version} ({count} questions)',
  'surveyTeam.problems': 'The form was not saved. Fix these and upload it again:',
  'surveyTeam.problem': '{sheet}, row {row}, column {column}: {message}',
  'surveyTeam.responsesTitle': 'Responses: {title}',
  'surveyTeam.quarter': 'Quarter',
  'surveyTeam.year': 'Year',
  'surveyTeam.rate': 'Response rate',
  'surveyTeam.rateAll': 'Everyone enrolled: {responded} of {expected} ({percent})',
  'surveyTeam.rateNone': 'Nobody is enrolled in a cohort yet.',
  'surveyTeam.cohort': 'Cohort',
  'surveyTeam.hub': 'Hub',
  'surveyTeam.responded': 'Responded',
  'surveyTeam.noHub': 'No hub',
  'surveyTeam.name': 'Name',
  'surveyTeam.email': 'E-mail',
  'surveyTeam.submitted': 'Submitted',
  'surveyTeam.noResponses': 'No responses for this quarter yet',
  'surveyTeam.exportCsv': 'Download CSV',
  'surveyTeam.exportXlsx': 'Download Excel',
  'surveyTeam.back': 'Back to the surveys',
};

declare module '../../lib/i18n/keys' {
  interface TextParts {
    surveyTeam: typeof surveyTeamTexts;
  }
}

addEnglish(surveyTeamTexts);
