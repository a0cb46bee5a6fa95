/**
 * The PDF export (digikua.pdf): the title, then the filtered table (headers repeated on every page).
 * Loaded only when PDF is pressed: jsPDF and its table plugin are the largest export code.
 */
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';

/** Beyond this many columns the page turns sideways. */
const PORTRAIT_MAX_COLUMNS = 5;
/** The portal's brand colour (the header row). */
const BRAND_RGB: [number, number, number] = [15, 118, 110];

/** An A4 PDF of `matrix` (headers first) under `title`; `numeric` marks right-aligned columns. */
export function pdfBlob(title: string, matrix: readonly (readonly string[])[], numeric: readonly boolean[]): Blob {
  const [head = [], ...body] = matrix;
  const doc = new jsPDF({
    orientation: head.length > PORTRAIT_MAX_COLUMNS ? 'landscape' : 'portrait',
    unit: 'pt',
    format: 'a4',
  });
  doc.setProperties({ title });
  doc.setFontSize(14);
  doc.text(title, 40, 40);
  const columnStyles = Object.fromEntries(
    numeric.flatMap((right, index) => (right ? [[String(index), { halign: 'right' as const }]] : [])),
  );
  autoTable(doc, {
    head: [[...head]],
    body: body.map((cells) => [...cells]),
    startY: 54,
    margin: { left: 40, right: 40 },
    styles: { fontSize: 8, cellPadding: 4, overflow: 'linebreak' },
    headStyles: { fillColor: BRAND_RGB, textColor: 255 },
    columnStyles,
  });
  return doc.output('blob');
}
