import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import type { CreateSponsorRequest, Sponsor } from '@fairway/contracts/sponsor';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { sponsorsPath } from './get-sponsors';
import { fundraisingChanged } from './fundraising-changed';

export interface CreateSponsorVariables {
  tournamentId: string;
  sponsor: CreateSponsorRequest;
}

/** A sponsor of the tournament; when it is marked paid the API records its sponsorship in the ledger. */
export function createSponsor({ tournamentId, sponsor: input }: CreateSponsorVariables): Promise<Sponsor> {
  return apiJson(sponsorsPath(tournamentId), trusted<Sponsor>(), { method: 'POST', json: input });
}

export function useCreateSponsor(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: createSponsor,
    invalidates: ({ tournamentId }: CreateSponsorVariables) => fundraisingChanged(tournamentId),
    failure: fundraisingMessages.sponsorSaveFailed,
    options,
  });
}
