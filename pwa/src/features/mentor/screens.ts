/** The mentor's screens, one chunk: a mentor goes from one to the next. */
export { OverviewPage } from './OverviewPage';
export { GradingPage } from './GradingPage';
export { PitchesPage } from './PitchesPage';
export { MessagesPage } from './MessagesPage';
export { ThreadPage } from './ThreadPage';
export { TraineePage } from './TraineePage';
