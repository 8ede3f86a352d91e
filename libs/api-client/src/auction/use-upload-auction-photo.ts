import type { AuctionItem } from '@fairway/contracts/auction';
import { auctionAdminTexts } from '@fairway/contracts/auction-admin-texts';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { auctionAdminChanged, auctionAdminPath } from './auction-admin-path';

export interface UploadAuctionPhotoVariables {
  tournamentId: string;
  itemId: string;
  /** A PNG, JPEG or WebP image (the sponsor logos' rules). */
  photo: Blob;
}

/** Adds a photo to an item (at most 4), as a multipart form with the file under `photo`; answers the item. */
export function uploadAuctionPhoto({ tournamentId, itemId, photo }: UploadAuctionPhotoVariables): Promise<AuctionItem> {
  const body = new FormData();
  body.append('photo', photo);
  return apiJson(auctionAdminPath(tournamentId, 'items', itemId, 'photos'), trusted<AuctionItem>(), { method: 'POST', body });
}

export function useUploadAuctionPhoto(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: uploadAuctionPhoto,
    invalidates: ({ tournamentId }: UploadAuctionPhotoVariables) => auctionAdminChanged(tournamentId),
    failure: auctionAdminTexts.photoUploadFailed,
    options,
  });
}

export interface RemoveAuctionPhotoVariables {
  tournamentId: string;
  itemId: string;
  /** The photo's place in the item's list, from 0. */
  index: number;
}

/** Removes one photo of an item (its stored file too); answers the item. */
export function removeAuctionPhoto({ tournamentId, itemId, index }: RemoveAuctionPhotoVariables): Promise<AuctionItem> {
  return apiJson(auctionAdminPath(tournamentId, 'items', itemId, 'photos', index), trusted<AuctionItem>(), { method: 'DELETE' });
}

export function useRemoveAuctionPhoto(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: removeAuctionPhoto,
    invalidates: ({ tournamentId }: RemoveAuctionPhotoVariables) => auctionAdminChanged(tournamentId),
    failure: auctionAdminTexts.photoRemoveFailed,
    options,
  });
}
