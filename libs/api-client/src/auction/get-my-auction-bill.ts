import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AuctionBill } from '@fairway/contracts/auction-desk';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { auctionCallPath } from './auction-writes-path';

/** Under the auction's reads, so an `auction` event's refresh of them reaches it. */
export const myAuctionBillKey = (tournamentId: string) => [...queryKeys.auction(tournamentId), 'my-bill'] as const;

/** The signed-in bidder's own bill: the items they won and their fund-a-need gifts, paid or not. */
export function getMyAuctionBill(tournamentId: string): Promise<AuctionBill> {
  return apiJson(auctionCallPath(tournamentId, 'my-bill'), trusted<AuctionBill>());
}

export function myAuctionBillQueryOptions(tournamentId: string, enabled: boolean) {
  return queryOptions({ queryKey: myAuctionBillKey(tournamentId), queryFn: enabled ? () => getMyAuctionBill(tournamentId) : skipToken, retry: false });
}

export function useMyAuctionBill(tournamentId: string, enabled: boolean) {
  return useQuery(myAuctionBillQueryOptions(tournamentId, enabled));
}
