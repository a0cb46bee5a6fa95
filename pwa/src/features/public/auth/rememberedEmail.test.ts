import { beforeEach, describe, expect, it } from 'vitest';
import { clearAppItems } from '../../../lib/storage';
import { EMAIL_KEY, forgetEmail, rememberEmail, rememberedEmail } from './rememberedEmail';

beforeEach(() => sessionStorage.clear());

describe('the remembered e-mail', () => {
  it('is kept for the visit, trimmed', () => {
    expect(rememberedEmail()).toBe('');
    rememberEmail('  amina@example.com ');
    expect(rememberedEmail()).toBe('amina@example.com');
    expect(sessionStorage.getItem(EMAIL_KEY)).toBe('amina@example.com');
    expect(localStorage.getItem(EMAIL_KEY)).toBeNull();
  });

  it('is forgotten on request, when blank, and at log-out', () => {
    rememberEmail('amina@example.com');
    forgetEmail();
    expect(rememberedEmail()).toBe('');
    rememberEmail('amina@example.com');
    rememberEmail('   ');
    expect(rememberedEmail()).toBe('');
    rememberEmail('amina@example.com');
    clearAppItems();
    expect(rememberedEmail()).toBe('');
  });
});
