import type { AuctionSettings, AuctionSettingsRequest } from '@fairway/contracts/auction';
import { auctionAdminTexts } from '@fairway/contracts/auction-admin-texts';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { auctionAdminChanged, auctionAdminPath } from './auction-admin-path';

export interface SaveAuctionSettingsVariables {
  tournamentId: string;
  settings: AuctionSettingsRequest;
}

/** The auction's hours, soft close, hard cap and who may bid (event.edit). */
export function saveAuctionSettings({ tournamentId, settings }: SaveAuctionSettingsVariables): Promise<AuctionSettings> {
  return apiJson(auctionAdminPath(tournamentId, 'settings'), trusted<AuctionSettings>(), { method: 'PUT', json: settings });
}

export function useSaveAuctionSettings(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: saveAuctionSettings,
    invalidates: ({ tournamentId }: SaveAuctionSettingsVariables) => auctionAdminChanged(tournamentId),
    failure: auctionAdminTexts.settingsSaveFailed,
    options,
  });
}
