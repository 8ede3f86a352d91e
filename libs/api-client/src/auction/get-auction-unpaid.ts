import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnpaidBidders } from '@fairway/contracts/auction-desk';
import { apiJson, trusted } from '../http/api-json';
import { auctionAdminKey } from '../query/query-keys';
import { auctionAdminPath } from './auction-admin-path';

/** Who still owes, most first (auction.checkout). */
export function getAuctionUnpaid(tournamentId: string): Promise<UnpaidBidders> {
  return apiJson(auctionAdminPath(tournamentId, 'unpaid'), trusted<UnpaidBidders>());
}

export function auctionUnpaidQueryOptions(tournamentId: string) {
  return queryOptions({ queryKey: auctionAdminKey(tournamentId, 'unpaid'), queryFn: () => getAuctionUnpaid(tournamentId) });
}

export function useAuctionUnpaid(tournamentId: string) {
  return useQuery(auctionUnpaidQueryOptions(tournamentId));
}
