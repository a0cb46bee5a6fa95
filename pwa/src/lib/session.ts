/**
 * The signed-in session: the bearer token and the unboxed user, both kept in localStorage so a
 * signed-in user's shell opens offline and survives a reload. A tiny external store React reads with
 * useSyncExternalStore (see useSession).
 */
import { readItem, readJson, removeItem, writeItem, KEY_PREFIX } from './storage';

/** The user as `GET /api/user/unbox` returns it. */
export interface User {
  user_id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  role: string;
  profilePhoto: string | null;
  useNewOnboarding: boolean;
  onboardingComplete: boolean;
  mpesaPhone: string | null;
  /** en or sw: the language the server writes this user's messages in (null if not told). */
  language: string | null;
  /** The business whose books the user keeps (DigiKua); null for staff. */
  businessId: string | null;
  businessName: string | null;
  /** In an advisory playbook pair, on either side: the phone keeps the playbook's screens only then. */
  playbookPaired: boolean;
  /** A trainee of a learning cohort (docs/lms.md): the phone keeps the learning area's screens only then. */
  lmsTrainee: boolean;
}

export interface Session {
  token: string;
  user: User;
}

/** The spec keeps the token in local storage under "token". */
export const TOKEN_KEY = 'token';
export const USER_KEY = `${KEY_PREFIX}user`;

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null | undefined; // undefined: not read from storage yet

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.user_id === 'string' && typeof user.role === 'string';
}

function readStored(): Session | null {
  const token = readItem('local', TOKEN_KEY);
  const user = readJson<unknown>('local', USER_KEY);
  return token && isUser(user) ? { token, user } : null;
}

function emit(next: Session | null): void {
  current = next;
  listeners.forEach((listener) => listener());
}

/** The current session, restored from storage on first use. */
export function getSession(): Session | null {
  if (current === undefined) current = readStored();
  return current;
}

/** A token received by signing in whose user is not unboxed yet. */
let pendingToken: string | null = null;

/** The bearer token, also while signing in (before the user is known). */
export function getToken(): string | null {
  return pendingToken ?? getSession()?.token ?? null;
}

/** Keeps the token alone: the first step of signing in, before unboxing the user. */
export function saveToken(token: string): void {
  pendingToken = token;
}

export function saveSession(session: Session): void {
  pendingToken = null;
  loggedOut = false;
  writeItem('local', TOKEN_KEY, session.token);
  writeItem('local', USER_KEY, JSON.stringify(session.user));
  emit(session);
}

/** Replaces the cached user (after a fresh unbox) if the session is still the same. */
export function updateUser(user: User): void {
  const session = getSession();
  if (session) saveSession({ token: session.token, user });
}

/** Whether the session was ended on purpose (log-out) rather than never started or expired. */
let loggedOut = false;

export function wasLoggedOut(): boolean {
  return loggedOut;
}

/** The sign-in page was reached after the log-out: from now on the guard remembers pages again. */
export function forgetLogOut(): void {
  loggedOut = false;
}

export function clearSession(reason: 'logout' | 'ended' = 'ended'): void {
  pendingToken = null;
  loggedOut = reason === 'logout';
  removeItem('local', TOKEN_KEY);
  removeItem('local', USER_KEY);
  emit(null);
}

/**
 * A 401 for `token`: the session ends only when that token is still the current one, so a slow
 * answer for the token before a new sign-in leaves the new session alone.
 */
export function endSessionRefused(token: string | null): void {
  if (token && token === getToken()) clearSession();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Picks the fields of a user from an unbox answer; null when it is not a user. */
export function parseUser(value: unknown): User | null {
  if (!isUser(value)) return null;
  const raw = value as unknown as Record<string, unknown>;
  const str = (key: string): string => (typeof raw[key] === 'string' ? (raw[key] as string) : '');
  const nullable = (key: string): string | null => (typeof raw[key] === 'string' ? (raw[key] as string) : null);
  return {
    user_id: str('user_id'),
    firstName: str('firstName'),
    lastName: str('lastName'),
    email: str('email'),
    phoneNumber: str('phoneNumber'),
    role: str('role'),
    profilePhoto: nullable('profilePhoto'),
    useNewOnboarding: raw.useNewOnboarding === true,
    onboardingComplete: raw.onboardingComplete === true,
    playbookPaired: raw.playbookPaired === true,
    lmsTrainee: raw.lmsTrainee === true,
    mpesaPhone: nullable('mpesaPhone'),
    language: nullable('language'),
    businessId: nullable('businessId'),
    businessName: nullable('businessName'),
  };
}

/** Test helper: forget the in-memory copy so the next read comes from storage. */
export function resetSessionCache(): void {
  current = undefined;
  pendingToken = null;
  loggedOut = false;
}
