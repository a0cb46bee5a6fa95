import { beforeAll, describe, expect, it } from 'vitest';
import * as coreAccounts from '../../lib/core-accounts';
import * as coreProfile from '../../lib/core-profile';
import { loadCoreForTests } from '../../test/core';
import { loadTextsOf } from '../../test/texts';
import { feature } from './feature';

beforeAll(loadCoreForTests);

describe('the profile screens', () => {
  it('have a translation of every message core and the server give there', async () => {
    const texts = await loadTextsOf(feature);
    const produced: Array<string | null | undefined> = [];
    for (const [phone, country] of [['', ''], ['0712', 'Kenya']] as const) {
      produced.push(...Object.values(coreProfile.validateMpesa(phone, country).fields));
    }
    const info = coreProfile.validatePersonalInfo({
      country: 'Kenya', gender: '', street: '', city: '', state: 'Atlantis', kinFullName: '', kinRelationship: '',
      kinEmail: 'x', kinPhoneNumber: '1', kinResidentialAddress: '', bankName: '', bankAccountType: '',
      bankAccountNumber: '12ab', bankAccountName: '', nationalId: '',
    });
    produced.push(...Object.values(info.fields));
    produced.push(coreProfile.checkIdentityImage(new Uint8Array([1, 2, 3])));
    produced.push(coreProfile.checkIdentityImage(new Uint8Array(2 * 1024 * 1024 + 1)));
    produced.push(...coreProfile.profileGenders(), ...coreProfile.bankAccountTypes(), ...coreProfile.identityTypes());
    // The password change on the profile.
    for (const [current, next, confirm] of [
      ['', '', ''],
      ['', 'new-password', 'new-password'],
      ['old-password', '', ''],
      ['old-password', 'short', 'short'],
      ['old-password', 'new-password', ''],
      ['old-password', 'new-password', 'other-password'],
      ['same-password', 'same-password', 'same-password'],
    ] as const) {
      produced.push(coreAccounts.checkChangePassword(current, next, confirm), coreAccounts.passwordLiveMismatch(next, confirm));
    }
    produced.push(
      // The profile routes' answers (portal_core and the server's not_in_core texts).
      'Complete setting up your account',
      'Details updated',
      'Your M-Pesa number is verified',
      'The M-Pesa request was cancelled, try again',
      'M-Pesa did not answer, try again',
      'Not enough M-Pesa balance for the Ksh1.00 check',
      'Not enough M-Pesa balance for the Tsh100.00 check',
      'Verify your M-Pesa number first',
      'Save your personal details first',
      'Unknown bank',
      'This account number was not found at the bank',
      'Only 10-digit account numbers can be verified',
      'The upload is larger than 5 MB, send smaller images',
      'This BVN already exists in our system',
      'Upload Failed, Try again',
      'Upload may have Failed, Unknown response',
      'Your current password is not correct',
      'Password changed, sign in again with the new password',
    );
    const messages = new Set(produced.filter((text): text is string => Boolean(text)));
    expect(messages.size).toBeGreaterThan(35);
    for (const text of messages) expect(texts.keyOf(text), text).toBeDefined();
  });
});
