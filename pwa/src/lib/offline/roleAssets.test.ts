import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../session';
import { writeRoleList, type OfflineAssets, type RoleList } from './lists';
import { encodePack } from './pack';
import { cacheRoleAssets } from './roleAssets';

const built: Record<string, string> = {
  'assets/a-1.js': 'export const a = 1;',
  'assets/b-2.css': '.b { color: red }',
  'assets/c-3.wasm': '\0asm',
  'assets/old-0.js': 'export const old = 0;',
  'assets/onboarding-4.js': 'export const steps = 14;',
  'assets/playbook-5.js': 'export const plays = 3;',
  'assets/coach-6.js': 'export const coach = 1;',
  'assets/a-7.js': 'export const a = 7;',
  'assets/client-sw-8.js': 'export default { hello: "Habari" };',
  'assets/onboarding-sw-9.js': 'export default { steps: "Hatua" };',
};
/**
 * The client's list: packs smallest first, each of files largest first; the WASM, bigger than a pack,
 * listed as itself; the Kiswahili texts apart.
 */
const clientList: RoleList = {
  packs: [{ file: 'assets/c-3.wasm', files: ['assets/c-3.wasm'] }, { file: 'offline/p1.pack', files: ['assets/a-1.js', 'assets/b-2.css'] }],
  swahili: [{ file: 'offline/p7.pack', files: ['assets/client-sw-8.js'] }],
  areas: {
    onboarding: {
      when: { useNewOnboarding: true, onboardingComplete: false },
      packs: [{ file: 'offline/p3.pack', files: ['assets/onboarding-4.js'] }],
      swahili: [{ file: 'offline/p8.pack', files: ['assets/onboarding-sw-9.js'] }],
    },
    playbook: { when: { playbookPaired: true }, packs: [{ file: 'offline/p4.pack', files: ['assets/playbook-5.js'] }] },
  },
};
const coachList: RoleList = { packs: [{ file: 'offline/p5.pack', files: ['assets/coach-6.js'] }], areas: {} };
/** The next build: a-1.js changed into a-7.js, the rest did not. */
const nextClientList: RoleList = {
  ...clientList,
  packs: [clientList.packs[0]!, { file: 'offline/p6.pack', files: ['assets/a-7.js', 'assets/b-2.css'] }],
};
const served: Record<string, RoleList> = {
  'offline/client-1.json': clientList,
  'offline/coach-1.json': coachList,
  'offline/client-2.json': nextClientList,
};
const assets: OfflineAssets = { public: [], lists: { client: 'offline/client-1.json', coach: 'offline/coach-1.json' } };
const nextAssets: OfflineAssets = { public: [], lists: { client: 'offline/client-2.json', coach: 'offline/coach-2.json' } };

const packsOf = (list: RoleList) =>
  [list, ...Object.values(list.areas)].flatMap((part) => [...part.packs, ...(part.swahili ?? [])]).filter((pack) => pack.file.endsWith('.pack'));
const bodyOf = (path: string): string | undefined => {
  const list = served[path.slice(1)];
  return list ? writeRoleList(list) : built[path.slice(1)];
};

/** A Cache Storage of one cache, keyed by path, and a server that counts what it was asked for. */
function phone(cached: string[] = [], options: { offline?: boolean; missing?: string[] } = {}) {
  const entries = new Map<string, Response>(cached.map((path) => [path, new Response(bodyOf(path))]));
  const cache = {
    match: async (path: string) => entries.get(path)?.clone(),
    keys: async () => [...entries.keys()].map((path) => new Request(`http://phone${path}`)),
    put: async (path: string, response: Response) => void entries.set(path, response),
    delete: async (request: Request) => entries.delete(new URL(request.url).pathname),
  };
  vi.stubGlobal('caches', { open: async () => cache });
  const asked: string[] = [];
  const priorities = new Map<string, string | undefined>();
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (options.offline) throw new TypeError('Failed to fetch');
    asked.push(url);
    priorities.set(url, init?.priority);
    const pack = packsOf(clientList).concat(packsOf(coachList), packsOf(nextClientList)).find((entry) => `/${entry.file}` === url);
    if (pack) {
      return new Response(encodePack(pack.files.map((file) => ({ file, bytes: new TextEncoder().encode(built[file]) }))));
    }
    const body = options.missing?.includes(url) ? undefined : bodyOf(url);
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  });
  return { entries, asked, priorities, paths: () => [...entries.keys()].sort() };
}

