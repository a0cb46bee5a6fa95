/** The team's survey screens, one chunk. */
export { SurveysPage } from './SurveysPage';
export { SurveyResponsesPage } from './ResponsesPage';
