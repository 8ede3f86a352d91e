import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import type { HoleSponsorsResponse } from '@fairway/contracts/sponsor';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { holeSponsorsPath } from './get-hole-sponsors';

export interface ClearHoleSponsorVariables {
  tournamentId: string;
  hole: number;
}

/** Frees a hole; the reply is the whole grid of holes. */
export function clearHoleSponsor({ tournamentId, hole }: ClearHoleSponsorVariables): Promise<HoleSponsorsResponse> {
  return apiJson(`${holeSponsorsPath(tournamentId)}/${hole}`, trusted<HoleSponsorsResponse>(), { method: 'DELETE' });
}

export function useClearHoleSponsor(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: clearHoleSponsor,
    invalidates: ({ tournamentId }: ClearHoleSponsorVariables) => [
      queryKeys.fundraising(tournamentId, 'hole-sponsors'),
      queryKeys.fundraising(tournamentId, 'sponsors'),
    ],
    failure: fundraisingMessages.holeSponsorFailed,
    options,
  });
}
