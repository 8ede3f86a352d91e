import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { apiFetch } from '../http/api-fetch';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { sponsorsPath } from './get-sponsors';
import { fundraisingChanged } from './fundraising-changed';

export interface DeleteSponsorVariables {
  tournamentId: string;
  sponsorId: string;
}

/** Removes a sponsor, its holes and its logo. */
export async function deleteSponsor({ tournamentId, sponsorId }: DeleteSponsorVariables): Promise<void> {
  await apiFetch(`${sponsorsPath(tournamentId)}/${encodeURIComponent(sponsorId)}`, { method: 'DELETE' });
}

export function useDeleteSponsor(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: deleteSponsor,
    invalidates: ({ tournamentId }: DeleteSponsorVariables) => fundraisingChanged(tournamentId),
    failure: fundraisingMessages.sponsorDeleteFailed,
    options,
  });
}
