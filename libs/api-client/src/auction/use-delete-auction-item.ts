import { auctionAdminTexts } from '@fairway/contracts/auction-admin-texts';
import { apiFetch } from '../http/api-fetch';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { auctionAdminChanged, auctionAdminPath } from './auction-admin-path';

export interface AuctionItemVariables {
  tournamentId: string;
  itemId: string;
}

/** Deletes an item without bids (one with bids is refused, 409: withdraw it). */
export async function deleteAuctionItem({ tournamentId, itemId }: AuctionItemVariables): Promise<void> {
  await apiFetch(auctionAdminPath(tournamentId, 'items', itemId), { method: 'DELETE' });
}

export function useDeleteAuctionItem(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: deleteAuctionItem,
    invalidates: ({ tournamentId }: AuctionItemVariables) => auctionAdminChanged(tournamentId),
    failure: auctionAdminTexts.itemDeleteFailed,
    options,
  });
}
