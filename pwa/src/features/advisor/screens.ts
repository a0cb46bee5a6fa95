/** The advisor's screens, one chunk: an advisor goes from one to the next. */
export { OverviewPage } from './OverviewPage';
export { PairPage } from './PairPage';
export { PlaybookPage } from './PlaybookPage';
export { SessionPage } from './SessionPage';
