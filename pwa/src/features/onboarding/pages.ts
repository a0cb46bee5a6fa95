/** The onboarding's screens in one chunk: the router names them one import each (a smaller entry). */
export { WelcomePage } from './WelcomePage';
export { StepPage } from './StepPage';
export { ApprovalsPage } from './ApprovalsPage';
export { SuccessPage } from './SuccessPage';
export { TooLatePage } from './TooLatePage';
