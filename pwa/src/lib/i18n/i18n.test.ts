import { beforeAll, describe, expect, it } from 'vitest';
import { en, type MessageKey } from './en';
import { accountTexts } from './en-accounts';
import { staffTexts } from './en-staff';
import { profileTexts } from './en-profile';
import { lendingTexts } from './en-lending';
import { loansTexts } from './en-loans';
import { digikuaTexts } from './en-digikua';
import { digikuaTableTexts } from './en-digikua-table';
import { digikuaSummaryTexts } from './en-digikua-summary';
import sw from './sw';
import { createTranslator, interpolate, messageKeys } from './translate';
import { getLanguage, initialLang, LANG_KEY, setLang } from './language';
import * as core from '../core';
import * as coreAccounts from '../core-accounts';
import * as coreProfile from '../core-profile';
import * as coreLoans from '../core-loans';
import { loadCoreForTests } from '../../test/core';
import { NETWORK_ERROR, RESPONSE_ERROR, SERVER_ERROR, TIMEOUT_ERROR } from '../api';

const parts = [en, accountTexts, staffTexts, profileTexts, lendingTexts, loansTexts, digikuaTexts, digikuaTableTexts, digikuaSummaryTexts];
const allEnglish: Record<MessageKey, string> = Object.assign({}, ...parts);

describe('dictionaries', () => {
  it('the English parts share no key', () => {
    const count = parts.reduce((total, part) => total + Object.keys(part).length, 0);
    expect(Object.keys(allEnglish)).toHaveLength(count);
  });

  it('Swahili has every English key and no other', () => {
    expect(Object.keys(sw).sort()).toEqual(Object.keys(allEnglish).sort());
  });

  it('Swahili texts are filled in and keep the same {placeholders}', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(allEnglish) as MessageKey[]) {
      expect(sw[key].trim(), key).not.toBe('');
      expect(placeholders(sw[key]), key).toEqual(placeholders(allEnglish[key]));
    }
  });

  it('English texts of a loaded part are looked up like the others', () => {
    const { t, msg } = createTranslator(en);
    expect(t('clients.search')).toBe('Search clients');
    expect(msg('Fix all errors before proceeding')).toBe('Fix all errors before proceeding');
    expect(createTranslator(sw).msg('Fix all errors before proceeding')).toBe(sw['msg.fixAll']);
  });
});

describe('interpolate', () => {
  it('fills in named values and leaves unknown ones', () => {
    expect(interpolate('Hi {name} welcome back', { name: 'Amina' })).toBe('Hi Amina welcome back');
    expect(interpolate('{a} and {a}, not {b}', { a: 1 })).toBe('1 and 1, not {b}');
    expect(interpolate('no values')).toBe('no values');
  });

  it('translates with values in both languages', () => {
    expect(createTranslator(en).t('tools.greeting', { name: 'Juma' })).toBe('Hi Juma welcome back');
    expect(createTranslator(sw).t('tools.greeting', { name: 'Juma' })).toBe('Habari Juma, karibu tena');
  });
});

