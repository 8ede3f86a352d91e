// Every sentence of the print centre, once: the documents and papers by name, the server's warnings and refusals
// (the tab shows the warnings as the server sends them) and the tab's own words. Apart from the print schema, and
// without zod, so a page shows them without loading it; the schema takes its lists and sentences from here.
import { startsMessages } from './starts-messages';

/** Each document of the morning, in the order the pack puts them. */
export const printDocuments = ['cart-signs', 'alphabetical-list', 'starters-sheet', 'scorecards', 'contest-placards', 'sponsor-signs'] as const;
export const paperSizes = ['a4', 'letter'] as const;
type PrintDocument = (typeof printDocuments)[number];
type PaperSize = (typeof paperSizes)[number];

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

/** The server's: why a document is not ready yet (the catalogue's warnings, the tab shows them as sent), and the
 * refusals of a bad address. */
export const printMessages = {
  documentInvalid: `Choose a document: ${[...printDocuments, 'pack'].join(', ')}`,
  paperInvalid: `Choose ${paperSizeLabels.a4} or ${paperSizeLabels.letter} paper`,
  noTeams: 'Add teams first',
  noPlayers: 'No players yet',
  startsNotAssigned: startsMessages.notPlanned,
  noContests: 'No contests yet',
  noHoleSponsors: 'No hole sponsors yet',
  /** The page a PDF with nothing in it prints instead, above the reasons. */
  nothingToPrint: 'Nothing to print yet',
  emptyDocument: 'This document is empty.',
} as const;

/** The organiser's tab. */
export const printCentreMessages = {
  fetchFailed: 'Could not load the print centre',
  downloadFailed: 'Failed to download the document',
  counting: 'Counting the pages…',
  pack: 'Download the morning pack',
  packPurpose: 'Every document below in one file, in the order the morning needs them.',
  pages: (pages: number) => (pages === 1 ? '1 page' : `${pages} pages`),
} as const;
