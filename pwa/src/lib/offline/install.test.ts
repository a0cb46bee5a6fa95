import { describe, expect, it } from 'vitest';
import type { User } from '../session';
import { installKey, installOf, meets } from './install';

const client = { user_id: 'u1', role: 'client', firstName: 'A', useNewOnboarding: true, onboardingComplete: false } as User;
const lists = {
  roles: { client: ['assets/home.js', 'assets/shared.js'] },
  packs: { client: [{ file: 'offline/base.pack', files: ['assets/home.js', 'assets/shared.js'] }] },
  areas: {
    client: {
      onboarding: {
        when: { useNewOnboarding: true, onboardingComplete: false },
        files: ['assets/steps.js'],
        packs: [{ file: 'offline/onboarding.pack', files: ['assets/steps.js'] }],
      },
    },
  },
};

describe("a person's install", () => {
  it('an area is for a person whose user has every value of its condition', () => {
    expect(meets(client, { useNewOnboarding: true, onboardingComplete: false })).toBe(true);
    expect(meets({ ...client, onboardingComplete: true }, { useNewOnboarding: true, onboardingComplete: false })).toBe(false);
    expect(meets({ ...client, useNewOnboarding: false }, { useNewOnboarding: true })).toBe(false);
    expect(meets(client, {})).toBe(true);
  });

  it("holds the role's files and those of the areas the person uses", () => {
    expect(installOf(client, lists)).toEqual({
      files: ['assets/home.js', 'assets/shared.js', 'assets/steps.js'],
      packs: [lists.packs.client[0], lists.areas.client.onboarding.packs[0]],
    });
    expect(installOf({ ...client, onboardingComplete: true }, lists)).toEqual({ files: lists.roles.client, packs: lists.packs.client });
    expect(installOf({ ...client, role: 'coach' }, lists)).toEqual({ files: [], packs: [] });
  });

  it('changes with the role and the yes-or-no fields, not with a name', () => {
    expect(installKey(client)).toBe('client onboardingComplete=false useNewOnboarding=true');
    expect(installKey({ ...client, firstName: 'B' })).toBe(installKey(client));
    expect(installKey({ ...client, onboardingComplete: true })).not.toBe(installKey(client));
  });
});