describe('messages from core and the server', () => {
  beforeAll(loadCoreForTests);

  it('are translated by their exact English text', () => {
    const { msg } = createTranslator(sw);
    expect(msg('This field is required')).toBe(sw['msg.required']);
    expect(msg('Loans are only available for business growth')).toBe(sw['msg.businessGrowth']);
  });

  it('unknown messages fall back to the English text', () => {
    expect(createTranslator(sw).msg('Some new server message')).toBe('Some new server message');
    expect(createTranslator(en).msg('Some new server message')).toBe('Some new server message');
  });

  it('every message core produces has a translation', () => {
    const produced = new Set<string>();
    const add = (text: string | null) => text && produced.add(text);
    add(core.checkRequired(''));
    add(core.checkEmail('nope'));
    add(core.checkPhone('123'));
    add(core.checkPassword('short'));
    add(core.checkConfirmPassword('password1', 'password2'));
    for (const [amount, months, income, purpose] of [
      ['', 0, '', ''],
      ['49999', 6, '100000', 'Capital Expenses'],
      ['1000001', 6, '9000000', 'Capital Expenses'],
      ['100000', 7, '70000', 'Personal'],
      ['100000', 6, '60000', 'Capital Expenses'],
      ['100000.5', 6, '1e308', 'Capital Expenses'],
      ['1,0,0', 6, '7,0,0', 'Capital Expenses'],
      ['100000', 6, '70000.5', 'Capital Expenses'],
      ['100000', 6, '-5', 'Capital Expenses'],
    ] as const) {
      const outcome = core.evaluateCalculator(amount, months, income, purpose);
      [outcome.amountError, outcome.durationError, outcome.incomeError, outcome.purposeError, outcome.eligibilityError].forEach(add);
    }
    for (const role of ['client', 'applicant', 'digiprime', 'admin', 'sales', 'processor', 'authorizer', 'super']) {
      add(core.roleLabel(role));
    }
    core.loanPurposes().forEach(add);
    coreAccounts.inviteGenders().forEach(add);
    coreAccounts.referralChoices().forEach(add);
    add(coreAccounts.noEmailForOtpMessage());
    for (const code of ['', '12', '123456']) add(coreAccounts.checkOtpInput(code));
    for (const [current, next, confirm] of [
      ['', '', ''],
      ['', 'new-password', 'new-password'],
      ['old-password', '', ''],
      ['old-password', 'short', 'short'],
      ['old-password', 'new-password', ''],
      ['old-password', 'new-password', 'other-password'],
      ['same-password', 'same-password', 'same-password'],
    ] as const) {
      add(coreAccounts.checkChangePassword(current, next, confirm));
      add(coreAccounts.passwordLiveMismatch(next, confirm));
    }
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
      coreAccounts.validateSignup('client', {
        firstName: '',
        lastName: '',
        email: 'x',
        mobileNumber: '1',
        password: 'short',
        confirmPassword: 'x',
        referralChoice: '',
        country: '',
      }),
      coreAccounts.validateReset('', '', ''),
      coreAccounts.validateReset('12', 'password-1', 'password-2'),
    ];
    for (const form of forms) {
      Object.values(form.fields).forEach((text) => add(text ?? null));
      add(form.summary);
    }
    for (const text of [
      // Messages of the server (portal_core constants and the account API's answers).
      'Verify your email or phone to activate account',
      'This Phone Number already exist',
      'This Email already exist',
      'Self Registration is currently disabled',
      'The code is not correct, check it and try again',
      'This code has expired, ask for a new one',
      'Too many wrong codes, ask for a new one',
      'Wait a minute before asking for another code',
      'If this account needs verifying, we have sent a new code',
      'Your account is verified, sign in to continue',
      'If the email is registered, we have sent a code to reset your password',
      'Your password has been reset, sign in with the new password',
      'Your current password is not correct',
      'Password changed, sign in again with the new password',
      'Invitation found, fill in your details',
      'We could not find an invitation for this email, contact your business coach',
      'Account created, enter the code we sent to your email',
      'Account created',
      'Too many attempts, try again in 15 minutes',
      'Too many attempts, try again in an hour',
      'You cannot deactivate your own account',
      'Account deactivated',
      'Account activated',
    ]) add(text);
    // The profile setup rules.
    for (const [phone, country] of [['', ''], ['0712', 'Kenya']] as const) {
      Object.values(coreProfile.validateMpesa(phone, country).fields).forEach((text) => add(text ?? null));
    }
    const info = coreProfile.validatePersonalInfo({
      country: 'Kenya', gender: '', street: '', city: '', state: 'Atlantis', kinFullName: '', kinRelationship: '',
      kinEmail: 'x', kinPhoneNumber: '1', kinResidentialAddress: '', bankName: '', bankAccountType: '',
      bankAccountNumber: '12ab', bankAccountName: '', nationalId: '',
    });
    Object.values(info.fields).forEach((text) => add(text ?? null));
    add(coreProfile.checkIdentityImage(new Uint8Array([1, 2, 3])));
    add(coreProfile.checkIdentityImage(new Uint8Array(2 * 1024 * 1024 + 1)));
    [...coreProfile.profileGenders(), ...coreProfile.bankAccountTypes(), ...coreProfile.identityTypes()].forEach(add);
    for (const text of [
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
    ]) add(text);
    for (const text of [NETWORK_ERROR, TIMEOUT_ERROR, RESPONSE_ERROR, SERVER_ERROR]) add(text);

    expect(produced.size).toBeGreaterThan(60);
    for (const text of produced) expect(messageKeys.has(text), text).toBe(true);
  });
});

describe('language choice', () => {
  it('starts in English, loads Swahili on demand, and remembers the choice', async () => {
    localStorage.clear();
    expect(initialLang()).toBe('en');
    await setLang('sw');
    expect(getLanguage().lang).toBe('sw');
    expect(getLanguage().t('nav.login')).toBe('Ingia');
    expect(localStorage.getItem(LANG_KEY)).toBe('sw');
    expect(initialLang()).toBe('sw');
    await setLang('en');
    expect(getLanguage().t('nav.login')).toBe('Login');
  });
});

