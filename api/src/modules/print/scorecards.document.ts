import type { PaperSize } from '@fairway/contracts/print';
import type { PrintData, PrintDocumentRenderer, PrintHole, PrintPlayer, PrintTeam } from './print-data';
import { addPage, fitText, font, margin, pageBox, tournamentLine } from './print-kit';

/** A handicap stroke on a hole, printed as text in the hole's cell (one per stroke). */
export const strokeDot = '•';
/** The blank band between the OUT and IN halves, where the card folds (a dashed line down its middle). */
export const foldGap = 18;
/** Room to write a score by hand; two cards of four players still fit an A4 page. */
export const scorecardRowHeight = 19;
/** A card keeps a row for each of four players, so a late player can be written in. */
const playerRows = 4;
const headerHeight = 42;
const signatureHeight = 34;
/** Between two cards on a page: the dashed line to cut along. */
const cardGap = 24;
const nameWidth = 118;
const handicapWidth = 28;
/** Out, In and Total are wider than a hole's cell: they hold two-digit sums. */
const totalShare = 1.3;
const fontSize = 9;
const dotSize = 10;
const green = '#1f4d2b';
const grid = '#8a8a8a';

type Cell = { kind: 'hole'; hole: PrintHole } | { kind: 'sum'; label: string; holes: readonly PrintHole[] };

interface Column {
  x: number;
  width: number;
  cell: Cell;
}

interface Layout {
  columns: Column[];
  /** The middle of the fold gap; null on a nine-hole card. */
  foldX: number | null;
}

/**
 * A paper scorecard per team, for groups without a phone: landscape, two cards a page when they fit. Holes 1-9
 * with their OUT total, a fold gap, holes 10-18 with IN and TOTAL; under the course's rows (yardage, par, stroke
 * index) a row per player with their handicap and a dot in each hole where they receive a stroke.
 */
export const renderScorecards: PrintDocumentRenderer = (doc, data, paper) => {
  const { width, height } = pageBox(paper, 'landscape');
  const slot = (height - 2 * margin + cardGap) / 2;
  const layout = columnsFor(data.holes, width - 2 * margin);
  let topHalfTaken = false;
  for (const team of data.teams) {
    const fitsHalf = cardHeight(team) <= slot - cardGap;
    if (fitsHalf && topHalfTaken) {
      cutLine(doc, paper, margin + slot - cardGap / 2);
      drawCard(doc, data, team, layout, margin + slot);
      topHalfTaken = false;
    } else {
      addPage(doc, paper, 'landscape');
      drawCard(doc, data, team, layout, margin);
      topHalfTaken = fitsHalf;
    }
  }
};

function cardHeight(team: PrintTeam): number {
  return headerHeight + tableRows(team) * scorecardRowHeight + signatureHeight;
}

/** Hole, Yardage, Par, Stroke index, the players (at least four rows) and the team's row. */
function tableRows(team: PrintTeam): number {
  return 4 + Math.max(playerRows, team.players.length) + 1;
}

function columnsFor(holes: readonly PrintHole[], width: number): Layout {
  const sorted = [...holes].sort((a, b) => a.number - b.number);
  const out = sorted.filter((hole) => hole.number <= 9);
  const back = sorted.filter((hole) => hole.number > 9);
  const halves: Cell[][] = [[...out.map((hole): Cell => ({ kind: 'hole', hole })), { kind: 'sum', label: 'Out', holes: out }]];
  if (back.length > 0) halves.push([...back.map((hole): Cell => ({ kind: 'hole', hole })), { kind: 'sum', label: 'In', holes: back }]);
  halves[halves.length - 1]!.push({ kind: 'sum', label: 'Total', holes: sorted });
  const gaps = halves.length - 1;
  const shares = halves.flat().reduce((sum, cell) => sum + (cell.kind === 'hole' ? 1 : totalShare), 0);
  const unit = (width - nameWidth - handicapWidth - gaps * foldGap) / shares;
  const columns: Column[] = [];
  let x = margin + nameWidth + handicapWidth;
  let foldX: number | null = null;
  halves.forEach((half, index) => {
    if (index > 0) {
      foldX = x + foldGap / 2;
      x += foldGap;
    }
    for (const cell of half) {
      const cellWidth = cell.kind === 'hole' ? unit : unit * totalShare;
      columns.push({ x, width: cellWidth, cell });
      x += cellWidth;
    }
  });
  return { columns, foldX };
}

