import type { CharityUpdateResponse } from '@fairway/contracts/charity-update';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { tournamentPath } from './tournament-key';
import { tournamentsQueryOptions } from './get-tournaments';

/** Dollars and cents ("1250.50"); the reply lists the milestones this change crossed. */
export function updateCharityRaised(id: string, charityRaised: string | number): Promise<CharityUpdateResponse> {
  return apiJson(`${tournamentPath(id)}/charity-raised`, trusted<CharityUpdateResponse>(), { method: 'PATCH', json: { charityRaised } });
}

export function useUpdateCharityRaised(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: ({ id, value }: { id: string; value: string }) => updateCharityRaised(id, value),
    invalidates: () => [tournamentsQueryOptions().queryKey],
    failure: fundraisingMessages.charityRaisedUpdateFailed,
    options,
  });
}
