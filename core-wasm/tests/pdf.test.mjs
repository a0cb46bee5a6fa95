// The PDF package, exactly as the PWA loads it when a PDF is made.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const pkg = new URL('../../pwa/src/wasm-pkg/pdf/', import.meta.url);
const pdf = await import(new URL('portal_core.js', pkg));
pdf.initSync({ module: readFileSync(new URL('portal_core_bg.wasm', pkg)) });

const SEPARATOR = '\u001f';
const latin1 = (bytes) => Buffer.from(bytes).toString('latin1');

test('a table crosses as one string and comes back as a PDF of every row', () => {
  const rows = Array.from({ length: 120 }, (_, n) => [`S-${n + 1}`, `Sukuma wiki ${n + 1}`, `Ksh ${n + 1},000.00`]);
  const cells = [['Sale ID', 'Sale Variant', 'Revenue'], ...rows].flat().join(SEPARATOR);
  const bytes = pdf.tablePdf('Sales', 'Tujenge', cells, 3, new Uint8Array([0, 0, 1]), 1_795_296_600);
  assert.ok(bytes instanceof Uint8Array);
  const text = latin1(bytes);
  assert.ok(text.startsWith('%PDF-'));
  assert.match(text, /\/Title \(Sales\)/);
  assert.match(text, /\/CreationDate \(D:20261121213000Z\)/);
  assert.match(text, /\/Count 3\b/, 'three A4 pages');
  for (const [id, , revenue] of rows) {
    assert.ok(text.includes(`(${id}) Tj`), id);
    assert.ok(text.includes(`(${revenue}) Tj`), revenue);
  }
  // The header row on each of the three pages.
  assert.equal(text.split('(Sale Variant) Tj').length - 1, 3);
  assert.ok(text.includes('(3 / 3) Tj'));
});

test('six columns turn the page sideways; other scripts become ? and accents are kept or dropped', () => {
  const header = ['A', 'B', 'C', 'D', 'E', 'F'];
  const row = ['Café', 'Ōmar', '日本', 'x', 'y', 'z'];
  const bytes = pdf.tablePdf('Wide', 'Tujenge', [...header, ...row].join(SEPARATOR), 6, new Uint8Array(6), 0);
  const text = latin1(bytes);
  assert.match(text, /\/MediaBox \[0 0 842 595\]/);
  assert.ok(text.includes('(Caf\u00e9) Tj'), 'é is in the font');
  assert.ok(text.includes('(Omar) Tj'), 'ō loses its accent');
  assert.ok(text.includes('(??) Tj'), 'other scripts are ?');
});
