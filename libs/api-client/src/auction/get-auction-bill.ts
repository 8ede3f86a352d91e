import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AuctionBill } from '@fairway/contracts/auction-desk';
import { apiJson, trusted } from '../http/api-json';
import { auctionAdminKey } from '../query/query-keys';
import { auctionAdminPath } from './auction-admin-path';

/** One bidder's bill as the desk reads it (auction.checkout). */
export function getAuctionBill(tournamentId: string, bidderNumber: number): Promise<AuctionBill> {
  return apiJson(auctionAdminPath(tournamentId, 'bidders', bidderNumber, 'bill'), trusted<AuctionBill>());
}

export function auctionBillQueryOptions(tournamentId: string, bidderNumber: number | null) {
  return queryOptions({
    queryKey: auctionAdminKey(tournamentId, 'bill', bidderNumber ?? 0),
    queryFn: bidderNumber === null ? skipToken : () => getAuctionBill(tournamentId, bidderNumber),
    // A number nobody has is an answer (404), not a failure to retry.
    retry: false,
  });
}

/** The bill of the number the desk entered; null: none entered yet. */
export function useAuctionBill(tournamentId: string, bidderNumber: number | null) {
  return useQuery(auctionBillQueryOptions(tournamentId, bidderNumber));
}
