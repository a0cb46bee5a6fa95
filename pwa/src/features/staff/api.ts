/** The staff screens' calls: client and staff lists, new accounts, invitations, (de)activation. */
import { apiRequest, successText } from '../../lib/api';
import type { SignupForm } from '../../lib/core-accounts';

export interface ClientRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** Epoch seconds. */
  createdAt: number;
}

export interface StaffRow extends ClientRow {
  role: string;
  active: boolean;
}

type Raw = Record<string, unknown>;
const text = (raw: Raw, key: string): string => (typeof raw[key] === 'string' ? (raw[key] as string) : '');
const seconds = (raw: Raw, key: string): number => (typeof raw[key] === 'number' ? (raw[key] as number) : 0);

function rowsOf(answer: unknown): Raw[] {
  const users = (answer as { users?: unknown } | null)?.users;
  return Array.isArray(users) ? users.filter((u): u is Raw => typeof u === 'object' && u !== null) : [];
}

function clientRow(raw: Raw): ClientRow {
  return {
    id: text(raw, '_id'),
    firstName: text(raw, 'firstName'),
    lastName: text(raw, 'lastName'),
    email: text(raw, 'email'),
    phoneNumber: text(raw, 'phoneNumber'),
    createdAt: seconds(raw, 'createdAt'),
  };
}

/** GET /clients?q=: every client, or those matching the search (id prefix, names, e-mail, phone). */
export async function listClients(query: string, signal?: AbortSignal): Promise<ClientRow[]> {
  const q = query.trim();
  const answer = await apiRequest<unknown>(q ? `/clients?q=${encodeURIComponent(q)}` : '/clients', { signal });
  return rowsOf(answer).map(clientRow);
}

/** GET /staff (super admin): every staff account. */
export async function listStaff(signal?: AbortSignal): Promise<StaffRow[]> {
  const answer = await apiRequest<unknown>('/staff', { signal });
  return rowsOf(answer).map((raw) => ({ ...clientRow(raw), role: text(raw, 'role'), active: raw.active === true }));
}

/** POST /client/signup with the staff member's token: creates an account of `role`. */
export async function createAccount(role: string, form: SignupForm): Promise<string | null> {
  const body = {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    mobileNumber: form.mobileNumber.trim(),
    password: form.password,
    confirmPassword: form.confirmPassword,
    referralChoice: form.referralChoice,
    country: form.country,
    role,
  };
  return successText(await apiRequest<unknown>('/client/signup', { body }));
}

/** POST /invitations: e-mails a link to /invited. */
export async function sendInvitation(email: string, role: string): Promise<void> {
  await apiRequest<unknown>('/invitations', { body: { email: email.trim(), role } });
}

/** POST /staff/{id}/activate or /deactivate. */
export async function setStaffActive(id: string, active: boolean): Promise<string | null> {
  const action = active ? 'activate' : 'deactivate';
  return successText(await apiRequest<unknown>(`/staff/${encodeURIComponent(id)}/${action}`, { body: {} }));
}
