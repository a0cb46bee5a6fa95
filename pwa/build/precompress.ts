/**
 * Writes `X.br` (brotli, quality 11) and `X.gz` (gzip, level 9) next to each built text file under
 * `assets/` and each role pack under `offline/`, so the server sends them as they are (tower-http's
 * ServeDir with precompressed files, server/src/static_files.rs): no CPU per request, and about 14%
 * fewer bytes than compressing on the fly at the fast levels a server can afford. A compressed copy is
 * written only when it is smaller. Only files named by their content: a copy can never be older than
 * its file. The few others (index.html, sw.js, the lists) are small and compressed by the server.
 * See docs/offline.md.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.wasm', '.svg', '.json', '.webmanifest', '.txt', '.pack']);
/** The folders of files named by their content: built code and the role packs (offlineAssets.ts). */
const CONTENT_NAMED = ['assets', 'offline'];
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export async function precompressDir(dir: string): Promise<void> {
  const all = await Promise.all(CONTENT_NAMED.map((folder) => filesUnder(join(dir, folder)).catch(() => [])));
  const files = all.flat().filter((file) => COMPRESSIBLE.has(extname(file)));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            [constants.BROTLI_PARAM_MODE]: extname(file) === '.wasm' ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipped(bytes, { level: 9 }),
      ]);
      if (br.length < bytes.length) await writeFile(`${file}.br`, br);
      if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
    }),
  );
}

/** Compresses the output once everything, the service worker included, is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
