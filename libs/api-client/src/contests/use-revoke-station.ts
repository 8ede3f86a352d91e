import { contestMessages } from '@fairway/contracts/contest-messages';
import { apiFetch } from '../http/api-fetch';
import { contestAdminKey } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { contestStationsPath } from './get-contest-stations';

/** The link stops working at once; entries it made stay. */
export async function revokeStation(contestId: string, stationId: string): Promise<void> {
  await apiFetch(`${contestStationsPath(contestId)}/${encodeURIComponent(stationId)}`, { method: 'DELETE' });
}

export function useRevokeStation(contestId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: (stationId: string) => revokeStation(contestId, stationId),
    invalidates: () => [contestAdminKey(contestId, 'stations')],
    failure: contestMessages.stationRevokeFailed,
    options,
  });
}
