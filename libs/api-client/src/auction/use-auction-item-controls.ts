import type { ExtendItemInput } from '@fairway/contracts/auction-desk';
import { auctionAdminTexts } from '@fairway/contracts/auction-admin-texts';
import { apiFetch } from '../http/api-fetch';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { auctionAdminChanged, auctionAdminPath } from './auction-admin-path';
import type { AuctionItemVariables } from './use-delete-auction-item';

/** Close now: the item's close becomes the server's now; its leader wins (event.edit). */
export async function closeAuctionItem({ tournamentId, itemId }: AuctionItemVariables): Promise<void> {
  await apiFetch(auctionAdminPath(tournamentId, 'items', itemId, 'close'), { method: 'POST' });
}

export function useCloseAuctionItem(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: closeAuctionItem,
    invalidates: ({ tournamentId }: AuctionItemVariables) => auctionAdminChanged(tournamentId),
    failure: auctionAdminTexts.closeFailed,
    options,
  });
}

export type ExtendAuctionItemVariables = AuctionItemVariables & ExtendItemInput;

/** Moves the item's close N minutes later (event.edit). */
export async function extendAuctionItem({ tournamentId, itemId, minutes }: ExtendAuctionItemVariables): Promise<void> {
  await apiFetch(auctionAdminPath(tournamentId, 'items', itemId, 'extend'), { method: 'POST', json: { minutes } });
}

export function useExtendAuctionItem(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: extendAuctionItem,
    invalidates: ({ tournamentId }: ExtendAuctionItemVariables) => auctionAdminChanged(tournamentId),
    failure: auctionAdminTexts.extendFailed,
    options,
  });
}

/** The unpaid winner's win is passed to the best bidder who did not win (event.edit). */
export async function offerToNextBidder({ tournamentId, itemId }: AuctionItemVariables): Promise<void> {
  await apiFetch(auctionAdminPath(tournamentId, 'items', itemId, 'offer-next'), { method: 'POST' });
}

export function useOfferToNextBidder(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: offerToNextBidder,
    invalidates: ({ tournamentId }: AuctionItemVariables) => auctionAdminChanged(tournamentId),
    failure: auctionAdminTexts.offerNextFailed,
    options,
  });
}