describe('the account forms read from core', () => {
  beforeAll(loadCoreForTests);

  it('give per-field messages and the invitation summary', () => {
    const good = {
      email: 'amina@example.com',
      name: 'Amina Wanjiru',
      gender: 'Female',
      country: '+254',
      phoneNo: '0712345678',
      password: 'Strong-pass-1',
      confirmPassword: 'Strong-pass-1',
    };
    expect(coreAccounts.validateInvite(good)).toEqual({ fields: {}, first: null, isEmpty: true, summary: null });
    const wrong = coreAccounts.validateInvite({ ...good, name: '', confirmPassword: 'Strong-pass-2' });
    expect(wrong.fields).toEqual({ name: 'This field is required', confirmPassword: 'Your two passwords do not match' });
    expect(wrong.first).toBe('This field is required');
    expect(wrong.isEmpty).toBe(false);
    expect(wrong.summary).toBe('Fix all errors before proceeding');
  });

  it('offer the roles each creator may create', () => {
    expect(coreAccounts.creatableRoles('sales')).toEqual(['client', 'applicant', 'digiprime']);
    expect(coreAccounts.creatableRoles('processor')).toEqual([]);
    expect(coreAccounts.creatableRoles('super').filter(core.isStaffRole)).toEqual(['admin', 'sales', 'processor', 'authorizer', 'super']);
  });
});

describe('the loan messages', () => {
  beforeAll(loadCoreForTests);

  it('every message the loan rules produce has a translation', () => {
    const produced = new Set<string>();
    const add = (text: string | null | undefined) => text && produced.add(text);
    const limits = { maxLoan: '500000', maxYears: '2', currency: 'KES', banded: true, annualInterest: '0', intervalDays: 30, firstTime: false };
    for (const form of [
      { amount: '', years: '', name1: '', name2: '', idno: '', contribution: '' },
      { amount: '1000', years: '0.3', name1: 'A', name2: 'B', idno: 'ab-12', contribution: '15' },
      { amount: '1000', years: '9', name1: 'A', name2: 'B', idno: '12', contribution: '0' },
      { amount: '1000.5', years: '1', name1: 'A', name2: 'B', idno: '12', contribution: '10' },
      { amount: '1e308', years: '1', name1: 'A', name2: 'B', idno: '12', contribution: '10' },
      { amount: 'Ksh 1,000', years: '1', name1: 'A', name2: 'B', idno: '12', contribution: '10' },
    ]) {
      Object.values(coreLoans.amountStep(form, limits).errors.fields).forEach(add);
    }
    for (const step of ['address', 'employer', 'bank'] as const) {
      const fields = coreLoans.stepFields(step);
      Object.values(coreLoans.validateStep(step, fields.map(() => '')).fields).forEach(add);
      Object.values(coreLoans.validateStep(step, fields.map(() => 'x')).fields).forEach(add);
    }
    for (const [amount, phone] of [['', ''], ['10.5', '0712345678'], ['300000', '0712345678'], ['100', '0712'], ['1,0,0', '0712345678']] as const) {
      add(coreLoans.validatePayment('loan', amount, phone, 'Kenya'));
    }
    add(coreLoans.checkProposal(new Uint8Array([1, 2, 3]), 3));
    add(coreLoans.quoteLoan('', '0', '1', 30, '12').error);
    add(coreLoans.quoteLoan('1000', '100', '1', 30, '12').error);
    add(coreLoans.quoteLoan('1000', '10', '1', 30, '101').error);
    for (const [amount, contribution, years, rate] of [
      ['6,25,0', '0', '1', '12'],
      ['100.001', '0', '1', '12'],
      ['1e308', '0', '1', '12'],
      ['1000', '99.999', '1', '12'],
      ['1000', '10', '1', '12.345'],
      ['1000', '10', 'one', '12'],
      ['1000', '10', '1.125', '12'],
      ['1000', '10', '101', '12'],
      ['1000', '10', '', '12'],
    ] as const) {
      const error = coreLoans.quoteLoan(amount, contribution, years, 30, rate).error;
      expect(error, `${amount} ${contribution} ${years} ${rate}`).not.toBeNull();
      add(error);
    }
    for (const status of ['draft', 'pending', 'under_review', 'returned', 'recommended', 'approved', 'rejected', 'active', 'closed', 'withdrawn', 'written_off']) {
      add(coreLoans.statusLabel(status));
    }
    for (const text of [
      // Core constants the loans package does not export, and the spec's texts (features/loans/messages.ts).
      'Select your loan proposal to continue',
      'Select a loan partner to continue',
      'complete your previuos loan request',
      'Continue Loan application',
      'Enter Loan amount in digits without commas or special characters e.g 70000',
      'Check you phone to complete payment',
      'Failed to initiate Mpesa payment',
      'Failed to save proposal link, Try again',
      'Failed to add loan, Try again',
      'You have an incomplete loan request, please continue where you left off',
      'You may only act on your own loans',
      'Give a reason for this decision',
    ]) add(text);

    expect(produced.size).toBeGreaterThan(50);
    // The amount screen also needs the profile's texts (M-Pesa phone, account number, Details updated).
    for (const text of produced) expect(messageKeys.has(text), text).toBe(true);
  });
});
