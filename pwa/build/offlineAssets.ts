/**
 * Which built files each role needs offline, decided at build time from the features' manifests.
 *
 * The service worker precaches the public shell only (the entry, the public screens, their texts and
 * core package). After sign-in the app caches the files of the signed-in role's areas, listed per role
 * in `offline-assets.json`, so a client's phone never downloads staff code and every area of the role
 * opens in airplane mode (see docs/offline.md).
 *
 * The manifests are read by running them (through Vite's SSR loader, which turns each
 * `() => import('./X')` into an import of the resolved file), so the lists cannot drift from the
 * router: a role's files are its routes' screens, text parts (English and Kiswahili) and core packages,
 * the chunks those import, the chunks their screens load later (exports, charts), and their CSS and
 * WASM. Each role's files are also written in a few packs (src/lib/offline/pack.ts), so a first
 * sign-in downloads them in a few requests instead of one each.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';

import { OFFLINE_ASSETS_FILE } from '../src/lib/offline/names';
import { encodePack } from '../src/lib/offline/pack';

export { OFFLINE_ASSETS_FILE, ROLE_ASSETS_CACHE } from '../src/lib/offline/names';

/** Where the role packs go: outside `assets/`, so the service worker does not keep them as built files. */
export const PACKS_DIR = 'offline';

/** What `offline-assets.json` holds: file names relative to the site's root. */
export interface OfflineAssets {
  /** Precached by the service worker for everyone. */
  public: string[];
  /** Per role, the files beyond the public ones. */
  roles: Record<string, string[]>;
  /** Per role, the same files in a few packs (src/lib/offline/pack.ts): one download each. */
  packs: Record<string, { file: string; files: string[] }[]>;
}

/**
 * Raw bytes per pack: a pack is ~20 KB brotli, under half a second of a 400 kbps link and about what
 * the link holds in one round trip, so two at once keep it full and the screen's own requests never
 * wait long behind them. A file bigger than that is a pack of its own.
 */
const PACK_BYTES = 64 * 1024;

/** The source modules each audience needs (absolute paths). */
interface Needs {
  public: Set<string>;
  roles: Map<string, Set<string>>;
}

type Loader = () => unknown;
interface TextPart {
  en: Loader;
  sw: Loader;
}
interface Route {
  roles?: readonly string[] | 'public';
  load?: Loader;
  core?: string;
  texts?: readonly TextPart[];
  notBuilt?: string;
}
interface Feature {
  name: string;
  roles: readonly string[] | 'public';
  routes: readonly Route[];
  texts?: readonly TextPart[];
}

/** The files a loader imports, from the SSR transform's `__vite_ssr_dynamic_import__("/src/…")`. */
function importsOf(loader: Loader | undefined, root: string): string[] {
  if (!loader) return [];
  const found = [...loader.toString().matchAll(/__vite_ssr_dynamic_import__\(\s*["']([^"']+)["']/g)];
  if (found.length === 0) throw new Error(`offline assets: no import found in ${loader.toString()}`);
  return found.map((match) => resolve(root, `.${match[1]}`));
}

/** Runs the manifests and collects, per audience, the modules its routes load. */
async function readNeeds(root: string): Promise<Needs> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { ROLES } = (await server.ssrLoadModule('/src/lib/feature.ts')) as { ROLES: readonly string[] };
    const { features } = (await server.ssrLoadModule('/src/app/features.ts')) as { features: readonly Feature[] };
    const { corePackages } = (await server.ssrLoadModule('/src/app/corePackages.ts')) as {
      corePackages: Record<string, Loader>;
    };
    const shells = (await server.ssrLoadModule('/src/app/shells/loaders.ts')) as {
      publicShell: Record<string, Loader>;
      signedInShell: Record<string, Loader>;
    };
    const needs: Needs = { public: new Set(), roles: new Map(ROLES.map((role) => [role, new Set<string>()])) };
    const add = (target: Set<string>, loaders: readonly (Loader | undefined)[]) => {
      for (const loader of loaders) for (const file of importsOf(loader, root)) target.add(file);
    };
    add(needs.public, Object.values(shells.publicShell));
    for (const target of needs.roles.values()) add(target, Object.values(shells.signedInShell));
    for (const feature of features) {
      for (const route of feature.routes) {
        const audience = route.roles ?? feature.roles;
        const targets = audience === 'public' ? [needs.public] : audience.map((role) => needs.roles.get(role));
        const texts = [...(feature.texts ?? []), ...(route.texts ?? [])];
        const loaders = [
          route.load,
          route.core ? corePackages[route.core] : undefined,
          ...texts.flatMap((part) => [part.en, part.sw]),
        ];
        for (const target of targets) {
          if (!target) throw new Error(`offline assets: feature ${feature.name} names an unknown role`);
          add(target, loaders);
        }
      }
    }
    return needs;
  } finally {
    await server.close();
  }
}

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  code: string;
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}
interface Asset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}
type Bundle = Record<string, Chunk | Asset>;

