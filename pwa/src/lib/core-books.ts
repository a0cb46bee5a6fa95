/**
 * The one WASM package of the loans, DigiKua, quarterly survey and PDF/XLSX rules (`books`). Every
 * role but the advisor and the mentor keeps most of them, so one package pays the runtime and core's
 * shared maths once: a client keeps 41 KB less than with four packages (docs/offline.md).
 * `core-loans`, `core-bookkeeping`, `core-survey` and `core-pdf` read it; loading any loads it once.
 */
import init, * as wasm from '../wasm-pkg/books/portal_core.js';
import wasmUrl from '../wasm-pkg/books/portal_core_bg.wasm?url';
import { packageLoader } from './wasmPackage';

export const booksLoader = packageLoader(init, wasm.initSync, wasmUrl);
