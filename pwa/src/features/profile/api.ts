/** The profile's calls. */
import { apiRequest, ApiError, RESPONSE_ERROR, successText } from '../../lib/api';
import { getToken } from '../../lib/session';

/** A client's details as `GET /client/details/{userId}` answers them (spec 000 section 3). */
export interface ClientDetails {
  bioData: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
    BVN: string | null;
    mpesaPhone: string | null;
    alternativePhoneNumber: string | null;
    bvnPhoneNumber: string | null;
  };
  identity: { identityType: string | null; profilePhoto: string | null; imageUrl: string | null };
  residence: { street: string | null; city: string | null; state: string | null };
  bank: {
    accountName: string | null;
    accountType: string | null;
    accountNumber: string | null;
    bankName: string | null;
    bankCode: string | null;
    verified: boolean;
  };
  nextOfKin: {
    fullName: string | null;
    relationship: string | null;
    email: string | null;
    phoneNumber: string | null;
    residentialAddress: string | null;
  };
  gender: string | null;
  country: string | null;
  mpesaVerified: boolean;
  setupPath: string;
}

export interface DetailsAnswer {
  details: ClientDetails;
  /** 'Complete setting up your account' while the setup is not finished. */
  message: string | null;
}

interface Envelope<T> {
  data?: T;
  message?: string;
}

function readData<T>(answer: Envelope<T> | null): T {
  if (!answer || answer.data === undefined || answer.data === null) throw new ApiError(RESPONSE_ERROR, 'response');
  return answer.data;
}

export async function getDetails(userId: string, signal?: AbortSignal): Promise<DetailsAnswer> {
  const answer = await apiRequest<Envelope<ClientDetails>>(`/client/details/${encodeURIComponent(userId)}`, { signal });
  return { details: readData(answer), message: successText(answer) };
}

export interface MpesaVerified {
  mpesaPhone: string;
  country: string;
  charge: string;
}

export async function verifyMpesa(userId: string, phone: string, country: string): Promise<{ message: string | null; data: MpesaVerified }> {
  const answer = await apiRequest<Envelope<MpesaVerified>>(`/verify_mpesa/${encodeURIComponent(userId)}`, {
    body: { phone, country },
    // The customer answers a prompt on the phone: allow the simulator or Daraja time to call back.
    timeoutMs: 120_000,
  });
  return { message: successText(answer), data: readData(answer) };
}

export interface Bank {
  name: string;
  code: string;
  country: string;
}

/** ISO code of a country name, as the bank list takes it. */
const ISO: Readonly<Record<string, string>> = { Kenya: 'KE', Tanzania: 'TZ' };

export async function listBanks(country: string, signal?: AbortSignal): Promise<Bank[]> {
  const query = ISO[country] ? `?country=${ISO[country]}` : '';
  const answer = await apiRequest<Envelope<Bank[]>>(`/bank/list/flutter${query}`, { signal });
  return readData(answer);
}

export interface VerifiedAccount {
  accountName: string;
  accountNumber: string;
  bankCode: string;
  bankName: string;
}

export async function verifyBankAccount(accountNumber: string, bankCode: string, signal?: AbortSignal): Promise<VerifiedAccount> {
  const answer = await apiRequest<Envelope<{ bank: VerifiedAccount }>>(
    `/bank/verify/${encodeURIComponent(accountNumber)}/${encodeURIComponent(bankCode)}`,
    { signal },
  );
  return readData(answer).bank;
}

/** The PATCH /client_details payload of the personal-information step. */
export type DetailsPayload = Readonly<Record<string, string>>;

export async function updateDetails(userId: string, payload: DetailsPayload): Promise<string | null> {
  const answer = await apiRequest<Envelope<ClientDetails>>(`/client_details/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: payload,
  });
  return successText(answer);
}

/** Reads an uploaded image with the bearer token, as a blob URL for an <img> (revoke it after use). */
export async function mediaBlobUrl(url: string, signal?: AbortSignal): Promise<string> {
  const token = getToken();
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
    credentials: 'same-origin',
  });
  if (!response.ok) throw new ApiError(RESPONSE_ERROR, 'http', response.status);
  return URL.createObjectURL(await response.blob());
}
