import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AuctionCatalogue } from '@fairway/contracts/auction';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';

export const auctionPath = (tournamentId: string) => `/api/tournaments/${encodeURIComponent(tournamentId)}/auction`;

/** Public, read by the phones and the TV: taken as the API wrote it (no zod on the TV). */
export function getAuctionCatalogue(tournamentId: string): Promise<AuctionCatalogue> {
  return apiJson(auctionPath(tournamentId), trusted<AuctionCatalogue>());
}

/** The catalogue (items, the caller's own standing, the fund-a-need and the sales so far), kept current by `auction` events. */
export function auctionCatalogueQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.auction(tournamentId ?? '', 'catalogue'),
    queryFn: tournamentId ? () => getAuctionCatalogue(tournamentId) : skipToken,
  });
}

export function useAuctionCatalogue(tournamentId: string | null | undefined) {
  return useQuery(auctionCatalogueQueryOptions(tournamentId));
}
