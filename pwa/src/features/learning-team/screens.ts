/** The team's learning screens, one chunk. */
export { CohortsPage } from './CohortsPage';
export { CohortPage } from './CohortPage';
