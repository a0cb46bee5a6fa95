/** The coach's onboarding screens, in one chunk: a chunk each made the router's manifest on /signin too heavy. */
export { CohortProgressPage } from './CohortProgressPage';
export { CohortsPage } from './CohortsPage';
export { ReviewQueuePage } from './ReviewQueuePage';
