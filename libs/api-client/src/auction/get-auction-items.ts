import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionItem } from '@fairway/contracts/auction';
import { apiJson, trusted } from '../http/api-json';
import { auctionAdminKey } from '../query/query-keys';
import { auctionAdminPath } from './auction-admin-path';

/** The organiser's items (event.edit): the public view with the reserve, the increment rule, own hours and status. */
export function getAuctionItems(tournamentId: string): Promise<AuctionItem[]> {
  return apiJson(auctionAdminPath(tournamentId, 'items'), trusted<AuctionItem[]>());
}

export function auctionItemsQueryOptions(tournamentId: string) {
  return queryOptions({ queryKey: auctionAdminKey(tournamentId, 'items'), queryFn: () => getAuctionItems(tournamentId) });
}

export function useAuctionItems(tournamentId: string, { enabled = true } = {}) {
  return useQuery({ ...auctionItemsQueryOptions(tournamentId), enabled });
}
