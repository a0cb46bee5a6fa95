/** Loads the loans WASM package (and the shell core it formats with) in node, for the loan screens' tests. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadLoansCoreSync } from '../lib/core-loans';
import { loadCoreForTests } from './core';

export function loadLoansCoreForTests(): void {
  loadCoreForTests();
  loadLoansCoreSync(readFileSync(fileURLToPath(new URL('../wasm-pkg/loans/portal_core_bg.wasm', import.meta.url))));
}
