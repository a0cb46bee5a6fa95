/** The parts of the texts that several features load with their screens (see en-accounts.ts, en-details.ts). */
import type { TextPart } from './language';

export const accountsPart: TextPart = { en: () => import('./en-accounts'), sw: () => import('./sw-accounts') };
export const detailsPart: TextPart = { en: () => import('./en-details'), sw: () => import('./sw-details') };
export const datesPart: TextPart = { en: () => import('./en-dates'), sw: () => import('./sw-dates') };
/** The record list's texts (components/RecordList), for every screen that shows one. */
export const listsPart: TextPart = { en: () => import('./en-lists'), sw: () => import('./sw-lists') };
export const homePart: TextPart = { en: () => import('./en-home'), sw: () => import('./sw-home') };
/** The scorecards' bands, groups and measures (the client's scorecard, the staff's, the loan page's advice). */
export const scoresPart: TextPart = { en: () => import('./en-scores'), sw: () => import('./sw-scores') };
