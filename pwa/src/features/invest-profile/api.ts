/** The invest profile's calls (docs/invest.md): the profile, the categories, and a save through the file queue. */
import { apiRequest, ApiError } from '../../lib/api';
import { fetchBlob } from '../../lib/fileDownload';
import { dismissSubmission, queueSubmission, type NewFile } from '../../lib/files';
import type { InvestForm } from '../../lib/core-invest';

/** `business[0]` of `GET /api/business/read`. */
export interface InvestProfile {
  id: string;
  name: string;
  displayName: string;
  businessCategory: number;
  businessCategoryName: string;
  phone: string;
  overview: string;
  companyDifferentiation: string;
  yearPlan5: string;
  investorBenefit: string;
  currentNeed: string;
  businessAddress: string;
  mapLink: string;
  videoId: string;
  imageUrl: string | null;
  logoUrl: string | null;
  enabled: number;
  readyForGrowth: number;
  showPerformance: number;
  dateAdded: number;
  lastEdited: number;
}

export interface Category {
  id: number;
  nameEn: string;
  nameSw: string;
}

/** What the page reads, kept on the phone for airplane mode. */
export interface InvestRead {
  profile: InvestProfile | null;
  categories: Category[];
  /** Why the categories could not be read (the spec's texts), or null. */
  categoriesProblem: string | null;
}

export const FETCH_CATEGORIES_FAILED = 'Something went wrong with fetching business categories';
export const CATEGORIES_NOT_FOUND = 'Business Categories not found';

async function readCategories(signal: AbortSignal): Promise<Pick<InvestRead, 'categories' | 'categoriesProblem'>> {
  try {
    const answer = await apiRequest<{ data: Category[] }>('/businessCategory/read', { signal });
    return { categories: answer.data, categoriesProblem: null };
  } catch (error) {
    if (signal.aborted || (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout'))) throw error;
    const notFound = error instanceof ApiError && error.status === 404;
    return { categories: [], categoriesProblem: notFound ? CATEGORIES_NOT_FOUND : FETCH_CATEGORIES_FAILED };
  }
}

export async function readInvest(signal: AbortSignal): Promise<InvestRead> {
  const [answer, categories] = await Promise.all([
    apiRequest<{ business: InvestProfile[] }>('/business/read', { signal }),
    readCategories(signal),
  ]);
  return { profile: answer.business[0] ?? null, ...categories };
}

/** The form's values of a stored profile (or a new one's defaults, spec 002 section 9). */
export function formOf(profile: InvestProfile | null, phone: string): InvestForm {
  return {
    name: profile?.name ?? '',
    displayName: profile?.displayName ?? '',
    businessCategory: profile ? String(profile.businessCategory) : '',
    phone: profile?.phone ?? phone,
    overview: profile?.overview ?? '',
    companyDifferentiation: profile?.companyDifferentiation ?? '',
    yearPlan5: profile?.yearPlan5 ?? '',
    investorBenefit: profile?.investorBenefit ?? '',
    currentNeed: profile?.currentNeed ?? '',
    businessAddress: profile?.businessAddress ?? '',
    mapLink: profile?.mapLink ?? '',
    videoId: profile?.videoId ?? '',
    enabled: String(profile?.enabled ?? 1),
    readyForGrowth: String(profile?.readyForGrowth ?? 0),
    showPerformance: String(profile?.showPerformance ?? 0),
  };
}

/** The file queue's group of the page's save. */
export const SAVE_GROUP = 'invest-profile';

/** A picture chosen for the save. */
export interface ChosenPicture {
  name: string;
  blob: Blob;
}

/**
 * Queues the create or update (spec 002 section 7.3) with its new pictures: it goes when they are up,
 * at once online, or when the phone is back online.
 */
export async function queueSave(
  form: InvestForm,
  existing: InvestProfile | null,
  pictures: { image: ChosenPicture | null; logo: ChosenPicture | null },
  /** A refused save this one replaces: dropped from the queue once this one is in it. */
  replaces: string | null = null,
): Promise<void> {
  const files: NewFile[] = [];
  const fileFields: Record<string, number> = {};
  if (pictures.image) fileFields.image = files.push({ kind: 'investImage', ...pictures.image }) - 1;
  if (pictures.logo) fileFields.logo = files.push({ kind: 'investLogo', ...pictures.logo }) - 1;
  const now = Math.floor(Date.now() / 1000);
  const body: Record<string, unknown> = {
    ...form,
    businessCategory: Number(form.businessCategory),
    enabled: Number(form.enabled),
    readyForGrowth: Number(form.readyForGrowth),
    showPerformance: Number(form.showPerformance),
    ...(existing ? { id: existing.id, lastEdited: now } : { dateAdded: now }),
  };
  await queueSubmission({
    group: SAVE_GROUP,
    files,
    method: 'POST',
    path: existing ? '/business/update' : '/business/create',
    body,
    fileFields,
  });
  if (replaces) await dismissSubmission(replaces);
}

/** A stored picture (`/api/media/{id}`, behind the bearer token) as an object URL the page can show. */
export async function pictureUrl(address: string, signal: AbortSignal): Promise<string> {
  return URL.createObjectURL(await fetchBlob(address.replace(/^\/api/, ''), { signal }));
}
