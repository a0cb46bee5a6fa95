/** The playbook content editor's screens, one chunk. */
export { PlaybooksPage } from './PlaybooksPage';
export { PlaybookPage } from './PlaybookPage';
export { SessionPage } from './SessionPage';
