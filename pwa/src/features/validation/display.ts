/** How the validation's figures read: a tier in words, a month's name, a percentage. */
import type { MessageKey } from '../../lib/i18n';

const TIERS: Readonly<Record<string, MessageKey>> = {
  none: 'validation.tier.none',
  under2: 'validation.tier.under2',
  twoToFive: 'validation.tier.twoToFive',
  over5: 'validation.tier.over5',
  over9: 'validation.tier.over9',
};

/** The text key of a tier's wire name; null for one this build does not know (shown as sent). */
export const tierKey = (tier: string): MessageKey | null => TIERS[tier] ?? null;

/** A tier's look: good (no difference, under 2%), fair (2% to 5%), poor (over 5%). */
export function tierLook(tier: string): 'good' | 'fair' | 'poor' {
  if (tier === 'none' || tier === 'under2') return 'good';
  if (tier === 'twoToFive') return 'fair';
  return 'poor';
}

/** `2026-03` as "Mar 2026" in the reader's language. */
export function monthName(month: string, lang: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(lang === 'sw' ? 'sw' : 'en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, number - 1, 15));
}

export const percentText = (percent: string | null): string => (percent === null ? '–' : `${percent}%`);
