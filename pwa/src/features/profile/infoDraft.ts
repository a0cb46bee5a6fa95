/**
 * What the client typed on the personal-information step, kept for this visit (sessionStorage) so a
 * reload, a lost connection or a trip to another screen never loses it. One draft per user.
 */
import { readJson, removeItem, writeItem, KEY_PREFIX } from '../../lib/storage';

export interface InfoDraft {
  gender: string;
  idno: string;
  alternativePhoneNumber: string;
  street: string;
  city: string;
  state: string;
  kinFullName: string;
  kinRelationship: string;
  kinEmail: string;
  kinPhoneNumber: string;
  kinResidentialAddress: string;
  bankCode: string;
  bankName: string;
  accountType: string;
  accountNumber: string;
  accountName: string;
  /** `{accountNumber}/{bankCode}` the bank confirmed the account name for; empty when not confirmed. */
  verifiedFor: string;
}

export const DRAFT_KEY = `${KEY_PREFIX}profile-info`;

export const emptyInfoDraft: InfoDraft = {
  gender: '',
  idno: '',
  alternativePhoneNumber: '',
  street: '',
  city: '',
  state: '',
  kinFullName: '',
  kinRelationship: '',
  kinEmail: '',
  kinPhoneNumber: '',
  kinResidentialAddress: '',
  bankCode: '',
  bankName: '',
  accountType: '',
  accountNumber: '',
  accountName: '',
  verifiedFor: '',
};

interface Stored {
  userId?: unknown;
  draft?: unknown;
}

/** The user's draft, or null when there is none (or it belongs to someone else). */
export function loadInfoDraft(userId: string): InfoDraft | null {
  const stored = readJson<Stored>('session', DRAFT_KEY);
  if (!stored || stored.userId !== userId || typeof stored.draft !== 'object' || stored.draft === null) return null;
  const raw = stored.draft as Record<string, unknown>;
  const draft = { ...emptyInfoDraft };
  for (const key of Object.keys(emptyInfoDraft) as Array<keyof InfoDraft>) {
    const value = raw[key];
    if (typeof value === 'string') draft[key] = value;
  }
  return draft;
}

export function saveInfoDraft(userId: string, draft: InfoDraft): void {
  writeItem('session', DRAFT_KEY, JSON.stringify({ userId, draft }));
}

export function clearInfoDraft(): void {
  removeItem('session', DRAFT_KEY);
}

/** The key a bank confirmation is valid for. */
export const verificationKey = (accountNumber: string, bankCode: string): string => `${accountNumber.trim()}/${bankCode}`;
