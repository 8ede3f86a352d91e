import type { PrintContest, PrintData, PrintDocumentRenderer } from './print-data';
import { addPage, fittingSize, font, margin, pageBox, qrPng, tournamentLine } from './print-kit';

export const volunteerScan = 'Volunteer: scan to open the station (sign in with your event-team account)';
const qrSize = 240;
const holeSize = 250;
const green = '#1f4d2b';

/**
 * A landscape placard per contest, to stand on its tee: the hole very large, the contest and its prize for the
 * players, and for the volunteer the QR that opens the contest's station (their own sign-in, never a token).
 */
export const renderContestPlacards: PrintDocumentRenderer = async (doc, data, paper) => {
  const { width, height } = pageBox(paper, 'landscape');
  const textWidth = width - 2 * margin - qrSize - 36;
  for (const contest of data.contests) {
    addPage(doc, paper, 'landscape');
    drawContest(doc, data, contest, textWidth);
    const qrX = width - margin - qrSize;
    const qrY = (height - qrSize) / 2 - 30;
    doc.image(await qrPng(contest.stationUrl), qrX, qrY, { width: qrSize });
    font(doc, 'regular').fontSize(12).fillColor('#333333');
    doc.text(volunteerScan, qrX, qrY + qrSize + 8, { width: qrSize, align: 'center' });
    font(doc, 'regular', tournamentLine(data)).fontSize(10).fillColor('#666666');
    // A line whose box passes the bottom margin would start a new page: stand it on the margin by its own height.
    doc.text(tournamentLine(data), margin, height - margin - doc.currentLineHeight(true), { width: width - 2 * margin, lineBreak: false });
    doc.fillColor('black');
  }
};

function drawContest(doc: PDFKit.PDFDocument, data: PrintData, contest: PrintContest, width: number): void {
  font(doc, 'bold')
    .fontSize(30)
    .fillColor('#555555')
    .text('HOLE', margin, margin + 10, { width, lineBreak: false });
  // Placed by its baseline: a font's line box above its digits differs (Noto Sans has more room for accents than
  // Helvetica), and at this size the difference would push the number into the contest's title.
  doc
    .fontSize(holeSize)
    .fillColor(green)
    .text(String(contest.hole), margin - 10, margin + 54 + holeSize * 0.72, { lineBreak: false, baseline: 'alphabetic' });
  let y = margin + 44 + holeSize - 10;
  const titleSize = fittingSize(doc, contest.title, 'bold', width, 40, 20);
  font(doc, 'bold', contest.title).fontSize(titleSize).fillColor('black').text(contest.title, margin, y, { width, lineBreak: false });
  y += titleSize + 14;
  if (contest.prize) {
    const prize = `Prize: ${contest.prize}`;
    // One line when it fits at 14 points or more, else two lines at 14, the rest cut.
    font(doc, 'regular', prize).fontSize(fittingSize(doc, prize, 'regular', width, 20, 14));
    doc.text(prize, margin, y, { width, height: 2 * doc.currentLineHeight(true), ellipsis: true });
    y = doc.y + 8;
  }
  const sponsor = data.holeSponsors.find((holeSponsor) => holeSponsor.hole === contest.hole);
  if (sponsor)
    font(doc, 'regular', sponsor.sponsorName)
      .fontSize(16)
      .fillColor('#444444')
      .text(`Sponsored by ${sponsor.sponsorName}`, margin, y, { width, lineBreak: false });
  doc.fillColor('black');
}
