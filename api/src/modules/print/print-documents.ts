import { type PrintDocument, printMessages } from '@fairway/contracts/print';
import { renderAlphabeticalList } from './alphabetical-list.document';
import { renderCartSigns } from './cart-signs.document';
import { renderContestPlacards } from './contest-placards.document';
import type { PrintData, PrintDocumentRenderer } from './print-data';
import { renderScorecards } from './scorecards.document';
import { renderSponsorSigns } from './sponsor-signs.document';
import { renderStartersSheet } from './starters-sheet.document';

/** Each document's renderer; the pack draws them in printDocuments' order. */
export const printRenderers: Record<PrintDocument, PrintDocumentRenderer> = {
  'cart-signs': renderCartSigns,
  'alphabetical-list': renderAlphabeticalList,
  'starters-sheet': renderStartersSheet,
  scorecards: renderScorecards,
  'contest-placards': renderContestPlacards,
  'sponsor-signs': renderSponsorSigns,
};

/** What stops a document from being worth printing yet; null when it is ready. */
export function printWarning(document: PrintDocument, data: PrintData): string | null {
  const players = data.teams.some((team) => team.players.length > 0);
  const started = data.teams.some((team) => team.startHole !== null);
  switch (document) {
    case 'cart-signs':
    case 'starters-sheet':
      if (data.teams.length === 0) return printMessages.noTeams;
      return started ? null : printMessages.startsNotAssigned;
    case 'alphabetical-list':
    case 'scorecards':
      if (data.teams.length === 0) return printMessages.noTeams;
      return players ? null : printMessages.noPlayers;
    case 'contest-placards':
      return data.contests.length > 0 ? null : printMessages.noContests;
    case 'sponsor-signs':
      return data.holeSponsors.length > 0 ? null : printMessages.noHoleSponsors;
  }
}
