/**
 * The scorecard search's check (spec 001 section 5): a business, a year and a quarter, in that
 * order; the first one missing is the message shown. The lists themselves come from the server.
 */
import type { Choice } from './paths';

export type SearchMessage = 'msg.scorecard.selectBusiness' | 'msg.scorecard.selectYear' | 'msg.scorecard.selectQuarter';

export function firstMissing(choice: Choice): SearchMessage | null {
  if (!choice.business) return 'msg.scorecard.selectBusiness';
  if (!choice.year) return 'msg.scorecard.selectYear';
  if (!choice.quarter) return 'msg.scorecard.selectQuarter';
  return null;
}

/** The position `step` away from `index` among `count`, wrapping at both ends (the metric arrows). */
export function cycle(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
