/** The team's pairing screens, one chunk. */
export { PairsPage } from './PairsPage';
export { PairPage } from './PairPage';
