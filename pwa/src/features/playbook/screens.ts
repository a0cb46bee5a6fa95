/** The playbook's screens, one chunk: a person moves between them in one visit. */
export { LandingPage } from './LandingPage';
export { HomePage } from './HomePage';
export { AdvisorsPage } from './AdvisorsPage';
export { PlaybooksPage } from './PlaybooksPage';
export { ChaptersPage } from './ChaptersPage';
export { SessionsPage } from './SessionsPage';
export { SessionPage } from './SessionPage';
