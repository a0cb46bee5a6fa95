/**
 * The PDF export (digikua.pdf): the title, then the filtered table (headers repeated on every page),
 * made by the core's PDF writer. Loaded only when PDF is pressed, with its WASM package.
 */
import { config } from '../../lib/config';
import { loadPdfCore, tablePdf } from '../../lib/core-pdf';

/** An A4 PDF of `matrix` (headers first) under `title`; `numeric` marks right-aligned columns. */
export async function pdfBlob(
  title: string,
  matrix: readonly (readonly string[])[],
  numeric: readonly boolean[],
): Promise<Blob> {
  await loadPdfCore();
  const bytes = tablePdf(title, matrix, numeric, config.product);
  return new Blob([bytes], { type: 'application/pdf' });
}
