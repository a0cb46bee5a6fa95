import { beforeAll, describe, expect, it } from 'vitest';
import { en, type MessageKey } from './en';
import sw from './sw';
import { createTranslator, interpolate, messageKeys } from './translate';
import { getLanguage, initialLang, LANG_KEY, setLang } from './language';
import * as core from '../core';
import { loadCoreForTests } from '../../test/core';
import { NETWORK_ERROR, RESPONSE_ERROR, SERVER_ERROR, TIMEOUT_ERROR } from '../api';

describe('dictionaries', () => {
  it('Swahili has every English key and no other', () => {
    expect(Object.keys(sw).sort()).toEqual(Object.keys(en).sort());
  });

  it('Swahili texts are filled in and keep the same {placeholders}', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as MessageKey[]) {
      expect(sw[key].trim(), key).not.toBe('');
      expect(placeholders(sw[key]), key).toEqual(placeholders(en[key]));
    }
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
    ] as const) {
      const outcome = core.evaluateCalculator(amount, months, income, purpose);
      [outcome.amountError, outcome.durationError, outcome.incomeError, outcome.purposeError, outcome.eligibilityError].forEach(add);
    }
    for (const role of ['client', 'applicant', 'digiprime', 'admin', 'sales', 'processor', 'authorizer', 'super']) {
      add(core.roleLabel(role));
    }
    core.loanPurposes().forEach(add);
    for (const text of [NETWORK_ERROR, TIMEOUT_ERROR, RESPONSE_ERROR, SERVER_ERROR]) add(text);

    expect(produced.size).toBeGreaterThan(15);
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