function drawCard(doc: PDFKit.PDFDocument, data: PrintData, team: PrintTeam, layout: Layout, top: number): void {
  const right = layout.columns.at(-1)!.x + layout.columns.at(-1)!.width;
  drawHeader(doc, data, team, top, right);
  let y = top + headerHeight;
  const courseRow = (label: string, value: (hole: PrintHole) => number, summed: boolean) => {
    drawRow(doc, layout, y, { label, fill: '#eef2ee', bold: false }, (cell) =>
      cell.kind === 'hole' ? String(value(cell.hole)) : summed ? String(cell.holes.reduce((sum, hole) => sum + value(hole), 0)) : '',
    );
    y += scorecardRowHeight;
  };
  drawRow(doc, layout, y, { label: 'Hole', handicap: 'Hcp', fill: green, bold: true, color: 'white' }, (cell) =>
    cell.kind === 'hole' ? String(cell.hole.number) : cell.label,
  );
  y += scorecardRowHeight;
  courseRow('Yardage', (hole) => hole.yardage, true);
  courseRow('Par', (hole) => hole.par, true);
  courseRow('Stroke index', (hole) => hole.strokeIndex, false);
  for (let index = 0; index < Math.max(playerRows, team.players.length); index++) {
    drawPlayerRow(doc, data, layout, y, team.players[index]);
    y += scorecardRowHeight;
  }
  drawRow(doc, layout, y, { label: 'Team', fill: '#f6f6f0', bold: true }, () => '');
  y += scorecardRowHeight;
  if (layout.foldX !== null) foldLine(doc, layout.foldX, top + headerHeight - 4, y + 4);
  drawSignatures(doc, y + 14, right);
}

function drawHeader(doc: PDFKit.PDFDocument, data: PrintData, team: PrintTeam, top: number, right: number): void {
  const half = (right - margin) / 2;
  font(doc, 'bold', team.name).fontSize(14).fillColor('black');
  doc.text(fitText(doc, team.name, half), margin, top, { lineBreak: false });
  font(doc, 'regular').fontSize(10);
  doc.text(team.startLabel ? `Start: ${team.startLabel}` : 'Start: to be announced', margin, top + 19, { lineBreak: false });
  font(doc, 'regular', tournamentLine(data)).fontSize(9).fillColor('#444444');
  const line = fitText(doc, tournamentLine(data), half);
  doc.text(line, right - doc.widthOfString(line), top + 2, { lineBreak: false });
  const legend = `${strokeDot} a handicap stroke on the hole`;
  font(doc, 'regular')
    .fontSize(fontSize)
    .text(legend, right - doc.widthOfString(legend), top + 20, { lineBreak: false });
  doc.fillColor('black');
}

interface RowStyle {
  label: string;
  handicap?: string;
  fill: string;
  bold: boolean;
  color?: string;
}

function drawRow(doc: PDFKit.PDFDocument, layout: Layout, y: number, style: RowStyle, text: (cell: Cell) => string): void {
  const h = scorecardRowHeight;
  doc
    .save()
    .rect(margin, y, nameWidth + handicapWidth, h)
    .fill(style.fill);
  for (const column of layout.columns) doc.rect(column.x, y, column.width, h).fill(style.fill);
  doc.restore();
  gridCells(doc, layout, y);
  font(doc, style.bold ? 'bold' : 'regular')
    .fontSize(fontSize)
    .fillColor(style.color ?? 'black');
  doc.text(style.label, margin + 4, y + (h - fontSize) / 2 + 1, { lineBreak: false });
  if (style.handicap) centred(doc, style.handicap, margin + nameWidth, handicapWidth, y);
  for (const column of layout.columns) {
    const value = text(column.cell);
    if (value) centred(doc, value, column.x, column.width, y);
  }
  doc.fillColor('black');
}

