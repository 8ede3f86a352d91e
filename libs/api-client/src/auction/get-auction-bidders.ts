import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionBidder } from '@fairway/contracts/auction-desk';
import { apiJson, trusted } from '../http/api-json';
import { auctionAdminKey } from '../query/query-keys';
import { auctionAdminPath } from './auction-admin-path';

/** The desk's bidder list (checkIn or auction.checkout): number, name, where the number came from, what they owe. */
export function getAuctionBidders(tournamentId: string): Promise<AuctionBidder[]> {
  return apiJson(auctionAdminPath(tournamentId, 'bidders'), trusted<AuctionBidder[]>());
}

export function auctionBiddersQueryOptions(tournamentId: string) {
  return queryOptions({ queryKey: auctionAdminKey(tournamentId, 'bidders'), queryFn: () => getAuctionBidders(tournamentId) });
}

export function useAuctionBidders(tournamentId: string) {
  return useQuery(auctionBiddersQueryOptions(tournamentId));
}
