import { registrationMessages } from '@fairway/contracts/registration-messages';
import { apiFetch } from '../http/api-fetch';
import { registrationKey } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { registrationProductPath } from './registration-path';

export interface DeleteRegistrationProductVariables {
  tournamentId: string;
  productId: string;
}

/** Only a product nobody bought can go (409 otherwise: deactivate it). */
export async function deleteRegistrationProduct({ tournamentId, productId }: DeleteRegistrationProductVariables): Promise<void> {
  await apiFetch(registrationProductPath(tournamentId, productId), { method: 'DELETE' });
}

export function useDeleteRegistrationProduct(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: deleteRegistrationProduct,
    invalidates: ({ tournamentId }: DeleteRegistrationProductVariables) => [registrationKey(tournamentId)],
    failure: registrationMessages.productDeleteFailed,
    options,
  });
}
