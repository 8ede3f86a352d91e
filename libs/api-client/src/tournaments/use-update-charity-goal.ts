import type { CharityUpdateResponse } from '@fairway/contracts/charity-update';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { tournamentPath } from './tournament-key';
import { tournamentsQueryOptions } from './get-tournaments';

/** Whole dollars, as the admin types them ("5000"). */
export function updateCharityGoal(id: string, charityGoal: string | number): Promise<CharityUpdateResponse> {
  return apiJson(`${tournamentPath(id)}/charity-goal`, trusted<CharityUpdateResponse>(), { method: 'PATCH', json: { charityGoal } });
}

export function useUpdateCharityGoal(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: ({ id, value }: { id: string; value: string }) => updateCharityGoal(id, value),
    invalidates: () => [tournamentsQueryOptions().queryKey],
    failure: fundraisingMessages.charityGoalUpdateFailed,
    options,
  });
}
