/**
 * The core's `common` WASM package: the account forms (`core-accounts.ts`) and the decimal maths
 * (`core-money.ts`) in one download, since the public screens and every signed-in area need both
 * after the shell. Loaded once, by whichever comes first.
 */
import init, * as wasm from '../wasm-pkg/common/portal_core.js';
import wasmUrl from '../wasm-pkg/common/portal_core_bg.wasm?url';
import { packageLoader } from './wasmPackage';

export { wasm };

const loader = packageLoader(init, wasm.initSync, wasmUrl);

/** Loads the package once; the screens that use it are shown after it resolves. */
export const loadCommonCore = (): Promise<void> => loader.load();

/** For tests in node: instantiate from the .wasm bytes. */
export const loadCommonCoreSync = (bytes: BufferSource): void => loader.loadSync(bytes);
