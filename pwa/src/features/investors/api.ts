/**
 * The investors' public calls (docs/invest.md, "Calls"): the list of enabled, ready-for-growth
 * profiles and one profile, read without signing in. Amounts arrive as JSON numbers and are kept
 * as decimal text for core to format; the map text becomes a `Place` of decimal text.
 */
import { apiRequest } from '../../lib/api';
import type { Place } from '../../lib/map/place';

/** 20 a page, the server's default. */
export const PAGE_SIZE = 20;

export interface ProfileSummary {
  id: string;
  name: string;
  displayName: string;
  businessCategory: number;
  businessCategoryName: string;
  businessCategoryNameSw: string;
  overview: string;
  businessAddress: string;
  mapLink: string;
  imageUrl: string | null;
  logoUrl: string | null;
  dateAdded: number;
  lastEdited: number;
}

/** One month of figures: amounts and the margin as decimal text. */
export interface MonthFigures {
  month: string;
  revenue: string;
  grossMarginPercent: string;
  netCashflow: string;
}

export interface PublicProfile extends ProfileSummary {
  companyDifferentiation: string;
  yearPlan5: string;
  investorBenefit: string;
  currentNeed: string;
  videoId: string;
  /** The last 12 months, oldest first; only when the owner shows them. */
  performance?: MonthFigures[];
}

export interface ProfilePage {
  profiles: ProfileSummary[];
  total: number;
  page: number;
  perPage: number;
}

type RawMonth = Record<keyof MonthFigures, string | number>;
type RawProfile = Omit<PublicProfile, 'performance'> & { performance?: RawMonth[] };

/** A number as the server sends it, as decimal text ("1250.5"); "0" when it is none. */
export function decimalText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim()) return value.trim();
  return '0';
}

export function readMonth(raw: RawMonth): MonthFigures {
  return {
    month: String(raw.month),
    revenue: decimalText(raw.revenue),
    grossMarginPercent: decimalText(raw.grossMarginPercent),
    netCashflow: decimalText(raw.netCashflow),
  };
}

const COORDINATE = (key: string) => new RegExp(`"${key}"\\s*:\\s*"?\\s*(-?\\d+(?:\\.\\d+)?)\\s*"?`);

/**
 * The place core's map text names (`{"lng":36.9137,"lat":-1.2766}`), its digits as written; null
 * when there is none or it is not a place.
 */
export function placeOf(mapLink: string): Place | null {
  const lng = COORDINATE('lng').exec(mapLink)?.[1];
  const lat = COORDINATE('lat').exec(mapLink)?.[1];
  return lng && lat ? { lng, lat } : null;
}

export function fetchProfiles(page: number, category: number | null, signal?: AbortSignal): Promise<ProfilePage> {
  const query = new URLSearchParams({ page: String(page), perPage: String(PAGE_SIZE) });
  if (category !== null) query.set('category', String(category));
  return apiRequest<{ data: ProfileSummary[]; total: number; page: number; perPage: number }>(
    `/investors/profiles?${query.toString()}`,
    { auth: false, signal },
  ).then((answer) => ({ profiles: answer.data, total: answer.total, page: answer.page, perPage: answer.perPage }));
}

export function fetchProfile(id: string, signal?: AbortSignal): Promise<PublicProfile> {
  return apiRequest<{ data: RawProfile }>(`/investors/profiles/${encodeURIComponent(id)}`, { auth: false, signal }).then(
    ({ data }) => ({ ...data, performance: data.performance?.map(readMonth) }),
  );
}
