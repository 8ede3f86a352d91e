import type { PaperSize } from '@fairway/contracts/print';
import { addPage, type FontStyle, fitText, font, heading, margin, pageBox } from './print-kit';

export interface TableColumn<Row> {
  title: string;
  /** A share of the page's width between the margins. */
  share: number;
  /** The cell's text; a column with `draw` paints the cell itself instead. */
  text?: (row: Row) => string;
  draw?: (doc: PDFKit.PDFDocument, row: Row, cell: { x: number; y: number; width: number; height: number }) => void;
}

export interface TableOptions<Row> {
  paper: PaperSize;
  title: string;
  subtitle: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A band above a row that starts a new part ("Wave 2"), drawn before it. */
  sectionOf?: (row: Row, previous: Row | undefined) => string | null;
  /** A line under the title of the first page only (the horn times). */
  lead?: string;
}

const rowHeight = 20;
const fontSize = 10;

/**
 * A list across as many pages as it needs: the title on the first page, the header row repeated at the top of
 * every page, a row never split, light bands every other row so a finger can follow a line.
 */
export function drawTable<Row>(doc: PDFKit.PDFDocument, options: TableOptions<Row>): void {
  const { width, height } = pageBox(options.paper);
  const inner = width - 2 * margin;
  const xs = columnStarts(options.columns, inner);
  let y = startPage(doc, options, true, xs);
  options.rows.forEach((row, index) => {
    const section = options.sectionOf?.(row, options.rows[index - 1]) ?? null;
    const needed = rowHeight * (section ? 2 : 1);
    if (y + needed > height - margin) y = startPage(doc, options, false, xs);
    if (section) {
      font(doc, 'bold', section)
        .fontSize(12)
        .text(section, margin, y + 5, { width: inner, lineBreak: false });
      y += rowHeight;
    }
    if (index % 2 === 1) doc.save().rect(margin, y, inner, rowHeight).fill('#f1f3f1').restore();
    options.columns.forEach((column, columnIndex) => {
      const cell = { x: xs[columnIndex]!, y, width: inner * column.share, height: rowHeight };
      if (column.draw) column.draw(doc, row, cell);
      else drawCellText(doc, column.text?.(row) ?? '', cell, 'regular');
    });
    y += rowHeight;
  });
}

function columnStarts<Row>(columns: readonly TableColumn<Row>[], inner: number): number[] {
  let x = margin;
  return columns.map((column) => {
    const start = x;
    x += inner * column.share;
    return start;
  });
}

function startPage<Row>(doc: PDFKit.PDFDocument, options: TableOptions<Row>, first: boolean, xs: readonly number[]): number {
  addPage(doc, options.paper);
  if (first) {
    heading(doc, options.title, options.subtitle);
    if (options.lead) font(doc, 'bold', options.lead).fontSize(11).text(options.lead, margin).moveDown(0.6);
  } else {
    font(doc, 'regular', options.title).fontSize(9).fillColor('#444444').text(`${options.title} (continued)`, margin, margin).fillColor('black').moveDown(0.4);
  }
  const y = doc.y;
  const inner = pageBox(options.paper).width - 2 * margin;
  doc.save().rect(margin, y, inner, rowHeight).fill('#1f4d2b').restore();
  options.columns.forEach((column, index) => {
    doc.fillColor('white');
    drawCellText(doc, column.title, { x: xs[index]!, y, width: inner * column.share, height: rowHeight }, 'bold');
  });
  doc.fillColor('black');
  return y + rowHeight;
}

function drawCellText(doc: PDFKit.PDFDocument, text: string, cell: { x: number; y: number; width: number; height?: number }, style: FontStyle): void {
  font(doc, style, text).fontSize(fontSize);
  doc.text(fitText(doc, text, cell.width - 8), cell.x + 4, cell.y + (rowHeight - fontSize) / 2 + 1, { lineBreak: false });
}
