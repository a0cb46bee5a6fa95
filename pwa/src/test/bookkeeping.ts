/** Loads the real bookkeeping core WASM in node, so DigiKua tests use the same rules as the app. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadBookkeepingCoreSync } from '../lib/core-bookkeeping';

export function loadBookkeepingForTests(): void {
  loadBookkeepingCoreSync(readFileSync(fileURLToPath(new URL('../wasm-pkg/bookkeeping/portal_core_bg.wasm', import.meta.url))));
}
