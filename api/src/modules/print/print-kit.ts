// What every print document shares: the paper, the margins, the fonts, the QR codes and the headings.
import type { PaperSize } from '@fairway/contracts/print';
import PDFDocument from 'pdfkit';
import { toBuffer } from 'qrcode';
import { font, type FontStyle } from './print-fonts';

export { font, type FontStyle } from './print-fonts';

/** Points (1/72 inch), portrait. */
export const paperPoints: Record<PaperSize, { width: number; height: number }> = {
  a4: { width: 595, height: 842 },
  letter: { width: 612, height: 792 },
};

/** Half an inch: inside what office printers can reach on either paper. */
export const margin = 36;

export type Layout = 'portrait' | 'landscape';

/** A new PDF with no page yet: each document adds its own pages (PrintDocumentRenderer). */
export function newPrintDocument(title: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({ autoFirstPage: false, bufferPages: false, info: { Title: title, Creator: 'Fairway Fund' } });
  return font(doc, 'regular');
}

/**
 * A page of the chosen paper; the page's box is `pageBox(paper, layout)`. pdfkit starts a new page when text
 * passes the bottom margin, so a document drawing to the edge (a cart sign) asks for `pageMargin` 0.
 */
export function addPage(doc: PDFKit.PDFDocument, paper: PaperSize, layout: Layout = 'portrait', pageMargin = margin): PDFKit.PDFDocument {
  const { width, height } = paperPoints[paper];
  return doc.addPage({ size: [width, height], layout, margin: pageMargin });
}

/** `text` cut to `width` at the current font and size, ending in an ellipsis when it had to be cut. */
export function fitText(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let end = text.length;
  while (end > 0 && doc.widthOfString(`${text.slice(0, end)}…`) > width) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}

/** The largest size, from `largest` down to `smallest`, at which `text` fits `width` in the style's font for it. */
export function fittingSize(doc: PDFKit.PDFDocument, text: string, style: FontStyle, width: number, largest: number, smallest: number): number {
  let size = largest;
  while (size > smallest && font(doc, style, text).fontSize(size).widthOfString(text) > width) size -= 1;
  return size;
}

/** The page's width and height in points for the layout. */
export function pageBox(paper: PaperSize, layout: Layout = 'portrait'): { width: number; height: number } {
  const { width, height } = paperPoints[paper];
  return layout === 'portrait' ? { width, height } : { width: height, height: width };
}

/**
 * A QR code as a PNG: error correction M (a smudge or a fold still reads) and the standard quiet zone of 4
 * modules, which phone cameras need to find the code. Four pixels a module: the page scales it up square-edged,
 * and bigger images cost time to encode (8 pixels took about 90 ms a code, half the cart signs' time).
 */
export function qrPng(text: string): Promise<Buffer> {
  return toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 4 });
}

/** A document's title line and, under it, the tournament line; the cursor is left below them. */
export function heading(doc: PDFKit.PDFDocument, title: string, subtitle: string): void {
  font(doc, 'bold', title).fontSize(18).fillColor('black').text(title, margin, margin);
  font(doc, 'regular', subtitle).fontSize(10).fillColor('#444444').text(subtitle).fillColor('black');
  doc.moveDown(0.8);
}

/** A square box, ticked when `checked`. */
export function checkBox(doc: PDFKit.PDFDocument, x: number, y: number, size: number, checked: boolean): void {
  doc.save().lineWidth(0.8).rect(x, y, size, size).stroke();
  if (checked)
    doc
      .lineWidth(1.4)
      .moveTo(x + size * 0.2, y + size * 0.55)
      .lineTo(x + size * 0.42, y + size * 0.78)
      .lineTo(x + size * 0.82, y + size * 0.22)
      .stroke();
  doc.restore();
}

/** The tournament line under a title: "Spring Charity Classic · 2026-05-01 · Pebble Beach Golf Links". */
export function tournamentLine(data: { tournamentName: string; date: string; courseName: string }): string {
  return [data.tournamentName, data.date, data.courseName].filter(Boolean).join(' · ');
}
