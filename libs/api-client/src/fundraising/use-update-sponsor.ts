import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import type { Sponsor, UpdateSponsorRequest } from '@fairway/contracts/sponsor';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { sponsorsPath } from './get-sponsors';
import { fundraisingChanged } from './fundraising-changed';

export interface UpdateSponsorVariables {
  tournamentId: string;
  sponsorId: string;
  changes: UpdateSponsorRequest;
}

/** Changes a sponsor; marking it paid records its sponsorship in the ledger, marking it unpaid voids that entry. */
export function updateSponsor({ tournamentId, sponsorId, changes }: UpdateSponsorVariables): Promise<Sponsor> {
  return apiJson(`${sponsorsPath(tournamentId)}/${encodeURIComponent(sponsorId)}`, trusted<Sponsor>(), { method: 'PATCH', json: changes });
}

export function useUpdateSponsor(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: updateSponsor,
    invalidates: ({ tournamentId }: UpdateSponsorVariables) => fundraisingChanged(tournamentId),
    failure: fundraisingMessages.sponsorSaveFailed,
    options,
  });
}
