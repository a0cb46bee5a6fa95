import { describe, expect, it } from 'vitest';
import { filesOf, parseOfflineAssets, parseRoleList, writeRoleList, type RoleList } from './lists';

/** As the build cuts them: the files largest first into packs, then the smallest pack first. */
const list: RoleList = {
  packs: [
    { file: 'offline/c.pack', files: ['assets/d-4.js', 'assets/e-5.css'] },
    { file: 'offline/b.pack', files: ['assets/b-2.js', 'assets/c-3.wasm'] },
    { file: 'offline/a.pack', files: ['assets/a-1.js'] },
  ],
  areas: {
    onboarding: {
      when: { useNewOnboarding: true, onboardingComplete: false },
      packs: [{ file: 'offline/o.pack', files: ['assets/steps-6.js'] }],
    },
  },
};

describe('the offline lists', () => {
  it("a role's files are its packs' files, largest first as the build listed them", () => {
    expect(filesOf(list.packs)).toEqual(['assets/a-1.js', 'assets/b-2.js', 'assets/c-3.wasm', 'assets/d-4.js', 'assets/e-5.css']);
    expect(filesOf([])).toEqual([]);
  });

  it("a role's list is written on one line, naming each file once, and read back as it was", () => {
    const text = writeRoleList(list);
    expect(text.trimEnd()).not.toContain('\n');
    expect(text.match(/assets\/a-1\.js/g)).toHaveLength(1);
    expect(text).not.toContain('"roles"');
    expect(parseRoleList(JSON.parse(text))).toEqual(list);
  });

  it('the Kiswahili packs, role and area, read back as written; an empty one is left out', () => {
    const swahili = [{ file: 'offline/s.pack', files: ['assets/home-sw-7.js'] }];
    const onboarding = { ...list.areas.onboarding!, swahili: [{ file: 'offline/os.pack', files: ['assets/steps-sw-8.js'] }] };
    const withSwahili: RoleList = { ...list, swahili, areas: { onboarding } };
    expect(parseRoleList(JSON.parse(writeRoleList(withSwahili)))).toEqual(withSwahili);
    const empty = writeRoleList({ ...list, swahili: [], areas: { onboarding: { ...onboarding, swahili: [] } } });
    expect(empty).not.toContain('swahili');
    expect(() => parseRoleList({ packs: [], swahili: [{ file: 'offline/s.pack' }], areas: {} })).toThrow(/offline list: not/);
  });

  it('a role without areas has no areas key, and reads back with none', () => {
    const text = writeRoleList({ packs: list.packs, areas: {} });
    expect(text).not.toContain('areas');
    expect(parseRoleList(JSON.parse(text))).toEqual({ packs: list.packs, areas: {} });
  });

  it("a broken role's list is refused, not read as an empty install", () => {
    const refused = [
      null,
      [],
      {},
      { packs: [{ file: 'offline/a.pack' }] },
      { packs: [{ file: 'offline/a.pack', files: ['assets/a.js', 3] }] },
      { packs: [], areas: [] },
      { packs: [], areas: { onboarding: { packs: [] } } },
      { packs: [], areas: { onboarding: { when: { useNewOnboarding: 'yes' }, packs: [] } } },
      { packs: [], areas: { onboarding: { when: {} } } },
    ];
    for (const value of refused) expect(() => parseRoleList(value), JSON.stringify(value)).toThrow(/offline list: not/);
  });

  it("the shell's list holds the public files and each role's list file", () => {
    const assets = { public: ['index.html', 'assets/index-1.js'], lists: { client: 'offline/client-Ab_c-1.json' } };
    expect(parseOfflineAssets(assets)).toEqual(assets);
    expect(() => parseOfflineAssets({ public: [], roles: {} })).toThrow(/not \{ public, lists \}/);
    expect(() => parseOfflineAssets({ public: [], lists: [] })).toThrow(/not \{ public, lists \}/);
  });
});
