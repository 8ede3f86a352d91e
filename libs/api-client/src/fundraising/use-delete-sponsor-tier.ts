import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { apiFetch } from '../http/api-fetch';
import { queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { sponsorTiersPath } from './get-sponsor-tiers';

export interface DeleteSponsorTierVariables {
  tournamentId: string;
  tierId: string;
}

/** Removes a tier no sponsor belongs to (the API refuses while one does). */
export async function deleteSponsorTier({ tournamentId, tierId }: DeleteSponsorTierVariables): Promise<void> {
  await apiFetch(`${sponsorTiersPath(tournamentId)}/${encodeURIComponent(tierId)}`, { method: 'DELETE' });
}

export function useDeleteSponsorTier(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: deleteSponsorTier,
    invalidates: ({ tournamentId }: DeleteSponsorTierVariables) => [queryKeys.fundraising(tournamentId, 'sponsor-tiers')],
    failure: fundraisingMessages.tierDeleteFailed,
    options,
  });
}
