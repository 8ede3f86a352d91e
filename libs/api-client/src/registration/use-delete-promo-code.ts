import { registrationMessages } from '@fairway/contracts/registration-messages';
import { apiFetch } from '../http/api-fetch';
import { registrationKey } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { promoCodePath } from './registration-path';

export interface DeletePromoCodeVariables {
  tournamentId: string;
  promoId: string;
}

/** Only a code nobody used can go (409 otherwise: deactivate it). */
export async function deletePromoCode({ tournamentId, promoId }: DeletePromoCodeVariables): Promise<void> {
  await apiFetch(promoCodePath(tournamentId, promoId), { method: 'DELETE' });
}

export function useDeletePromoCode(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: deletePromoCode,
    invalidates: ({ tournamentId }: DeletePromoCodeVariables) => [registrationKey(tournamentId)],
    failure: registrationMessages.promoDeleteFailed,
    options,
  });
}
