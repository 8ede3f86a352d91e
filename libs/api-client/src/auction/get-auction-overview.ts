import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionCatalogue } from '@fairway/contracts/auction';
import { apiJson, trusted } from '../http/api-json';
import { auctionAdminKey } from '../query/query-keys';
import { auctionAdminPath } from './auction-admin-path';

/** The auction as everyone reads it, for the organiser's settings and fund-a-need forms (with the count per level). */
export function getAuctionOverview(tournamentId: string): Promise<AuctionCatalogue> {
  return apiJson(auctionAdminPath(tournamentId), trusted<AuctionCatalogue>());
}

export function auctionOverviewQueryOptions(tournamentId: string) {
  return queryOptions({ queryKey: auctionAdminKey(tournamentId, 'overview'), queryFn: () => getAuctionOverview(tournamentId) });
}

export function useAuctionOverview(tournamentId: string, { enabled = true } = {}) {
  return useQuery({ ...auctionOverviewQueryOptions(tournamentId), enabled });
}