function drawPlayerRow(doc: PDFKit.PDFDocument, data: PrintData, layout: Layout, y: number, player: PrintPlayer | undefined): void {
  gridCells(doc, layout, y);
  if (!player) return;
  font(doc, 'regular', player.name).fontSize(10).fillColor('black');
  doc.text(fitText(doc, player.name, nameWidth - 8), margin + 4, y + (scorecardRowHeight - 10) / 2 + 1, { lineBreak: false });
  font(doc, 'regular').fontSize(fontSize);
  centred(doc, player.handicap === null ? '–' : String(player.handicap), margin + nameWidth, handicapWidth, y);
  const holeIndex = new Map(data.holes.map((hole, index) => [hole.number, index]));
  for (const column of layout.columns) {
    if (column.cell.kind !== 'hole') continue;
    const strokes = player.strokesByHole[holeIndex.get(column.cell.hole.number) ?? -1] ?? 0;
    if (strokes !== 0) drawDots(doc, strokes, column, y);
  }
}

/** Dots in the cell's top-right corner, clear of the score written in its middle; a plus handicap's given-back stroke is a "+". */
function drawDots(doc: PDFKit.PDFDocument, strokes: number, column: Column, y: number): void {
  const marks = (strokes > 0 ? strokeDot : '+').repeat(Math.abs(strokes));
  font(doc, 'bold').fontSize(dotSize);
  doc.text(marks, column.x + column.width - 2 - doc.widthOfString(marks), y + 1, { lineBreak: false });
}

function gridCells(doc: PDFKit.PDFDocument, layout: Layout, y: number): void {
  doc.save().lineWidth(0.5).strokeColor(grid);
  doc.rect(margin, y, nameWidth, scorecardRowHeight).stroke();
  doc.rect(margin + nameWidth, y, handicapWidth, scorecardRowHeight).stroke();
  for (const column of layout.columns) doc.rect(column.x, y, column.width, scorecardRowHeight).stroke();
  doc.restore();
}

function centred(doc: PDFKit.PDFDocument, text: string, x: number, width: number, y: number): void {
  doc.text(text, x + (width - doc.widthOfString(text)) / 2, y + (scorecardRowHeight - fontSize) / 2 + 1, { lineBreak: false });
}

function foldLine(doc: PDFKit.PDFDocument, x: number, from: number, to: number): void {
  doc.save().lineWidth(0.6).strokeColor(grid).dash(3, { space: 3 }).moveTo(x, from).lineTo(x, to).stroke().undash().restore();
}

function drawSignatures(doc: PDFKit.PDFDocument, y: number, right: number): void {
  const half = (right - margin) / 2;
  font(doc, 'regular').fontSize(9).fillColor('black');
  for (const [index, label] of ['Marker', 'Player'].entries()) {
    const x = margin + index * half;
    doc.text(label, x, y, { lineBreak: false });
    doc
      .save()
      .lineWidth(0.6)
      .moveTo(x + 44, y + 9)
      .lineTo(x + half - 24, y + 9)
      .stroke()
      .restore();
  }
}

function cutLine(doc: PDFKit.PDFDocument, paper: PaperSize, y: number): void {
  const { width } = pageBox(paper, 'landscape');
  doc
    .save()
    .lineWidth(0.5)
    .strokeColor('#b0b0b0')
    .dash(5, { space: 4 })
    .moveTo(margin / 2, y)
    .lineTo(width - margin / 2, y)
    .stroke()
    .undash()
    .restore();
}
