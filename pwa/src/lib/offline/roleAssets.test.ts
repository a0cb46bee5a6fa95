import { afterEach, describe, expect, it, vi } from 'vitest';
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
      const files = assets.packs?.client?.find((entry) => entry.file === pack)?.files ?? [];
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
};
const assets: OfflineAssets = {
  public: [],
  roles: { client: ['assets/a-1.js', 'assets/b-2.css', 'assets/c-3.wasm'] },
  packs: { client: [{ file: 'offline/p1.pack', files: ['assets/a-1.js', 'assets/b-2.css'] }, { file: 'offline/p2.pack', files: ['assets/c-3.wasm'] }] },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the role download', () => {
  it('on a first sign-in fetches the packs, not the files, and caches each file with its type', async () => {
    const { entries, asked } = phone(built);
    await cacheRoleAssets('client', assets);
    expect(asked.sort()).toEqual(['/offline/p1.pack', '/offline/p2.pack']);
    expect([...entries.keys()].sort()).toEqual(['/assets/a-1.js', '/assets/b-2.css', '/assets/c-3.wasm']);
    expect(await entries.get('/assets/a-1.js')?.text()).toBe(built['assets/a-1.js']);
    expect(entries.get('/assets/a-1.js')?.headers.get('content-type')).toBe('text/javascript');
    expect(entries.get('/assets/c-3.wasm')?.headers.get('content-type')).toBe('application/wasm');
  });

  it('after an update fetches only the missing files of a partly cached pack, and drops old files', async () => {
    const { entries, asked } = phone(built, ['/assets/a-1.js', '/assets/old-0.js']);
    await cacheRoleAssets('client', assets);
    expect(asked.sort()).toEqual(['/assets/b-2.css', '/offline/p2.pack']);
    expect([...entries.keys()].sort()).toEqual(['/assets/a-1.js', '/assets/b-2.css', '/assets/c-3.wasm']);
  });

  it('fails when a file cannot be fetched, and the next attempt fetches what is still missing', async () => {
    const { entries } = phone({ ...built, 'assets/b-2.css': undefined as unknown as string }, ['/assets/a-1.js']);
    await expect(cacheRoleAssets('client', assets)).rejects.toThrow(/b-2\.css: 404/);
    expect(entries.has('/assets/b-2.css')).toBe(false);

    const retry = phone(built, [...entries.keys()]);
    await cacheRoleAssets('client', assets);
    expect(retry.asked).toContain('/assets/b-2.css');
    expect(retry.asked).not.toContain('/offline/p1.pack');
    expect([...retry.entries.keys()].sort()).toEqual(['/assets/a-1.js', '/assets/b-2.css', '/assets/c-3.wasm']);
  });
});
