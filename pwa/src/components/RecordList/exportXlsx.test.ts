import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadXlsxCoreSync } from '../../lib/core-xlsx';
import { loadBookkeepingForTests } from '../../test/bookkeeping';
import { columnWidths, xlsxBlob, xlsxCell } from './exportXlsx';

beforeAll(() => {
  loadBookkeepingForTests();
  loadXlsxCoreSync(readFileSync(fileURLToPath(new URL('../../wasm-pkg/books/portal_core_bg.wasm', import.meta.url))));
});

describe('xlsxCell', () => {
  it('writes amounts and plain numbers as numbers, phones and the rest as text', () => {
    expect(xlsxCell('Ksh 1,200.50')).toEqual({ ksh: '1200.5' });
    expect(xlsxCell('Ksh -695.75')).toEqual({ ksh: '-695.75' });
    expect(xlsxCell('12')).toEqual({ number: '12' });
    expect(xlsxCell('0712345678')).toEqual({ text: '0712345678' });
    expect(xlsxCell('Soap')).toEqual({ text: 'Soap' });
  });
});

describe('columnWidths', () => {
  it('fits the longest text of each column, within 8 and 40 characters', () => {
    expect(columnWidths([['ID', 'Name'], ['1', 'A very long name that goes on and on and on beyond forty']])).toEqual([8, 40]);
    expect(columnWidths([['Client Phone'], ['0733000333']])).toEqual([14]);
  });
});

describe('xlsxBlob', () => {
  it('is a workbook of one sheet: bold headers, then the rows with numbers as numbers', async () => {
    const blob = await xlsxBlob([
      ['Sale ID', 'Client Phone', 'Qty', 'Revenue'],
      ['S-1', '0733000333', '3', 'Ksh 1,400.00'],
      ['S-2 & <co>', '', '', ''],
    ]);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(strFromU8(files['xl/workbook.xml']!)).toMatch(/<sheet name="Sheet1"/);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">Sale ID</t></is></c>');
    expect(sheet).toContain('<c r="B2" t="inlineStr"><is><t xml:space="preserve">0733000333</t></is></c>');
    expect(sheet).toContain('<c r="C2"><v>3</v></c>');
    expect(sheet).toContain('<c r="D2" s="2"><v>1400</v></c>');
    expect(sheet).toContain('S-2 &amp; &lt;co&gt;');
    expect(sheet).toContain('<col min="4" max="4" width="14" customWidth="1"/>');
  });
});
