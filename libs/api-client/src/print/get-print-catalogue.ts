import type { PaperSize, PrintCatalogue } from '@fairway/contracts/print';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, trusted } from '../http/api-json';
import { printCatalogueKey, printCataloguePath } from './print-path';

/** Each document's pages on the paper, and why it is empty or not ready yet. */
export function getPrintCatalogue(tournamentId: string, paper: PaperSize): Promise<PrintCatalogue> {
  return apiJson(printCataloguePath(tournamentId, paper), trusted<PrintCatalogue>());
}

export function printCatalogueQueryOptions(tournamentId: string, paper: PaperSize) {
  return queryOptions({ queryKey: printCatalogueKey(tournamentId, paper), queryFn: () => getPrintCatalogue(tournamentId, paper) });
}

export function usePrintCatalogue(tournamentId: string, paper: PaperSize) {
  return useQuery(printCatalogueQueryOptions(tournamentId, paper));
}
