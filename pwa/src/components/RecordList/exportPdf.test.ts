import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPdfCoreSync } from '../../lib/core-pdf';
import { pdfBlob } from './exportPdf';

beforeAll(() => {
  loadPdfCoreSync(readFileSync(fileURLToPath(new URL('../../wasm-pkg/pdf/portal_core_bg.wasm', import.meta.url))));
});

describe('pdfBlob', () => {
  it('is a PDF of the title, every column and every row given, ragged rows completed', async () => {
    const matrix = [
      ['Sale ID', 'Client Phone', 'Revenue'],
      ['S-1', '0733000333', 'Ksh 400.00'],
      ['S-2', 'a\u001fb'],
    ];
    const blob = await pdfBlob('Sales', matrix, [false, false, true]);
    expect(blob.type).toBe('application/pdf');
    const text = Buffer.from(await blob.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    for (const cell of ['Sales', 'Sale ID', 'Client Phone', 'Revenue', 'S-1', '0733000333', 'Ksh 400.00', 'S-2', 'a b']) {
      expect(text).toContain(`(${cell}) Tj`);
    }
  });
});
