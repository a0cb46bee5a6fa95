/** Signing in and out against the server (spec 000 sections 4 and 7). */
import { ApiError, RESPONSE_ERROR, apiRequest } from './api';
import { LANG_KEY } from './i18n/language';
import { preloadScreen } from './preload';
import { forgetKnown } from './knownName';
import { clearAppItems } from './storage';
import { clearSession, getSession, parseUser, saveSession, saveToken, updateUser, type User } from './session';

export const USER_READ_ERROR = 'Failed to get user details';

async function unbox(): Promise<User> {
  const answer = await apiRequest<{ user?: unknown }>('/user/unbox');
  const user = parseUser(answer?.user);
  if (!user) throw new ApiError(USER_READ_ERROR, 'response');
  return user;
}

/** Signs in, then reads the user. Throws ApiError with the server's message on failure. */
export async function signIn(email: string, password: string): Promise<User> {
  const answer = await apiRequest<{ token?: unknown }>('/client/signin', {
    method: 'POST',
    body: { email: email.trim(), password },
    auth: false,
  });
  const token = typeof answer?.token === 'string' ? answer.token : '';
  if (!token) throw new ApiError(RESPONSE_ERROR, 'response');
  saveToken(token);
  // The signed-in layout is every role's: it loads while the user is read.
  preloadScreen('/dashboard');
  try {
    const user = await unbox();
    saveSession({ token, user });
    return user;
  } catch (error) {
    clearSession();
    throw error;
  }
}

/**
 * Refreshes the cached user in the background when online. A rejected token ends the session (the
 * API client clears it on 401); being offline keeps the cached user.
 */
export async function refreshUser(): Promise<void> {
  if (!getSession()) return;
  try {
    updateUser(await unbox());
  } catch {
    // offline or a passing failure: keep the cached user
  }
}

/**
 * Revokes the token (best effort, not awaited), then clears the session, this app's stored items and
 * the server's answers kept on the phone (lastKnown.ts).
 */
export function logOut(): void {
  const session = getSession();
  if (session) {
    apiRequest('/client/logout', { method: 'POST', body: {}, timeoutMs: 8000 }).catch(() => undefined);
    // The server's answers kept for airplane mode are only copies (the file queue and the records
    // outlive log-out: they hold what was not sent yet).
    forgetKnown(session.user.user_id);
  }
  clearAppItems([LANG_KEY]);
  clearSession('logout');
}
