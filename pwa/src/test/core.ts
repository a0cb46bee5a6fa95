/** Loads the real core WASM in node, so tests use the same rules as the app. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCoreSync } from '../lib/core';

export function loadCoreForTests(): void {
  const path = fileURLToPath(new URL('../wasm-pkg/portal_core_bg.wasm', import.meta.url));
  loadCoreSync(readFileSync(path));
}