const client = { user_id: 'u1', role: 'client', useNewOnboarding: false, onboardingComplete: false, playbookPaired: false } as User;
const onboarding = { ...client, useNewOnboarding: true };
const coach = { ...client, user_id: 'u2', role: 'coach' } as User;
const clientInstall = ['/assets/a-1.js', '/assets/b-2.css', '/assets/c-3.wasm', '/offline/client-1.json'];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the role download', () => {
  it("on a first sign-in fetches the role's list, then its packs, and caches each file with its type and the list", async () => {
    const { entries, asked, priorities, paths } = phone();
    await cacheRoleAssets(client, 'en', assets);
    expect(asked[0]).toBe('/offline/client-1.json');
    // The list, which the whole install waits for, is not held back behind the screen's code; the packs are.
    expect(priorities.get('/offline/client-1.json')).toBeUndefined();
    expect(priorities.get('/offline/p1.pack')).toBe('low');
    // The WASM, a file of its own, by its own name (the screen asking for it too gets one download).
    expect(asked.slice(1).sort()).toEqual(['/assets/c-3.wasm', '/offline/p1.pack']);
    expect(paths()).toEqual(clientInstall);
    expect(await entries.get('/assets/a-1.js')?.text()).toBe(built['assets/a-1.js']);
    expect(await entries.get('/assets/c-3.wasm')?.text()).toBe(built['assets/c-3.wasm']);
    expect(entries.get('/assets/a-1.js')?.headers.get('content-type')).toBe('text/javascript');
    expect(entries.get('/assets/b-2.css')?.headers.get('content-type')).toBe('text/css');
    expect(await entries.get('/offline/client-1.json')?.json()).toEqual(JSON.parse(writeRoleList(clientList)));
  });

  it('restarted in airplane mode, knows its install from the kept list and needs nothing', async () => {
    const offline = phone(clientInstall, { offline: true });
    await cacheRoleAssets(client, 'en', assets);
    expect(offline.paths()).toEqual(clientInstall);
  });

  it('in airplane mode before its list was ever fetched, fails and keeps what it has', async () => {
    const offline = phone([], { offline: true });
    await expect(cacheRoleAssets(client, 'en', assets)).rejects.toThrow(/Failed to fetch/);
    expect(offline.paths()).toEqual([]);
  });

  it('after an update fetches only the missing files of a partly cached pack, and drops old files and lists', async () => {
    const { asked, paths } = phone(['/assets/a-1.js', '/assets/b-2.css', '/assets/c-3.wasm', '/assets/old-0.js', '/offline/client-1.json']);
    await cacheRoleAssets(client, 'en', nextAssets);
    expect(asked.sort()).toEqual(['/assets/a-7.js', '/offline/client-2.json']);
    expect(paths()).toEqual(['/assets/a-7.js', '/assets/b-2.css', '/assets/c-3.wasm', '/offline/client-2.json']);
  });

  it('fails when a file cannot be fetched, and the next attempt fetches what is still missing, not the list', async () => {
    const first = phone(['/assets/a-1.js'], { missing: ['/assets/b-2.css'] });
    await expect(cacheRoleAssets(client, 'en', assets)).rejects.toThrow(/b-2\.css: 404/);
    expect(first.entries.has('/assets/b-2.css')).toBe(false);
    expect(first.entries.has('/offline/client-1.json')).toBe(true);

    const retry = phone([...first.entries.keys()]);
    await cacheRoleAssets(client, 'en', assets);
    expect(retry.asked).toEqual(['/assets/b-2.css']);
    expect(retry.paths()).toEqual(clientInstall);
  });

  it('a kept list that cannot be read is fetched again', async () => {
    const broken = phone(clientInstall);
    broken.entries.set('/offline/client-1.json', new Response('{"packs":'));
    await cacheRoleAssets(client, 'en', assets);
    expect(broken.asked).toEqual(['/offline/client-1.json']);
    expect(await broken.entries.get('/offline/client-1.json')?.json()).toEqual(JSON.parse(writeRoleList(clientList)));
  });

  it('fetches an area only for a person it is for, and keeps it and the other areas once they have left it', async () => {
    const notOn = phone();
    await cacheRoleAssets(client, 'en', assets);
    expect(notOn.asked.sort()).toEqual(['/assets/c-3.wasm', '/offline/client-1.json', '/offline/p1.pack']);

    const enrolled = phone([...notOn.entries.keys(), '/assets/playbook-5.js']);
    await cacheRoleAssets(onboarding, 'en', assets);
    expect(enrolled.asked).toEqual(['/offline/p3.pack']);
    expect(enrolled.entries.has('/assets/onboarding-4.js')).toBe(true);
    expect(enrolled.entries.has('/assets/playbook-5.js')).toBe(true);

    const complete = phone([...enrolled.entries.keys()]);
    await cacheRoleAssets({ ...onboarding, onboardingComplete: true }, 'en', assets);
    expect(complete.asked).toEqual([]);
    expect(complete.paths()).toEqual([...clientInstall, '/assets/onboarding-4.js', '/assets/playbook-5.js'].sort());
  });

  it('keeps the Kiswahili texts only for a phone read in Kiswahili, and keeps them once fetched', async () => {
    const english = phone();
    await cacheRoleAssets(onboarding, 'en', assets);
    expect(english.asked).not.toContain('/offline/p7.pack');
    expect(english.asked).not.toContain('/offline/p8.pack');

    const swahili = phone([...english.entries.keys()]);
    await cacheRoleAssets(onboarding, 'sw', assets);
    expect(swahili.asked.sort()).toEqual(['/offline/p7.pack', '/offline/p8.pack']);
    expect(await swahili.entries.get('/assets/onboarding-sw-9.js')?.text()).toBe(built['assets/onboarding-sw-9.js']);

    const backToEnglish = phone([...swahili.entries.keys()]);
    await cacheRoleAssets(onboarding, 'en', assets);
    expect(backToEnglish.asked).toEqual([]);
    expect(backToEnglish.entries.has('/assets/client-sw-8.js')).toBe(true);
  });

  it("keeps another role's install of this build on a shared phone, and drops one of an older build", async () => {
    const shared = phone([...clientInstall, '/assets/coach-6.js', '/offline/coach-1.json']);
    await cacheRoleAssets(client, 'en', assets);
    expect(shared.asked).toEqual([]);
    expect(shared.paths()).toEqual([...clientInstall, '/assets/coach-6.js', '/offline/coach-1.json'].sort());

    const updated = phone(shared.paths());
    await cacheRoleAssets(client, 'en', nextAssets);
    expect(updated.paths()).toEqual(['/assets/a-7.js', '/assets/b-2.css', '/assets/c-3.wasm', '/offline/client-2.json']);
  });

  it("a coach's phone fetches the coach's list only", async () => {
    const { asked, paths } = phone();
    await cacheRoleAssets(coach, 'en', assets);
    expect(asked).toEqual(['/offline/coach-1.json', '/offline/p5.pack']);
    expect(paths()).toEqual(['/assets/coach-6.js', '/offline/coach-1.json']);
  });

  it('a role the build has no list for has nothing to install, and keeps no file', async () => {
    const { asked, paths } = phone(['/assets/old-0.js']);
    await cacheRoleAssets({ ...client, role: 'guest' } as unknown as User, 'en', assets);
    expect(asked).toEqual([]);
    expect(paths()).toEqual([]);
  });
});
