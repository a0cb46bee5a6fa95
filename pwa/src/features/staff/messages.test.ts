import { beforeAll, describe, expect, it } from 'vitest';
import * as coreAccounts from '../../lib/core-accounts';
import { loadCoreForTests } from '../../test/core';
import { loadTextsOf } from '../../test/texts';
import { feature } from './feature';

beforeAll(loadCoreForTests);

describe('the staff screens', () => {
  it('have a translation of every message core and the server give there', async () => {
    const texts = await loadTextsOf(feature);
    const produced: Array<string | null | undefined> = [...coreAccounts.referralChoices()];
    const signup = coreAccounts.validateSignup('client', {
      firstName: '',
      lastName: '',
      email: 'x',
      mobileNumber: '1',
      password: 'short',
      confirmPassword: 'x',
      referralChoice: '',
      country: '',
    });
    produced.push(...Object.values(signup.fields), signup.summary);
    for (const [current, next, confirm] of [
      ['', '', ''],
      ['old-password', 'short', 'short'],
      ['old-password', 'new-password', 'other-password'],
      ['same-password', 'same-password', 'same-password'],
    ] as const) {
      produced.push(coreAccounts.checkChangePassword(current, next, confirm), coreAccounts.passwordLiveMismatch(next, confirm));
    }
    produced.push(
      // The account API's answers to staff.
      'This Phone Number already exist',
      'This Email already exist',
      'Self Registration is currently disabled',
      'Account created',
      'You cannot deactivate your own account',
      'Account deactivated',
      'Account activated',
      'Your current password is not correct',
      'Password changed, sign in again with the new password',
    );
    const messages = new Set(produced.filter((text): text is string => Boolean(text)));
    expect(messages.size).toBeGreaterThan(20);
    for (const text of messages) expect(texts.keyOf(text), text).toBeDefined();
  });
});
