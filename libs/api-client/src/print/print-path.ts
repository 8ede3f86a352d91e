import type { PaperSize, PrintDocument } from '@fairway/contracts/print';
import { tournamentPath } from '../tournaments/tournament-key';

/** `/api/tournaments/{id}/print`: what each document will hold on the paper chosen. */
export const printCataloguePath = (tournamentId: string, paper: PaperSize) => `${tournamentPath(tournamentId)}/print?paper=${paper}`;

/** `/api/tournaments/{id}/print/{document}.pdf?paper=`: one document, or `pack` for all of them in one file. */
export const printDocumentPath = (tournamentId: string, document: PrintDocument | 'pack', paper: PaperSize) =>
  `${tournamentPath(tournamentId)}/print/${document}.pdf?paper=${paper}`;

/** The print centre's reads; without `paper`, on both papers. */
export const printCatalogueKey = (tournamentId: string, ...paper: [PaperSize] | []) => ['/api/tournaments/print', tournamentId, ...paper] as const;
