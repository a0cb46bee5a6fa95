import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RETURN_KEY, isSafePath, peekReturn, rememberReturn, takeReturn } from './returnTo';
import { loadCoreForTests } from '../test/core';

beforeAll(loadCoreForTests);
beforeEach(() => sessionStorage.clear());

describe('remember and return', () => {
  it('returns to the remembered page (with its search) when the role may open it', () => {
    rememberReturn('/dashboard/consumer-credit/apply/calculator?step=1');
    expect(takeReturn('client')).toBe('/dashboard/consumer-credit/apply/calculator?step=1');
    expect(peekReturn()).toBeNull(); // used up
  });

  it("goes to the role's landing page when the role may not open the remembered page", () => {
    rememberReturn('/dashboard/overview');
    expect(takeReturn('applicant')).toBe('/dashboard/trainee/home');
    expect(peekReturn()).toBeNull();
    rememberReturn('/processor/loans');
    expect(takeReturn('admin')).toBe('/processor/loans');
    rememberReturn('/processor/loans');
    expect(takeReturn('super')).toBe('/super-admin/overview');
  });

  it('without a remembered page, lands by role', () => {
    expect(takeReturn('client')).toBe('/dashboard/overview');
    expect(takeReturn('digiprime')).toBe('/dashboard/digiprime/home');
    expect(takeReturn('sales')).toBe('/sales-agent/overview');
    expect(takeReturn('nobody')).toBe('/');
  });

  it('never remembers another site or the sign-in page', () => {
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil', '/signin', '/signin?x=1']) {
      rememberReturn(path);
      expect(sessionStorage.getItem(RETURN_KEY), path).toBeNull();
    }
    expect(isSafePath('/dashboard')).toBe(true);
    sessionStorage.setItem(RETURN_KEY, '//evil.example');
    expect(takeReturn('client')).toBe('/dashboard/overview');
  });

  it('can use other rules (for the guard logic alone)', () => {
    rememberReturn('/anything');
    const rules = { mayOpen: () => false, landingPath: () => '/home' };
    expect(takeReturn('x', rules)).toBe('/home');
  });
});
