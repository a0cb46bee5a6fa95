import { beforeAll, describe, expect, it } from 'vitest';
import * as coreAccounts from '../../../lib/core-accounts';
import { loadCoreForTests } from '../../../test/core';
import { loadTextsOf, partsAt, type FeatureTexts } from '../../../test/texts';
import { feature } from '../feature';

beforeAll(loadCoreForTests);

/** Every message `produce` gives that is not null, each found in `texts`. */
function expectKnown(texts: FeatureTexts, messages: Iterable<string | null | undefined>) {
  const produced = [...new Set([...messages].filter((text): text is string => Boolean(text)))];
  for (const text of produced) expect(texts.keyOf(text), text).toBeDefined();
  return produced.length;
}

describe('the account steps (invitation, one-time password, password reset)', () => {
  it('have a translation of every message core and the server give there', async () => {
    for (const path of ['/invited', '/verify-otp', '/password/email', '/password/reset', '/password/reset-success']) {
      const texts = await loadTextsOf(partsAt(feature, path));
      const produced: Array<string | null | undefined> = [];
      produced.push(...coreAccounts.inviteGenders(), coreAccounts.noEmailForOtpMessage());
      for (const code of ['', '12', '123456']) produced.push(coreAccounts.checkOtpInput(code));
      const forms = [
        coreAccounts.validateInvite({ email: '', name: '', gender: '', country: '', phoneNo: '', password: '', confirmPassword: '' }),
        coreAccounts.validateInvite({
          email: 'amina@',
          name: 'Amina',
          gender: 'Female',
          country: '+255',
          phoneNo: '254712345678',
          password: 'short',
          confirmPassword: 'other',
        }),
        coreAccounts.validateReset('', '', ''),
        coreAccounts.validateReset('12', 'password-1', 'password-2'),
      ];
      for (const form of forms) produced.push(...Object.values(form.fields), form.summary);
      produced.push(
        // The account API's answers on these steps.
        'This Phone Number already exist',
        'This Email already exist',
        'The code is not correct, check it and try again',
        'This code has expired, ask for a new one',
        'Too many wrong codes, ask for a new one',
        'Wait a minute before asking for another code',
        'If this account needs verifying, we have sent a new code',
        'Your account is verified, sign in to continue',
        'If the email is registered, we have sent a code to reset your password',
        'Your password has been reset, sign in with the new password',
        'Invitation found, fill in your details',
        'We could not find an invitation for this email, contact your business coach',
        'Account created, enter the code we sent to your email',
        'Too many attempts, try again in 15 minutes',
        'Too many attempts, try again in an hour',
      );
      expect(expectKnown(texts, produced), path).toBeGreaterThan(25);
    }
  });

  it('sign-in loads only its own texts, not those of the account steps', async () => {
    const texts = await loadTextsOf(partsAt(feature, '/signin'));
    expect(texts.english['signin.title']).toBe('Login to your account');
    expect(texts.swahili['signin.title']).toBe('Ingia kwenye akaunti yako');
    expect(texts.english['password.title']).toBeUndefined();
  });
});
