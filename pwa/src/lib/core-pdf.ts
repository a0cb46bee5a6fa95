/**
 * The PDF writer of the Rust core (the tables' export), from a WASM package of its own that is
 * downloaded only when a PDF is made. Nothing is laid out here.
 */
import init, * as wasm from '../wasm-pkg/pdf/portal_core.js';
import wasmUrl from '../wasm-pkg/pdf/portal_core_bg.wasm?url';
import { packageLoader } from './wasmPackage';

const loader = packageLoader(init, wasm.initSync, wasmUrl);

/** Loads the package once; `tablePdf` can be called after it resolves. */
export const loadPdfCore = (): Promise<void> => loader.load();

/** For tests in node: instantiate from the .wasm bytes. */
export const loadPdfCoreSync = (bytes: BufferSource): void => loader.loadSync(bytes);

/** How the cells cross to the core: one string, cells split by the unit separator (never typed). */
const SEPARATOR = '\u001f';

/**
 * An A4 PDF of `matrix` (the header row first) under `title`: numbered pages, the header repeated
 * on each, `numeric` columns right-aligned, sideways beyond five columns. Letters outside Latin-1
 * lose their accents (ō → o); other scripts are written '?'.
 */
export function tablePdf(
  title: string,
  matrix: readonly (readonly string[])[],
  numeric: readonly boolean[],
  author: string,
  created: Date = new Date(),
): Uint8Array<ArrayBuffer> {
  const columns = matrix.reduce((most, row) => Math.max(most, row.length), 1);
  const cells = matrix
    .flatMap((row) => Array.from({ length: columns }, (_, index) => row[index] ?? ''))
    .map((cell) => cell.replaceAll(SEPARATOR, ' '))
    .join(SEPARATOR);
  const flags = Uint8Array.from({ length: columns }, (_, index) => (numeric[index] ? 1 : 0));
  // A copy out of the WASM memory, on an ArrayBuffer of its own.
  return wasm.tablePdf(title, author, cells, columns, flags, Math.floor(created.getTime() / 1000)) as Uint8Array<ArrayBuffer>;
}
