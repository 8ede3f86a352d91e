import type { AddOn, CreateAddOnRequest } from '@fairway/contracts/add-on';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { addOnsPath } from './get-add-ons';

export interface CreateAddOnVariables {
  tournamentId: string;
  addOn: CreateAddOnRequest;
}

/** A product sold on the day (a mulligan, a raffle ticket, a skins entry, a bundle). */
export function createAddOn({ tournamentId, addOn: input }: CreateAddOnVariables): Promise<AddOn> {
  return apiJson(addOnsPath(tournamentId), trusted<AddOn>(), { method: 'POST', json: input });
}

export function useCreateAddOn(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: createAddOn,
    invalidates: ({ tournamentId }: CreateAddOnVariables) => [queryKeys.fundraising(tournamentId, 'add-ons')],
    failure: fundraisingMessages.addOnSaveFailed,
    options,
  });
}
