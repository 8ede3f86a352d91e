import type { PrintContest, PrintData, PrintDocumentRenderer } from './print-data';
import { addPage, fittingSize, fonts, margin, pageBox, qrPng, tournamentLine } from './print-kit';

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
    doc.font(fonts.regular).fontSize(12).fillColor('#333333');
    doc.text(volunteerScan, qrX, qrY + qrSize + 8, { width: qrSize, align: 'center' });
    doc
      .fontSize(10)
      .fillColor('#666666')
      .text(tournamentLine(data), margin, height - margin - 12, { width: width - 2 * margin, lineBreak: false });
    doc.fillColor('black');
  }
};

function drawContest(doc: PDFKit.PDFDocument, data: PrintData, contest: PrintContest, width: number): void {
  doc
    .font(fonts.bold)
    .fontSize(30)
    .fillColor('#555555')
    .text('HOLE', margin, margin + 10, { width, lineBreak: false });
  doc
    .fontSize(holeSize)
    .fillColor(green)
    .text(String(contest.hole), margin - 10, margin + 44, { width, lineBreak: false });
  let y = margin + 44 + holeSize - 10;
  const titleSize = fittingSize(doc, contest.title, fonts.bold, width, 40, 20);
  doc.font(fonts.bold).fontSize(titleSize).fillColor('black').text(contest.title, margin, y, { width, lineBreak: false });
  y += titleSize + 14;
  if (contest.prize) {
    doc.font(fonts.regular).fontSize(20).text(`Prize: ${contest.prize}`, margin, y, { width, height: 52, ellipsis: true });
    y = doc.y + 8;
  }
  const sponsor = data.holeSponsors.find((holeSponsor) => holeSponsor.hole === contest.hole);
  if (sponsor) doc.font(fonts.regular).fontSize(16).fillColor('#444444').text(`Sponsored by ${sponsor.sponsorName}`, margin, y, { width, lineBreak: false });
  doc.fillColor('black');
}
