import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import type { HoleSponsorsResponse } from '@fairway/contracts/sponsor';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { holeSponsorsPath } from './get-hole-sponsors';

export interface SetHoleSponsorVariables {
  tournamentId: string;
  hole: number;
  sponsorId: string;
}

/** Gives a free hole its sponsor; the reply is the whole grid of holes. */
export function setHoleSponsor({ tournamentId, hole, sponsorId }: SetHoleSponsorVariables): Promise<HoleSponsorsResponse> {
  return apiJson(`${holeSponsorsPath(tournamentId)}/${hole}`, trusted<HoleSponsorsResponse>(), { method: 'PUT', json: { sponsorId } });
}

export function useSetHoleSponsor(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: setHoleSponsor,
    invalidates: ({ tournamentId }: SetHoleSponsorVariables) => [
      queryKeys.fundraising(tournamentId, 'hole-sponsors'),
      queryKeys.fundraising(tournamentId, 'sponsors'),
    ],
    failure: fundraisingMessages.holeSponsorFailed,
    options,
  });
}
