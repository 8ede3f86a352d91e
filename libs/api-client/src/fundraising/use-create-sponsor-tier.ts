import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import type { CreateSponsorTierRequest, SponsorTier } from '@fairway/contracts/sponsor';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { sponsorTiersPath } from './get-sponsor-tiers';

export interface CreateSponsorTierVariables {
  tournamentId: string;
  tier: CreateSponsorTierRequest;
}

/** A tier sponsors can buy into (Gold, Hole sponsor...): its price, how many places, what it gives. */
export function createSponsorTier({ tournamentId, tier }: CreateSponsorTierVariables): Promise<SponsorTier> {
  return apiJson(sponsorTiersPath(tournamentId), trusted<SponsorTier>(), { method: 'POST', json: tier });
}

export function useCreateSponsorTier(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: createSponsorTier,
    invalidates: ({ tournamentId }: CreateSponsorTierVariables) => [queryKeys.fundraising(tournamentId, 'sponsor-tiers')],
    failure: fundraisingMessages.tierSaveFailed,
    options,
  });
}
