import type { CreateRegistrationProductRequest, RegistrationProduct } from '@fairway/contracts/registration';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import { apiJson, trusted } from '../http/api-json';
import { registrationKey } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { registrationProductPath } from './registration-path';

export interface CreateRegistrationProductVariables {
  tournamentId: string;
  product: CreateRegistrationProductRequest;
}

/** A team entry, single player, sponsor package (a sponsor tier) or add-on for sale with registration. */
export function createRegistrationProduct({ tournamentId, product }: CreateRegistrationProductVariables): Promise<RegistrationProduct> {
  return apiJson(registrationProductPath(tournamentId), trusted<RegistrationProduct>(), { method: 'POST', json: product });
}

export function useCreateRegistrationProduct(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: createRegistrationProduct,
    invalidates: ({ tournamentId }: CreateRegistrationProductVariables) => [registrationKey(tournamentId)],
    failure: registrationMessages.productSaveFailed,
    options,
  });
}
