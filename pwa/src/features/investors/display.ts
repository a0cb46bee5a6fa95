/** How the investors' pages show a profile's category, months and figures. */
import { formatMoney } from '../../lib/core-money';
import type { Lang } from '../../lib/i18n';
import type { ProfileSummary } from './api';

export interface CategoryChoice {
  id: number;
  name: string;
}

/** The category's name in the page's language (the English when it has no Kiswahili). */
export function categoryName(profile: ProfileSummary, lang: Lang): string {
  return lang === 'sw' && profile.businessCategoryNameSw.trim() ? profile.businessCategoryNameSw : profile.businessCategoryName;
}

/** The categories the profiles seen so far belong to, each once, by name. */
export function categoriesOf(profiles: readonly ProfileSummary[], lang: Lang): CategoryChoice[] {
  const byId = new Map<number, string>();
  for (const profile of profiles) byId.set(profile.businessCategory, categoryName(profile, lang));
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * An amount with separators and two decimals (`1,234.50`), by core; the answer names no currency,
 * so core's symbol is left off. The text as sent when core cannot read it.
 */
export function plainAmount(amount: string): string {
  const formatted = formatMoney(amount);
  return formatted ? formatted.replace(/^\S+\s+/, '') : amount;
}

function monthText(month: string, lang: Lang, parts: Intl.DateTimeFormatOptions): string {
  const found = /^(\d{4})-(\d{2})$/.exec(month);
  if (!found) return month;
  const date = new Date(Date.UTC(Number(found[1]), Number(found[2]) - 1, 1));
  return new Intl.DateTimeFormat(lang === 'sw' ? 'sw' : 'en', { ...parts, timeZone: 'UTC' }).format(date);
}

/** `2026-03` as "Mar 2026" ("Mac 2026" in Kiswahili); the text as sent when it is not a month. */
export const monthLabel = (month: string, lang: Lang): string => monthText(month, lang, { month: 'short', year: 'numeric' });

/** `2026-03` as "Mar", under a chart's bar. */
export const monthTick = (month: string, lang: Lang): string => monthText(month, lang, { month: 'short' });

/** The first letter of a name, for a card without a picture. */
export const initialOf = (name: string): string => name.trim().charAt(0).toUpperCase() || '·';

/** The embed address of a YouTube video, without tracking cookies. */
export const videoAddress = (videoId: string): string => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`;
