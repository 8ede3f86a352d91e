// The print centre's words: each document's name and what it is for, apart from the print schema so a page
// shows them without loading zod.
import type { PaperSize, PrintDocument } from './print.schema';

/** Each document as the organiser's screen names it, and the sentence that says what it is for. */
export const printDocumentTexts: Record<PrintDocument, { name: string; purpose: string }> = {
  'cart-signs': { name: 'Cart signs', purpose: "Two per cart, with the team's starting hole and the QR code that joins its scorecard." },
  'alphabetical-list': { name: 'Alphabetical list', purpose: 'Every player A to Z with their team and start, and a box to tick at the check-in desk.' },
  'starters-sheet': { name: "Starter's sheet", purpose: 'The teams hole by hole (or time by time), for the starter sending the groups out.' },
  scorecards: { name: 'Scorecards', purpose: "One per team without a phone: pars, yardage, stroke index and each player's stroke dots." },
  'contest-placards': { name: 'Contest placards', purpose: "A placard for each contest hole, with the station's QR code for its volunteer." },
  'sponsor-signs': { name: 'Hole-sponsor signs', purpose: "A sign for each sponsored hole, with the sponsor's logo." },
};

export const paperSizeLabels: Record<PaperSize, string> = { a4: 'A4', letter: 'US Letter' };

export const printCentreMessages = {
  fetchFailed: 'Could not load the print centre',
  downloadFailed: 'Failed to download the document',
  counting: 'Counting the pages…',
  pack: 'Download the morning pack',
  packPurpose: 'Every document below in one file, in the order the morning needs them.',
  pages: (pages: number) => (pages === 1 ? '1 page' : `${pages} pages`),
} as const;