/** The built files that loading `modules` fetches: their chunks, what those import, their CSS and WASM. */
function filesFor(modules: Iterable<string>, bundle: Bundle, entryFiles: Set<string>): Set<string> {
  const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
  const assets = Object.values(bundle).filter((item): item is Asset => item.type === 'asset');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    // `?url` imports (the WASM) appear in the code as the asset's file name.
    for (const asset of assets) if (chunk.code.includes(asset.fileName)) files.add(asset.fileName);
    const next = [...chunk.imports, ...(entryFiles.has(chunk.fileName) ? [] : chunk.dynamicImports)];
    for (const file of next) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  for (const module of modules) {
    const chunk =
      chunks.find((candidate) => candidate.facadeModuleId === module) ??
      chunks.find((candidate) => candidate.moduleIds.includes(module));
    if (!chunk) throw new Error(`offline assets: ${module} is in no chunk`);
    visit(chunk);
  }
  return files;
}

/**
 * Writes `offline-assets.json` and hands the public list to the service worker's precache filter
 * (`isPrecached`). Only in production builds.
 */
export function offlineAssets(): Plugin & { isPrecached: (url: string) => boolean } {
  let root = process.cwd();
  let needs: Needs | null = null;
  let precached: Set<string> | null = null;
  /** Each pack's file and the built files it holds. */
  const packed = new Map<string, string[]>();
  return {
    name: 'offline-assets',
    apply: 'build',
    // After Vite's own generateBundle, which drops the chunks that held only CSS.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      needs = await readNeeds(root);
    },
    generateBundle(_options, output) {
      if (!needs) throw new Error('offline assets: the manifests were not read');
      const bundle = output as unknown as Bundle;
      const entries = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk' && item.isEntry);
      const entryFiles = new Set(entries.map((chunk) => chunk.fileName));
      const shell = filesFor(
        entries.map((chunk) => chunk.facadeModuleId).filter((id): id is string => id !== null),
        bundle,
        entryFiles,
      );
      for (const file of filesFor(needs.public, bundle, entryFiles)) shell.add(file);
      // Largest first: the app fetches a few at a time, and a long download then overlaps the round
      // trips of the many small files instead of coming last (docs/offline.md).
      const size = (file: string) => {
        const item = bundle[file];
        return item ? (item.type === 'chunk' ? item.code.length : item.source.length) : 0;
      };
      const largestFirst = (files: Iterable<string>) =>
        [...files].sort((a, b) => size(b) - size(a) || (a < b ? -1 : 1));
      const roles: Record<string, string[]> = {};
      for (const [role, modules] of needs.roles) {
        roles[role] = largestFirst([...filesFor(modules, bundle, entryFiles)].filter((file) => !shell.has(file)));
      }
      const packs: OfflineAssets['packs'] = {};
      packed.clear();
      for (const [role, files] of Object.entries(roles)) {
        const parts: string[][] = [];
        let bytes = Infinity;
        for (const file of files) {
          if (bytes + size(file) > PACK_BYTES) {
            parts.push([]);
            bytes = 0;
          }
          parts.at(-1)?.push(file);
          bytes += size(file);
        }
        // Named by the names of its files, themselves named by their content: roles that share a
        // pack share its file. Written once the files are final (writeBundle).
        // Smallest first: right after sign-in the screen's own code should not wait behind a big pack.
        packs[role] = parts.reverse().map((part) => {
          const file = `${PACKS_DIR}/${createHash('sha256').update(part.join('\n')).digest('base64url').slice(0, 12)}.pack`;
          packed.set(file, part);
          return { file, files: part };
        });
      }
      const assets: OfflineAssets = { public: largestFirst(shell), roles, packs };
      precached = shell;
      this.emitFile({ type: 'asset', fileName: OFFLINE_ASSETS_FILE, source: `${JSON.stringify(assets, null, 1)}\n` });
    },
    // The packs are made from the files as written: Vite still changes the code after generateBundle
    // (its preload lists).
    async writeBundle(options) {
      const dir = options.dir ?? resolve(root, 'dist');
      await mkdir(join(dir, PACKS_DIR), { recursive: true });
      for (const [file, files] of packed) {
        const contents = await Promise.all(
          files.map(async (name) => ({ file: name, bytes: new Uint8Array(await readFile(join(dir, name))) })),
        );
        await writeFile(join(dir, file), encodePack(contents));
      }
    },
    /** Whether the service worker precaches `url` (relative to the root): built code only if public. */
    isPrecached(url: string): boolean {
      if (!precached) throw new Error('offline assets: the bundle was not read');
      return !url.startsWith('assets/') || precached.has(url);
    },
  };
}
