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
 * WASM. Each role's files are written in a few packs (src/lib/offline/pack.ts), so a first sign-in
 * downloads them in a few requests instead of one each. An area only for some people of a role (a
 * manifest's `when`, e.g. the client's onboarding) has its own packs: the app fetches them only for a
 * person it is for. The Kiswahili texts are packed apart, role's and area's: a phone keeps them only
 * while the app is read in Kiswahili (English is every screen's fallback, so it is always kept).
 *
 * Each role's packs and areas are in a list of its own, `offline/<role>-<hash>.json`, fetched after
 * sign-in by that role's people only; the precached `offline-assets.json` holds the public shell's
 * files and the name of each role's list (src/lib/offline/lists.ts).
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';

import { writeRoleList, type OfflineAssets, type Pack, type RoleList } from '../src/lib/offline/lists';
import { OFFLINE_ASSETS_FILE } from '../src/lib/offline/names';
import { encodePack } from '../src/lib/offline/pack';

export { OFFLINE_ASSETS_FILE, ROLE_ASSETS_CACHE } from '../src/lib/offline/names';

/** Where the roles' packs and lists go: outside `assets/`, so the service worker does not keep them as built files. */
export const PACKS_DIR = 'offline';

type UserCondition = Record<string, boolean>;

/**
 * Raw bytes per pack: a pack is ~20 KB brotli, under half a second of a 400 kbps link and about what
 * the link holds in one round trip, so two at once keep it full and the screen's own requests never
 * wait long behind them. A file bigger than that is a pack of its own.
 */
const PACK_BYTES = 64 * 1024;

/** The source modules each audience needs (absolute paths). */
interface Modules {
  /** Screens, core packages and English texts. */
  code: Set<string>;
  /** The Kiswahili texts: installed only for people who read the app in Kiswahili. */
  swahili: Set<string>;
}
interface Needs {
  public: Set<string>;
  roles: Map<string, Modules>;
  /** Per role, its areas with a condition: the modules they add to the role's. */
  areas: Map<string, Map<string, Modules & { when: UserCondition }>>;
  /** The modules that are route tables (a role's list, a manifest): their dynamic imports are screens of some role. */
  tables: Set<string>;
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
  online?: true;
}
interface Feature {
  name: string;
  roles: readonly string[] | 'public';
  when?: UserCondition;
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
    const { publicFeatures, roleFeatures } = (await server.ssrLoadModule('/src/app/features.ts')) as {
      publicFeatures: readonly Feature[];
      roleFeatures: Record<string, () => Promise<{ features: readonly Feature[] }>>;
    };
    const { corePackages } = (await server.ssrLoadModule('/src/app/corePackages.ts')) as {
      corePackages: Record<string, Loader>;
    };
    const shells = (await server.ssrLoadModule('/src/app/shells/loaders.ts')) as {
      publicShell: Record<string, Loader>;
      signedInShell: Record<string, Loader>;
    };
    const folders = await readdir(resolve(root, 'src/features'), { withFileTypes: true });
    const modules = (): Modules => ({ code: new Set(), swahili: new Set() });
    const needs: Needs = {
      public: new Set(),
      roles: new Map(ROLES.map((role) => [role, modules()])),
      areas: new Map(ROLES.map((role) => [role, new Map()])),
      tables: new Set(
        folders.filter((entry) => entry.isDirectory()).map((entry) => resolve(root, 'src/features', entry.name, 'feature.ts')),
      ),
    };
    const add = (target: Set<string>, loaders: readonly (Loader | undefined)[]) => {
      for (const loader of loaders) for (const file of importsOf(loader, root)) target.add(file);
    };
    const textsOf = (feature: Feature, route: Route) => [...(feature.texts ?? []), ...(route.texts ?? [])];
    /** What a route loads: its screen, its core package, its English texts (its Kiswahili: swahiliOf). */
    const loadersOf = (feature: Feature, route: Route) =>
      route.online ? [] : [
      route.load,
      route.core ? corePackages[route.core] : undefined,
      ...textsOf(feature, route).map((part) => part.en),
    ];
    const swahiliOf = (feature: Feature, route: Route) => (route.online ? [] : textsOf(feature, route).map((part) => part.sw));
    add(needs.public, Object.values(shells.publicShell));
    for (const feature of publicFeatures) {
      for (const route of feature.routes) add(needs.public, [...loadersOf(feature, route), ...swahiliOf(feature, route)]);
    }
    for (const role of ROLES) {
      const base = needs.roles.get(role)!;
      const table = roleFeatures[role];
      if (!table) throw new Error(`offline assets: app/features.ts has no route table for ${role}`);
      add(base.code, [...Object.values(shells.signedInShell), table]);
      for (const file of importsOf(table, root)) needs.tables.add(file);
      for (const feature of (await table()).features) {
        let target = base;
        if (feature.when) {
          const area = { when: feature.when, ...modules() };
          needs.areas.get(role)!.set(feature.name, area);
          target = area;
        }
        for (const route of feature.routes) {
          const audience = route.roles ?? feature.roles;
          if (audience === 'public' || !audience.includes(role)) continue;
          add(target.code, loadersOf(feature, route));
          add(target.swahili, swahiliOf(feature, route));
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

/**
 * A module only of use with the network (`lib/map/leaflet.online.ts`: a map needs its tiles): a
 * screen loads it when online, and no install or precache holds it or what only it imports.
 */
export const ONLINE_ONLY = /\.online\.[jt]sx?$/;

/**
 * The built files that loading `modules` fetches: their chunks, what those import, their CSS and WASM.
 * The dynamic imports of `tableFiles` (the entry, the route tables) are left: those are screens, each
 * some role's or area's; so are the dynamic imports of online-only modules (`ONLINE_ONLY`).
 */
function filesFor(modules: Iterable<string>, bundle: Bundle, tableFiles: Set<string>): Set<string> {
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
    const later = tableFiles.has(chunk.fileName) ? [] : chunk.dynamicImports;
    for (const file of later) {
      const imported = byFile.get(file);
      if (imported && !ONLINE_ONLY.test(imported.facadeModuleId ?? '')) visit(imported);
    }
    for (const file of chunk.imports) {
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
 * Writes `offline-assets.json`, each role's list and the packs, and hands the public list to the
 * service worker's precache filter (`isPrecached`). Only in production builds.
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
      const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
      const entries = chunks.filter((chunk) => chunk.isEntry);
      const tableFiles = new Set(
        chunks.filter((chunk) => chunk.isEntry || chunk.moduleIds.some((id) => needs?.tables.has(id))).map((chunk) => chunk.fileName),
      );
      const shell = filesFor(
        entries.map((chunk) => chunk.facadeModuleId).filter((id): id is string => id !== null),
        bundle,
        tableFiles,
      );
      for (const file of filesFor(needs.public, bundle, tableFiles)) shell.add(file);
      // Largest first: the app fetches a few at a time, and a long download then overlaps the round
      // trips of the many small files instead of coming last (docs/offline.md).
      const size = (file: string) => {
        const item = bundle[file];
        return item ? (item.type === 'chunk' ? item.code.length : item.source.length) : 0;
      };
      const largestFirst = (files: Iterable<string>) =>
        [...files].sort((a, b) => size(b) - size(a) || (a < b ? -1 : 1));
      packed.clear();
      /** Files in packs of about PACK_BYTES, smallest pack first. */
      const pack = (files: readonly string[]): Pack[] => {
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
        // A file bigger than a pack is no pack: it is listed as itself (`{file, files: [file]}`), so
        // the app fetches it by its own name and a screen that asked for it already is not paid twice.
        return parts.reverse().map((part) => {
          if (part.length === 1) return { file: part[0], files: part };
          const file = `${PACKS_DIR}/${createHash('sha256').update(part.join('\n')).digest('base64url').slice(0, 12)}.pack`;
          packed.set(file, part);
          return { file, files: part };
        });
      };
      const lists: OfflineAssets['lists'] = {};
      /** The files of `modules` beyond those of `held`. */
      const beyond = (modules: Set<string>, ...held: Set<string>[]) =>
        new Set([...filesFor(modules, bundle, tableFiles)].filter((file) => !held.some((files) => files.has(file))));
      for (const [role, modules] of needs.roles) {
        const base = beyond(modules.code, shell);
        const swahili = beyond(modules.swahili, shell, base);
        const list: RoleList = { packs: pack(largestFirst(base)), swahili: pack(largestFirst(swahili)), areas: {} };
        for (const [name, area] of needs.areas.get(role) ?? []) {
          const files = beyond(area.code, shell, base);
          const areaSwahili = beyond(area.swahili, shell, base, swahili, files);
          list.areas[name] = { when: area.when, packs: pack(largestFirst(files)), swahili: pack(largestFirst(areaSwahili)) };
        }
        // Named by its content: a new build's list has a new name, so the page reads its own build's.
        const source = writeRoleList(list);
        lists[role] = `${PACKS_DIR}/${role}-${createHash('sha256').update(source).digest('base64url').slice(0, 12)}.json`;
        this.emitFile({ type: 'asset', fileName: lists[role], source });
      }
      const assets: OfflineAssets = { public: largestFirst(shell), lists };
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
