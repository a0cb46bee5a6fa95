import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Every module a source file names: static imports and re-exports, side-effect imports, dynamic imports. */
function specifiersIn(source: string): string[] {
  const pattern = /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
  return [...source.matchAll(pattern)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

/** The top folder of src/ a path is in, with the feature for src/features/<area>/…: "features/loans", "lib", "app". */
function layerOf(path: string): string {
  const [top, area] = relative(SRC, path).split(sep);
  return top === 'features' && area !== undefined && !/\.\w+$/.test(area) ? `features/${area}` : (top ?? '');
}

/**
 * What a file may not import: a feature imports no other feature and nothing of app/ (which combines
 * them); lib/ and components/ import no feature. Each as "file imports 'specifier'".
 */
function forbiddenImports(files: ReadonlyArray<readonly [path: string, source: string]>): string[] {
  const found: string[] = [];
  for (const [path, source] of files) {
    const from = layerOf(path);
    for (const specifier of specifiersIn(source)) {
      if (!specifier.startsWith('.')) continue;
      const to = layerOf(resolve(dirname(path), specifier));
      const crossFeature = from.startsWith('features/') && to.startsWith('features/') && to !== from;
      const intoApp = from.startsWith('features/') && to === 'app';
      const sharedIntoFeature = (from === 'lib' || from === 'components') && to.startsWith('features/');
      if (crossFeature || intoApp || sharedIntoFeature) found.push(`${relative(SRC, path)} imports '${specifier}' (${to})`);
    }
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('feature boundaries', () => {
  it('no feature imports another feature or app/, and lib/ and components/ import no feature', () => {
    const files = ['features', 'lib', 'components'].flatMap((dir) => sourceFiles(join(SRC, dir)));
    expect(files.length).toBeGreaterThan(150);
    expect(forbiddenImports(files.map((path) => [path, readFileSync(path, 'utf8')] as const))).toEqual([]);
  });

  it('the check names the file and the import that crosses, whatever the form of the import', () => {
    const loans = join(SRC, 'features/loans/AmountPage.tsx');
    const source = [
      "import { api } from '../profile/api';",
      "import type {\n  Fund,\n} from '../../features/lending/funds';",
      "export { x } from '../digikua/paths';",
      "import '../staff/staff.css';",
      "const page = () => import('../tools/ApplicantHome');",
      "import { routes } from '../../app/routes';",
      "import { ok } from './money';",
      "import { fine } from '../../lib/core-loans';",
      "import { react } from 'react';",
    ].join('\n');
    expect(forbiddenImports([[loans, source]])).toEqual([
      "features/loans/AmountPage.tsx imports '../profile/api' (features/profile)",
      "features/loans/AmountPage.tsx imports '../../features/lending/funds' (features/lending)",
      "features/loans/AmountPage.tsx imports '../digikua/paths' (features/digikua)",
      "features/loans/AmountPage.tsx imports '../staff/staff.css' (features/staff)",
      "features/loans/AmountPage.tsx imports '../tools/ApplicantHome' (features/tools)",
      "features/loans/AmountPage.tsx imports '../../app/routes' (app)",
    ]);
    const lib = join(SRC, 'lib/api.ts');
    expect(forbiddenImports([[lib, "import { x } from '../features/loans/api';"]])).toEqual([
      "lib/api.ts imports '../features/loans/api' (features/loans)",
    ]);
    // A file of a feature's subfolder belongs to that feature.
    const summary = join(SRC, 'features/digikua/summary/SummaryPage.tsx');
    expect(forbiddenImports([[summary, "import { x } from '../table/DataTable';\nimport { y } from '../../loans/api';"]])).toEqual([
      "features/digikua/summary/SummaryPage.tsx imports '../../loans/api' (features/loans)",
    ]);
  });
});
