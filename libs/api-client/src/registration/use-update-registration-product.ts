import type { RegistrationProduct, UpdateRegistrationProductRequest } from '@fairway/contracts/registration';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import { apiJson, trusted } from '../http/api-json';
import { registrationKey } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { registrationProductPath } from './registration-path';

export interface UpdateRegistrationProductVariables {
  tournamentId: string;
  productId: string;
  changes: UpdateRegistrationProductRequest;
}

/** Name, description, price, fair market value, limit per registration, on sale; registrations made keep their price. */
export function updateRegistrationProduct({ tournamentId, productId, changes }: UpdateRegistrationProductVariables): Promise<RegistrationProduct> {
  return apiJson(registrationProductPath(tournamentId, productId), trusted<RegistrationProduct>(), { method: 'PATCH', json: changes });
}

export function useUpdateRegistrationProduct(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: updateRegistrationProduct,
    invalidates: ({ tournamentId }: UpdateRegistrationProductVariables) => [registrationKey(tournamentId)],
    failure: registrationMessages.productSaveFailed,
    options,
  });
}
