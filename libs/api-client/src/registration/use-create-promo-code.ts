import type { CreatePromoCodeRequest, PromoCode } from '@fairway/contracts/registration';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import { apiJson, trusted } from '../http/api-json';
import { registrationKey } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { promoCodePath } from './registration-path';

export interface CreatePromoCodeVariables {
  tournamentId: string;
  promo: CreatePromoCodeRequest;
}

/** An amount or a percentage off the entries, with optional uses and expiry. */
export function createPromoCode({ tournamentId, promo }: CreatePromoCodeVariables): Promise<PromoCode> {
  return apiJson(promoCodePath(tournamentId), trusted<PromoCode>(), { method: 'POST', json: promo });
}

export function useCreatePromoCode(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: createPromoCode,
    invalidates: ({ tournamentId }: CreatePromoCodeVariables) => [registrationKey(tournamentId)],
    failure: registrationMessages.promoSaveFailed,
    options,
  });
}
