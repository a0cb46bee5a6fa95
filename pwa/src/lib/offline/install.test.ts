import { describe, expect, it } from 'vitest';
import type { User } from '../session';
import { installKey, installOf, meets, namedBy } from './install';
import type { RoleList } from './lists';

const client = { user_id: 'u1', role: 'client', firstName: 'A', useNewOnboarding: true, onboardingComplete: false } as User;
/** The client's list: two packs, smallest first, of the files largest first (home, shared, icons). */
const list: RoleList = {
  packs: [
    { file: 'offline/small.pack', files: ['assets/icons.js'] },
    { file: 'offline/base.pack', files: ['assets/home.js', 'assets/shared.js'] },
  ],
  areas: {
    onboarding: {
      when: { useNewOnboarding: true, onboardingComplete: false },
      packs: [{ file: 'offline/onboarding.pack', files: ['assets/steps.js'] }],
    },
    playbook: {
      when: { playbookPaired: true },
      packs: [{ file: 'offline/playbook.pack', files: ['assets/playbook.js'] }],
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

  it("holds the role's files, read from its packs largest first, and those of the areas the person uses", () => {
    expect(installOf(client, list)).toEqual({
      files: ['assets/home.js', 'assets/shared.js', 'assets/icons.js', 'assets/steps.js'],
      packs: [...list.packs, ...list.areas.onboarding!.packs],
    });
    expect(installOf({ ...client, onboardingComplete: true }, list)).toEqual({
      files: ['assets/home.js', 'assets/shared.js', 'assets/icons.js'],
      packs: list.packs,
    });
    expect(installOf({ ...client, playbookPaired: true }, list).files).toContain('assets/playbook.js');
    expect(installOf(client, { packs: [], areas: {} })).toEqual({ files: [], packs: [] });
  });

  it("names every file of the role and of each of its areas, used or not", () => {
    expect(namedBy(list).sort()).toEqual(
      ['assets/home.js', 'assets/icons.js', 'assets/playbook.js', 'assets/shared.js', 'assets/steps.js'],
    );
  });

  it('changes with the role and the yes-or-no fields, not with a name', () => {
    expect(installKey(client)).toBe('client onboardingComplete=false useNewOnboarding=true');
    expect(installKey({ ...client, firstName: 'B' })).toBe(installKey(client));
    expect(installKey({ ...client, onboardingComplete: true })).not.toBe(installKey(client));
  });
});
