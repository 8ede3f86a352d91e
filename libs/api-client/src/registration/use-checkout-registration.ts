import type { CheckoutRequest, CheckoutResponse } from '@fairway/contracts/registration';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import { apiJson, trusted } from '../http/api-json';
import { registrationKey } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { tournamentRegistrationPath } from './registration-path';

export interface CheckoutRegistrationVariables {
  tournamentId: string;
  /** Send the same `checkoutId` (newIdempotencyKey) when retrying the same registration: the first answer comes back. */
  checkout: CheckoutRequest;
}

/** Registers: a held place and the checkout's address to pay at, the waitlist when full, or confirmed when nothing is due. */
export function checkoutRegistration({ tournamentId, checkout }: CheckoutRegistrationVariables): Promise<CheckoutResponse> {
  return apiJson(tournamentRegistrationPath(tournamentId, 'registration/checkout'), trusted<CheckoutResponse>(), { method: 'POST', json: checkout });
}

export function useCheckoutRegistration(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: checkoutRegistration,
    invalidates: ({ tournamentId }: CheckoutRegistrationVariables) => [registrationKey(tournamentId, 'page')],
    failure: registrationMessages.checkoutFailed,
    options,
  });
}
