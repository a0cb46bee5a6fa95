import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../session';
import { encodePack } from './pack';
import { cacheRoleAssets, type OfflineAssets } from './roleAssets';

/** A Cache Storage of one cache, keyed by path, and a server that counts what it was asked for. */
function phone(built: Record<string, string>, cached: string[] = []) {
  const entries = new Map<string, Response>(cached.map((path) => [path, new Response(built[path.slice(1)])]));
  const cache = {
    keys: async () => [...entries.keys()].map((path) => new Request(`http://phone${path}`)),
    put: async (path: string, response: Response) => void entries.set(path, response),
    delete: async (request: Request) => entries.delete(new URL(request.url).pathname),
  };
  vi.stubGlobal('caches', { open: async () => cache });
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const pack = /^\/(offline\/.+\.pack)$/.exec(url)?.[1];
    if (pack) {
      const packs = [...(assets.packs?.client ?? []), ...Object.values(assets.areas?.client ?? {}).flatMap((area) => area.packs)];
      const files = packs.find((entry) => entry.file === pack)?.files ?? [];
      const bytes = encodePack(files.map((file) => ({ file, bytes: new TextEncoder().encode(built[file]) })));
      return new Response(bytes);
    }
    const body = built[url.slice(1)];
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  });
  return { entries, asked };
}

const built = {
  'assets/a-1.js': 'export const a = 1;',
  'assets/b-2.css': '.b { color: red }',
  'assets/c-3.wasm': '\0asm',
  'assets/old-0.js': 'export const old = 0;',
  'assets/onboarding-4.js': 'export const steps = 14;',
};
const assets: OfflineAssets = {
  public: [],
  roles: { client: ['assets/a-1.js', 'assets/b-2.css', 'assets/c-3.wasm'] },
  packs: { client: [{ file: 'offline/p1.pack', files: ['assets/a-1.js', 'assets/b-2.css'] }, { file: 'offline/p2.pack', files: ['assets/c-3.wasm'] }] },
  areas: {
    client: {
      onboarding: {
        when: { useNewOnboarding: true, onboardingComplete: false },
        files: ['assets/onboarding-4.js'],
        packs: [{ file: 'offline/p3.pack', files: ['assets/onboarding-4.js'] }],
      },
    },
  },
};
const client = { user_id: 'u1', role: 'client', useNewOnboarding: false, onboardingComplete: false } as User;
const onboarding = { ...client, useNewOnboarding: true };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the role download', () => {
  it('on a first sign-in fetches the packs, not the files, and caches each file with its type', async () => {
    const { entries, asked } = phone(built);
    await cacheRoleAssets(client, assets);
    expect(asked.sort()).toEqual(['/offline/p1.pack', '/offline/p2.pack']);
    expect([...entries.keys()].sort()).toEqual(['/assets/a-1.js', '/assets/b-2.css', '/assets/c-3.wasm']);
    expect(await entries.get('/assets/a-1.js')?.text()).toBe(built['assets/a-1.js']);
    expect(entries.get('/assets/a-1.js')?.headers.get('content-type')).toBe('text/javascript');
    expect(entries.get('/assets/c-3.wasm')?.headers.get('content-type')).toBe('application/wasm');
  });

  it('after an update fetches only the missing files of a partly cached pack, and drops old files', async () => {
    const { entries, asked } = phone(built, ['/assets/a-1.js', '/assets/old-0.js']);
    await cacheRoleAssets(client, assets);
    expect(asked.sort()).toEqual(['/assets/b-2.css', '/offline/p2.pack']);
    expect([...entries.keys()].sort()).toEqual(['/assets/a-1.js', '/assets/b-2.css', '/assets/c-3.wasm']);
  });

  it('fails when a file cannot be fetched, and the next attempt fetches what is still missing', async () => {
    const { entries } = phone({ ...built, 'assets/b-2.css': undefined as unknown as string }, ['/assets/a-1.js']);
    await expect(cacheRoleAssets(client, assets)).rejects.toThrow(/b-2\.css: 404/);
    expect(entries.has('/assets/b-2.css')).toBe(false);

    const retry = phone(built, [...entries.keys()]);
    await cacheRoleAssets(client, assets);
    expect(retry.asked).toContain('/assets/b-2.css');
    expect(retry.asked).not.toContain('/offline/p1.pack');
    expect([...retry.entries.keys()].sort()).toEqual(['/assets/a-1.js', '/assets/b-2.css', '/assets/c-3.wasm']);
  });

  it("fetches an area only for a person it is for, and keeps it once they have left it", async () => {
    const notOn = phone(built);
    await cacheRoleAssets(client, assets);
    expect(notOn.asked.sort()).toEqual(['/offline/p1.pack', '/offline/p2.pack']);

    const enrolled = phone(built, [...notOn.entries.keys()]);
    await cacheRoleAssets(onboarding, assets);
    expect(enrolled.asked).toEqual(['/offline/p3.pack']);
    expect(enrolled.entries.has('/assets/onboarding-4.js')).toBe(true);

    const complete = phone(built, [...enrolled.entries.keys()]);
    await cacheRoleAssets({ ...onboarding, onboardingComplete: true }, assets);
    expect(complete.asked).toEqual([]);
    expect(complete.entries.has('/assets/onboarding-4.js')).toBe(true);
  });
});
