import type { AuctionBidder, GuestBidderInput } from '@fairway/contracts/auction-desk';
import { auctionAdminTexts } from '@fairway/contracts/auction-admin-texts';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { auctionAdminChanged, auctionAdminPath } from './auction-admin-path';

export interface AddGuestBidderVariables {
  tournamentId: string;
  guest: GuestBidderInput;
}

/** A guest's bidder number given at the desk (checkIn or auction.checkout); the answer holds the number. */
export function addGuestBidder({ tournamentId, guest }: AddGuestBidderVariables): Promise<AuctionBidder> {
  return apiJson(auctionAdminPath(tournamentId, 'bidders'), trusted<AuctionBidder>(), { method: 'POST', json: guest });
}

export function useAddGuestBidder(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: addGuestBidder,
    invalidates: ({ tournamentId }: AddGuestBidderVariables) => auctionAdminChanged(tournamentId),
    failure: auctionAdminTexts.guestAddFailed,
    options,
  });
}
