import { beforeAll, describe, expect, it } from 'vitest';
import { en } from './en';
import sw from './sw';
import { createTranslator, interpolate, messageKeys } from './translate';
import { getLanguage, initialLang, LANG_KEY, loadTexts, setLang, type TextPart } from './language';
import type { MessageKey } from './keys';
import * as core from '../core';
import * as coreAccounts from '../core-accounts';
import * as coreMoney from '../core-money';
import { loadCoreForTests } from '../../test/core';
import { NETWORK_ERROR, RESPONSE_ERROR, SERVER_ERROR, TIMEOUT_ERROR } from '../api';

describe('the shared texts', () => {
  it('are looked up in English, and in Kiswahili when it has them', () => {
    expect(createTranslator(en).t('nav.login')).toBe('Login');
    expect(createTranslator(sw).t('nav.login')).toBe('Ingia');
    expect(createTranslator({}).t('nav.login')).toBe('Login');
  });
});

describe('interpolate', () => {
  it('fills in named values and leaves unknown ones', () => {
    expect(interpolate('Hi {name} welcome back', { name: 'Amina' })).toBe('Hi Amina welcome back');
    expect(interpolate('{a} and {a}, not {b}', { a: 1 })).toBe('1 and 1, not {b}');
    expect(interpolate('no values')).toBe('no values');
  });

  it('translates with values in both languages', () => {
    expect(createTranslator(en).t('sync.pending', { n: 3 })).toBe('Not synced: 3');
    expect(createTranslator(sw).t('sync.pending', { n: 3 })).toBe('Hazijatumwa: 3');
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

  it('every message of the shell core and the API client is in the shared texts', () => {
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
      const outcome = coreMoney.evaluateCalculator(amount, months, income, purpose);
      [outcome.amountError, outcome.durationError, outcome.incomeError, outcome.purposeError, outcome.eligibilityError].forEach(add);
    }
    for (const role of ['client', 'applicant', 'digiprime', 'admin', 'sales', 'processor', 'authorizer', 'coach', 'super']) {
      add(core.roleLabel(role));
    }
    coreMoney.loanPurposes().forEach(add);
    for (const text of [
      // The sign-in answers of the server.
      'Verify your email or phone to activate account',
      'Invalid email or password',
      'Your account has been deactivated, contact support',
      'Too many attempts, try again in 15 minutes',
    ]) add(text);
    for (const text of [NETWORK_ERROR, TIMEOUT_ERROR, RESPONSE_ERROR, SERVER_ERROR]) add(text);

    expect(produced.size).toBeGreaterThan(20);
    const shared = new Set(Object.keys(en));
    for (const text of produced) expect(shared.has(messageKeys.get(text) ?? ''), text).toBe(true);
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

  it("loads a part's Kiswahili with its screen, and on a later switch, only once", async () => {
    const loads = { en: 0, sw: 0 };
    const key = 'test.part.hello' as MessageKey;
    let english = false;
    const part: TextPart = {
      en: async () => {
        loads.en++;
        if (!english) (await import('./translate')).addEnglish({ [key]: 'Hello' });
        english = true;
      },
      sw: async () => {
        loads.sw++;
        return { default: { [key]: 'Habari' } };
      },
    };
    await setLang('en');
    await loadTexts([part]);
    expect(loads).toEqual({ en: 1, sw: 0 });
    expect(getLanguage().t(key)).toBe('Hello');

    await setLang('sw');
    expect(loads.sw).toBe(1);
    expect(getLanguage().t(key)).toBe('Habari');

    await loadTexts([part]);
    await setLang('en');
    await setLang('sw');
    expect(loads.sw).toBe(1);
    expect(getLanguage().t(key)).toBe('Habari');
    await setLang('en');
  });

  it('a screen opened in Kiswahili waits for its Kiswahili, and one that fails to load can be loaded again', async () => {
    await setLang('sw');
    const key = 'test.part.bye' as MessageKey;
    let fail = true;
    const part: TextPart = {
      en: async () => undefined,
      sw: async () => {
        if (fail) throw new Error('offline');
        return { default: { [key]: 'Kwaheri' } };
      },
    };
    await expect(loadTexts([part])).rejects.toThrow('offline');
    fail = false;
    await loadTexts([part]);
    expect(getLanguage().t(key)).toBe('Kwaheri');
    await setLang('en');
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
    expect(coreAccounts.creatableRoles('super').filter(core.isStaffRole)).toEqual(['admin', 'sales', 'processor', 'authorizer', 'coach', 'advisor', 'mentor', 'super']);
    expect(coreAccounts.creatableRoles('coach')).toEqual([]);
    expect(coreAccounts.creatableRoles('advisor')).toEqual([]);
    expect(coreAccounts.creatableRoles('mentor')).toEqual([]);
  });
});
