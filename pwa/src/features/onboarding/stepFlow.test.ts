import { describe, expect, it } from 'vitest';
import { countUp, percentOf, redirectFor } from './stepFlow';

describe('the onboarding step flow', () => {
  it("sends the person to the state's path unless they are on it or on a rejected step", () => {
    const path = '/dashboard/onboarding/apply/kra_pin';
    expect(redirectFor(path, path)).toBeNull();
    expect(redirectFor('/dashboard/onboarding/apply/final', path)).toBe(path);
    expect(redirectFor('/dashboard/onboarding/apply/start', path, true)).toBeNull();
    expect(redirectFor('/dashboard/onboarding/success', '/dashboard/onboarding/approvals')).toBe('/dashboard/onboarding/approvals');
  });

  it('counts the progress up to its figure and never past it', () => {
    expect(countUp(7, 50, 0, 10)).toBe(7);
    expect(countUp(7, 50, 5, 10)).toBe(29);
    expect(countUp(7, 50, 10, 10)).toBe(50);
    expect(countUp(7, 50, 12, 10)).toBe(50);
    expect(countUp(7, 7, 0, 10)).toBe(7);
  });

  it('reads the progress text', () => {
    expect(percentOf('7%')).toBe(7);
    expect(percentOf('100%')).toBe(100);
    expect(percentOf('')).toBe(0);
  });
});
