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
      swahili: [{ file: 'offline/playbook-sw.pack', files: ['assets/playbook-sw.js'] }],
    },
  },
};
const withSwahili: RoleList = { ...list, swahili: [{ file: 'offline/sw.pack', files: ['assets/home-sw.js'] }] };

describe("a person's install", () => {
  it('an area is for a person whose user has every value of its condition', () => {
    expect(meets(client, { useNewOnboarding: true, onboardingComplete: false })).toBe(true);
    expect(meets({ ...client, onboardingComplete: true }, { useNewOnboarding: true, onboardingComplete: false })).toBe(false);
    expect(meets({ ...client, useNewOnboarding: false }, { useNewOnboarding: true })).toBe(false);
    expect(meets(client, {})).toBe(true);
  });

  it("holds the role's files, read from its packs largest first, and those of the areas the person uses", () => {
    expect(installOf(client, list, 'en')).toEqual({
      files: ['assets/home.js', 'assets/shared.js', 'assets/icons.js', 'assets/steps.js'],
      packs: [...list.packs, ...list.areas.onboarding!.packs],
    });
    expect(installOf({ ...client, onboardingComplete: true }, list, 'en')).toEqual({
      files: ['assets/home.js', 'assets/shared.js', 'assets/icons.js'],
      packs: list.packs,
    });
    expect(installOf({ ...client, playbookPaired: true }, list, 'en').files).toContain('assets/playbook.js');
    expect(installOf(client, { packs: [], areas: {} }, 'sw')).toEqual({ files: [], packs: [] });
  });

  it('holds the Kiswahili texts of the role and of its areas only when the app is read in Kiswahili', () => {
    const paired = { ...client, playbookPaired: true, onboardingComplete: true };
    expect(installOf(paired, withSwahili, 'en').files).toEqual(['assets/home.js', 'assets/shared.js', 'assets/icons.js', 'assets/playbook.js']);
    expect(installOf(paired, withSwahili, 'sw')).toEqual({
      files: ['assets/home.js', 'assets/shared.js', 'assets/icons.js', 'assets/home-sw.js', 'assets/playbook.js', 'assets/playbook-sw.js'],
      packs: [...list.packs, ...withSwahili.swahili!, ...list.areas.playbook!.packs, ...list.areas.playbook!.swahili!],
    });
  });

  it("names every file of the role and of each of its areas, used or not, in both languages", () => {
    expect(namedBy(withSwahili).sort()).toEqual(
      ['assets/home-sw.js', 'assets/home.js', 'assets/icons.js', 'assets/playbook-sw.js', 'assets/playbook.js', 'assets/shared.js', 'assets/steps.js'],
    );
  });

  it('changes with the role, the language and the yes-or-no fields, not with a name', () => {
    expect(installKey(client, 'en')).toBe('client en onboardingComplete=false useNewOnboarding=true');
    expect(installKey({ ...client, firstName: 'B' }, 'en')).toBe(installKey(client, 'en'));
    expect(installKey({ ...client, onboardingComplete: true }, 'en')).not.toBe(installKey(client, 'en'));
    expect(installKey(client, 'sw')).not.toBe(installKey(client, 'en'));
  });
});
