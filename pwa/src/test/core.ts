/** Loads the real core WASM packages in node, so tests use the same rules as the app. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCoreSync } from '../lib/core';
import { loadCommonCoreSync } from '../lib/core-common';
import { loadProfileCoreSync } from '../lib/core-profile';
import { loadLoansCoreSync } from '../lib/core-loans';

const bytes = (pkg: string) => readFileSync(fileURLToPath(new URL(`../wasm-pkg/${pkg}/portal_core_bg.wasm`, import.meta.url)));

export function loadCoreForTests(): void {
  loadCoreSync(bytes('shell'));
  loadCommonCoreSync(bytes('common'));
  loadProfileCoreSync(bytes('common'));
  loadLoansCoreSync(bytes('books'));
}
