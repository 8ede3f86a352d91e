import type { PromoCode, UpdatePromoCodeRequest } from '@fairway/contracts/registration';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import { apiJson, trusted } from '../http/api-json';
import { registrationKey } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { promoCodePath } from './registration-path';

export interface UpdatePromoCodeVariables {
  tournamentId: string;
  promoId: string;
  changes: UpdatePromoCodeRequest;
}

/** Uses, expiry or active; the code and its value stay. */
export function updatePromoCode({ tournamentId, promoId, changes }: UpdatePromoCodeVariables): Promise<PromoCode> {
  return apiJson(promoCodePath(tournamentId, promoId), trusted<PromoCode>(), { method: 'PATCH', json: changes });
}

export function useUpdatePromoCode(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: updatePromoCode,
    invalidates: ({ tournamentId }: UpdatePromoCodeVariables) => [registrationKey(tournamentId)],
    failure: registrationMessages.promoSaveFailed,
    options,
  });
}
