/** The applicant's screens, loaded as one part: they are small and an applicant opens them all in turn. */
export { ApplicantWelcomePage } from './WelcomePage';
export { ApplicantQuestionPage } from './QuestionPage';
export { ApplicantApprovalsPage, ApplicantBasePage, ApplicantSuccessPage, ApplicantTooLatePage } from './ResultPages';
