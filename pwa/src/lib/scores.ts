/**
 * How a scorecard's figures read on every screen that shows one (docs/scorecards.md): a score with
 * at most two decimals, the text keys of a band, a group and a measure. The figures themselves
 * (scores, bands, ranks) are core's, computed on the server.
 */
import type { MessageKey } from './i18n';

type Translate = (key: MessageKey) => string;

/** A score as sent (two decimals at most), or null when there is none. */
export function scoreText(score: number | null | undefined): string | null {
  if (typeof score !== 'number' || !Number.isFinite(score)) return null;
  return score.toLocaleString('en-GB', { maximumFractionDigits: 2 });
}

/** The text of `prefix + name`, or the name in words when this build has no text for it. */
export function labelOf(t: Translate, prefix: string, name: string): string {
  const key = `${prefix}${name}` as MessageKey;
  const text = t(key);
  return text === key ? name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase()) : text;
}

export const measureLabel = (t: Translate, name: string) => labelOf(t, 'scores.m.', name);
export const groupLabel = (t: Translate, name: string) => labelOf(t, 'scores.group.', name);
export const bandLabel = (t: Translate, band: string | null | undefined) => (band ? labelOf(t, 'scores.band.', band) : '');
