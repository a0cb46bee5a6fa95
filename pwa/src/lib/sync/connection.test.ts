import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadCoreForTests } from '../../test/core';
import { clearSession, resetSessionCache, saveSession, type User } from '../session';
import { currentConnection, onConnectionChange } from './connection';
import { readMeta } from './local';

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

beforeAll(loadCoreForTests);

beforeEach(() => {
  localStorage.clear();
  resetSessionCache();
  clearSession();
});

describe('the open database follows the session', () => {
  it('is the signed-in entrepreneur\'s, with a client id made by core', async () => {
    saveSession({ token: 't', user });
    const connection = currentConnection();
    expect(connection?.name).toBe(`portal-data-${user.user_id}`);
    expect(await readMeta(await connection!.db(), 'clientId')).toMatch(/^[0-9a-f]{24}$/);
  });

  it('is none for staff, who keep no books', () => {
    saveSession({ token: 't', user: { ...user, role: 'processor', businessId: null, businessName: null } });
    expect(currentConnection()).toBeNull();
  });

  it('closes on sign-out, telling listeners once even when they look at it again', () => {
    saveSession({ token: 't', user });
    expect(currentConnection()).not.toBeNull();
    let calls = 0;
    const off = onConnectionChange(() => {
      calls++;
      currentConnection(); // what the sync engine does when told
    });
    clearSession('logout');
    expect(currentConnection()).toBeNull();
    expect(calls).toBe(1);
    off();
  });

  it('keeps the records of a user who signed out for their next sign-in', async () => {
    saveSession({ token: 't', user });
    const first = await readMeta(await currentConnection()!.db(), 'clientId');
    clearSession('logout');
    saveSession({ token: 't2', user });
    expect(await readMeta(await currentConnection()!.db(), 'clientId')).toBe(first);
  });
});
