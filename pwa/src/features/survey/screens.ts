/** The survey's two screens, one chunk: a person opens both in turn. */
export { SurveyHomePage } from './SurveyHome';
export { SurveyPage } from './SurveyPage';
