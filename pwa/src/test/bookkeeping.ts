/** Loads the real bookkeeping WASM package (and the shell core) in node, for the DigiKua tests. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCoreSync } from '../lib/core';
import { loadBookkeepingCoreSync } from '../lib/core-bookkeeping';

const bytes = (pkg: string) => readFileSync(fileURLToPath(new URL(`../wasm-pkg/${pkg}/portal_core_bg.wasm`, import.meta.url)));

export function loadBookkeepingForTests(): void {
  loadCoreSync(bytes('shell'));
  loadBookkeepingCoreSync(bytes('books'));
}
