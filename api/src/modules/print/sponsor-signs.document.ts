import type { PrintData, PrintDocumentRenderer, PrintHoleSponsor } from './print-data';
import { addPage, type FontStyle, fitText, fittingSize, font, margin, pageBox } from './print-kit';

export const sponsoredBy = 'This hole is sponsored by';
const green = '#1f4d2b';
const logoHeight = 210;

/**
 * A landscape sign per sponsored hole: the hole, the sponsor's logo fitted into a box with its proportions kept,
 * their name and message, and the charity the day plays for. Without a logo pdfkit can read, the name fills the box.
 */
export const renderSponsorSigns: PrintDocumentRenderer = (doc, data, paper) => {
  const { width, height } = pageBox(paper, 'landscape');
  const inner = width - 2 * margin;
  for (const sponsor of data.holeSponsors) {
    addPage(doc, paper, 'landscape');
    centred(doc, `Hole ${sponsor.hole}`, 'bold', 54, margin + 4, inner, green);
    centred(doc, sponsoredBy, 'regular', 20, margin + 72, inner, '#555555');
    const box = { x: margin + inner * 0.15, y: margin + 110, width: inner * 0.7, height: logoHeight };
    if (drawLogo(doc, sponsor, box)) {
      const size = fittingSize(doc, sponsor.sponsorName, 'bold', inner, 36, 16);
      centred(doc, sponsor.sponsorName, 'bold', size, box.y + box.height + 18, inner);
    } else {
      const size = fittingSize(doc, sponsor.sponsorName, 'bold', inner, 72, 24);
      centred(doc, sponsor.sponsorName, 'bold', size, box.y + (box.height - size) / 2, inner);
    }
    if (sponsor.message) {
      font(doc, 'italic', sponsor.message).fontSize(20).fillColor('#333333');
      doc.text(sponsor.message, margin, box.y + box.height + 70, { width: inner, align: 'center', height: 2 * doc.currentLineHeight(true), ellipsis: true });
    }
    centred(doc, charityLine(data), 'regular', 14, height - margin - 18, inner, '#444444');
    doc.fillColor('black');
  }
};

/** "Every shot today supports …": what the sign's footer says the day is for. */
export function charityLine(data: Pick<PrintData, 'charityName' | 'tournamentName'>): string {
  return data.charityName ? `Every shot today supports ${data.charityName}` : data.tournamentName;
}

/** Draws the logo fitted into the box; false without one or when its bytes are not a PNG or JPEG pdfkit can read. */
function drawLogo(doc: PDFKit.PDFDocument, sponsor: PrintHoleSponsor, box: { x: number; y: number; width: number; height: number }): boolean {
  if (!sponsor.logo) return false;
  try {
    // pdfkit reads the image before it draws anything, so a failure leaves the page untouched.
    doc.image(sponsor.logo.bytes, box.x, box.y, { fit: [box.width, box.height], align: 'center', valign: 'center' });
    return true;
  } catch {
    return false;
  }
}

function centred(doc: PDFKit.PDFDocument, text: string, style: FontStyle, size: number, y: number, width: number, color = 'black'): void {
  font(doc, style, text).fontSize(size).fillColor(color);
  const line = fitText(doc, text, width);
  doc.text(line, margin + Math.max(0, (width - doc.widthOfString(line)) / 2), y, { lineBreak: false });
}
