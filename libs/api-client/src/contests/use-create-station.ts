import type { CreatedStation } from '@fairway/contracts/contest';
import { contestMessages } from '@fairway/contracts/contest-messages';
import { apiJson, trusted } from '../http/api-json';
import { contestAdminKey } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { contestStationsPath } from './get-contest-stations';

/** The reply carries the token, once: the API keeps only its hash. */
export function createStation(contestId: string, label: string): Promise<CreatedStation> {
  return apiJson(contestStationsPath(contestId), trusted<CreatedStation>(), { method: 'POST', json: { label } });
}

export function useCreateStation(contestId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: (label: string) => createStation(contestId, label),
    invalidates: () => [contestAdminKey(contestId, 'stations')],
    failure: contestMessages.stationCreateFailed,
    options,
  });
}
