import type { FundANeedView } from '@fairway/contracts/auction';
import type { FundANeedRequest } from '@fairway/contracts/auction-desk';
import { auctionAdminTexts } from '@fairway/contracts/auction-admin-texts';
import { apiFetch } from '../http/api-fetch';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { auctionAdminChanged, auctionAdminPath } from './auction-admin-path';

export interface SaveFundANeedVariables {
  tournamentId: string;
  fundANeed: FundANeedRequest;
}

/** The fund-a-need's title, description, levels, goal and whether it takes gifts (event.edit). */
export async function saveFundANeed({ tournamentId, fundANeed }: SaveFundANeedVariables): Promise<FundANeedView | undefined> {
  const response = await apiFetch(auctionAdminPath(tournamentId, 'fund-a-need'), { method: 'PUT', json: fundANeed });
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as FundANeedView);
}

export function useSaveFundANeed(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: saveFundANeed,
    invalidates: ({ tournamentId }: SaveFundANeedVariables) => auctionAdminChanged(tournamentId),
    failure: auctionAdminTexts.fundANeedSaveFailed,
    options,
  });
}
