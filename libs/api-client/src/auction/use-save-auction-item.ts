import type { AuctionItem, AuctionItemRequest } from '@fairway/contracts/auction';
import { auctionAdminTexts } from '@fairway/contracts/auction-admin-texts';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { auctionAdminChanged, auctionAdminPath } from './auction-admin-path';

export interface SaveAuctionItemVariables {
  tournamentId: string;
  /** Absent: a new item. */
  itemId?: string | undefined;
  item: AuctionItemRequest;
}

/** Creates an item, or replaces one (every field; status 'withdrawn' withdraws it) (event.edit). */
export function saveAuctionItem({ tournamentId, itemId, item }: SaveAuctionItemVariables): Promise<AuctionItem> {
  const path = itemId ? auctionAdminPath(tournamentId, 'items', itemId) : auctionAdminPath(tournamentId, 'items');
  return apiJson(path, trusted<AuctionItem>(), { method: itemId ? 'PUT' : 'POST', json: item });
}

export function useSaveAuctionItem(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: saveAuctionItem,
    invalidates: ({ tournamentId }: SaveAuctionItemVariables) => auctionAdminChanged(tournamentId),
    failure: auctionAdminTexts.itemSaveFailed,
    options,
  });
}
