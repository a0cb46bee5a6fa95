/** How the risk scorecard's figures read (spec 001 sections 3 and 4.5). */
import { scoreText } from '../../lib/scores';
import { BANDS, type Band, type Metric, type Risk, type RiskData, CATEGORIES } from './api';

/**
 * A section's (or the whole card's) percent as shown: core's `shownPercent` (below 1 shows as 0,
 * spec 001 section 4.5), else the percent as sent; null when there is none.
 */
export const percentText = (data: RiskData | undefined): string | null => scoreText(data?.shownPercent ?? data?.percent);

/** A metric's figure: its score, its percent with the sign, or both. */
export function metricText(metric: Metric): string | null {
  const percent = scoreText(metric.percent);
  const score = scoreText(metric.score);
  if (percent === null) return score;
  return score === null ? `${percent}%` : `${score} (${percent}%)`;
}

/** How many of the six categories fall in each band (the band is core's, sent with each category). */
export function bandCounts(risk: Risk): Record<Band, number> {
  const counts: Record<Band, number> = { bad: 0, average: 0, good: 0, excellent: 0 };
  for (const [, section] of CATEGORIES) {
    const band = risk[section]?.data.band;
    if (band && BANDS.includes(band)) counts[band] += 1;
  }
  return counts;
}
