import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOKEN_KEY,
  USER_KEY,
  clearSession,
  getSession,
  getToken,
  parseUser,
  resetSessionCache,
  saveSession,
  saveToken,
  subscribeSession,
  wasLoggedOut,
  type User,
} from './session';
import { logOut } from './auth';
import { LANG_KEY } from './i18n/language';
import { RETURN_KEY } from './returnTo';

const user: User = {
  user_id: '65a1b2c3d4e5f60718293a4b',
  firstName: 'Amina',
  lastName: 'Otieno',
  email: 'amina@example.com',
  phoneNumber: '0712345678',
  role: 'client',
  profilePhoto: null,
  useNewOnboarding: true,
  onboardingComplete: false,
  mpesaPhone: null,
  language: 'en',
  businessId: '65a1b2c3d4e5f60718293a4c',
  businessName: 'Amina Otieno',
  playbookPaired: false,
  lmsTrainee: false,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetSessionCache();
});

describe('session', () => {
  it('is empty when nothing is stored', () => {
    expect(getSession()).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('is stored and restored after a reload', () => {
    saveSession({ token: 'tok-1', user });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
    resetSessionCache(); // as after a reload
    expect(getSession()).toEqual({ token: 'tok-1', user });
    expect(getToken()).toBe('tok-1');
  });

  it('ignores a token without a user and damaged stored data', () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    expect(getSession()).toBeNull();
    resetSessionCache();
    localStorage.setItem(USER_KEY, '{not json');
    expect(getSession()).toBeNull();
  });

  it('uses a fresh token while signing in, before the user is known', () => {
    saveSession({ token: 'old', user });
    saveToken('new');
    expect(getToken()).toBe('new');
  });

  it('notifies listeners and clears everything', () => {
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    saveSession({ token: 'tok-1', user });
    clearSession();
    stop();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('reads the user from an unbox answer', () => {
    expect(parseUser({ ...user, extra: 1 })).toEqual(user);
    expect(parseUser({ firstName: 'x' })).toBeNull();
    expect(parseUser(null)).toBeNull();
  });
});

describe('log-out', () => {
  it('clears the session and stored items but keeps the language', () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    saveSession({ token: 'tok-1', user });
    localStorage.setItem(LANG_KEY, 'sw');
    sessionStorage.setItem(RETURN_KEY, '/dashboard/overview');
    localStorage.setItem('other-site-key', 'kept');

    logOut();

    expect(getSession()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(RETURN_KEY)).toBeNull();
    expect(localStorage.getItem(LANG_KEY)).toBe('sw');
    expect(localStorage.getItem('other-site-key')).toBe('kept');
    // the server is told, with the token that was in use
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/client/logout');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    vi.unstubAllGlobals();
  });
});

describe('how a session ended', () => {
  it('tells a log-out from an expiry', () => {
    saveSession({ token: 'tok-1', user });
    clearSession('logout');
    expect(wasLoggedOut()).toBe(true);
    saveSession({ token: 'tok-2', user });
    expect(wasLoggedOut()).toBe(false);
    clearSession();
    expect(wasLoggedOut()).toBe(false);
  });
});
