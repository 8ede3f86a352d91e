import type { CharityUpdateResponse } from '@fairway/contracts/charity-update';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { tournamentPath } from './tournament-key';
import { tournamentsQueryOptions } from './get-tournaments';

/** An empty link removes it (and the Donate button with it). */
export function updateCharityPaypal(id: string, charityPaypalLink: string): Promise<CharityUpdateResponse> {
  return apiJson(`${tournamentPath(id)}/charity-paypal`, trusted<CharityUpdateResponse>(), { method: 'PATCH', json: { charityPaypalLink } });
}

export function useUpdateCharityPaypal(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: ({ id, value }: { id: string; value: string }) => updateCharityPaypal(id, value),
    invalidates: () => [tournamentsQueryOptions().queryKey],
    failure: fundraisingMessages.paypalUpdateFailed,
    options,
  });
}
