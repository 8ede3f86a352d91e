import type { PaperSize } from '@fairway/contracts/print';
import { startLabel } from '@fairway/contracts/starts';
import type { PrintData, PrintDocumentRenderer, PrintPlayer, PrintTeam } from './print-data';
import { addPage, type FontStyle, fitText, fittingSize, font, pageBox, qrPng } from './print-kit';

/** Two golfers share a cart. */
const playersPerCart = 2;
const padding = 30;
export const scanToScore = "Scan to open your team's scorecard";

/** A team's carts: players 1-2 and 3-4; a team of one or two has one cart, a team with nobody named yet still gets one. */
export function cartsOf(team: Pick<PrintTeam, 'players'>): PrintPlayer[][] {
  const carts: PrintPlayer[][] = [];
  for (let index = 0; index < team.players.length; index += playersPerCart) carts.push(team.players.slice(index, index + playersPerCart));
  return carts.length > 0 ? carts : [[]];
}

/** "Hole 7B" big on the sign; below it when the group goes: its tee time, or the shotgun's horn (and wave). */
export function whenLine(data: Pick<PrintData, 'shotgunTimes' | 'startMode'>, team: PrintTeam): string {
  if (team.startHole === null) return 'Your starting hole will be announced';
  if (data.startMode === 'tee-times') return team.teeTime ? `Tee time ${team.teeTime}` : '';
  const wave = data.shotgunTimes.length > 1 || team.wave > 1 ? `Wave ${team.wave} · ` : '';
  const horn = data.shotgunTimes[team.wave - 1] ?? team.teeTime;
  return `${wave}Shotgun start${horn ? ` at ${horn}` : ''}`;
}

/**
 * A sign per cart, two to a page (one team per page, cut along the dashed line): the team, the cart's two
 * players, where they start and the team's join QR, which opens the team's scorecard on a phone.
 */
export const renderCartSigns: PrintDocumentRenderer = async (doc, data, paper) => {
  for (const team of data.teams) {
    const qr = await qrPng(team.joinUrl);
    addPage(doc, paper, 'portrait', 0);
    const carts = cartsOf(team);
    carts.forEach((players, index) =>
      drawSign(doc, { data, team, players, qr, paper, top: index * (pageBox(paper).height / 2), cart: `Cart ${index + 1} of ${carts.length}` }),
    );
    cutLine(doc, paper);
  }
};

interface Sign {
  data: PrintData;
  team: PrintTeam;
  players: readonly PrintPlayer[];
  qr: Buffer;
  paper: PaperSize;
  /** The half page's top edge. */
  top: number;
  cart: string;
}

function drawSign(doc: PDFKit.PDFDocument, { data, team, players, qr, paper, top, cart }: Sign): void {
  const { width, height } = pageBox(paper);
  const half = height / 2;
  const qrSize = Math.min(half - 2 * padding - 60, 200);
  const qrX = width - padding - qrSize;
  const left = width - 2 * padding - qrSize - 24;
  const line = (text: string, style: FontStyle, size: number, y: number, color = 'black') =>
    font(doc, style, text)
      .fontSize(size)
      .fillColor(color)
      .text(fitText(doc, text, left), padding, y, { lineBreak: false });

  line(`${data.tournamentName} · for ${data.charityName}`, 'regular', 11, top + padding, '#444444');
  line(team.name, 'bold', fittingSize(doc, team.name, 'bold', left, 40, 18), top + padding + 24);
  players.forEach((player, index) => line(player.name, 'regular', 20, top + padding + 80 + index * 27));
  const start = team.startHole === null ? 'Start to be announced' : startLabel({ hole: team.startHole, slot: team.startSlot, teeTime: null });
  line(start, 'bold', fittingSize(doc, start, 'bold', left, team.startHole === null ? 26 : 64, 18), top + padding + 150);
  line(whenLine(data, team), 'regular', 16, top + padding + 226);
  line(cart, 'regular', 10, top + half - padding - 10, '#666666');

  doc.image(qr, qrX, top + padding + 10, { width: qrSize, height: qrSize });
  font(doc, 'bold')
    .fontSize(11)
    .fillColor('black')
    .text(scanToScore, qrX - 20, top + padding + qrSize + 18, { width: qrSize + 40, align: 'center' });
}

function cutLine(doc: PDFKit.PDFDocument, paper: PaperSize): void {
  const { width, height } = pageBox(paper);
  doc
    .save()
    .dash(4, { space: 4 })
    .strokeColor('#999999')
    .lineWidth(0.6)
    .moveTo(12, height / 2)
    .lineTo(width - 12, height / 2)
    .stroke()
    .undash()
    .restore();
}
