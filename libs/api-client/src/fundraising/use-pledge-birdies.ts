import type { BirdiePledge, CreateBirdiePledgeRequest } from '@fairway/contracts/birdie-pledge';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { birdiePledgesPath } from './get-birdie-pledges';

export interface PledgeBirdiesVariables {
  tournamentId: string;
  /** Its `pledgeId` (a client-made GUID, see newIdempotencyKey) makes a retried pledge the same one. */
  pledge: CreateBirdiePledgeRequest & { pledgeId: string };
}

/** So much per birdie or better, by one team or the whole field, up to an optional cap. */
export function pledgeBirdies({ tournamentId, pledge }: PledgeBirdiesVariables): Promise<BirdiePledge> {
  return apiJson(birdiePledgesPath(tournamentId), trusted<BirdiePledge>(), { method: 'POST', json: pledge });
}

export function usePledgeBirdies(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: pledgeBirdies,
    invalidates: ({ tournamentId }: PledgeBirdiesVariables) => [queryKeys.fundraising(tournamentId, 'birdie-pledges')],
    failure: fundraisingMessages.pledgeFailed,
    options,
  });
}
