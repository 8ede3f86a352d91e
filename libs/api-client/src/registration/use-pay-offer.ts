import type { CheckoutResponse } from '@fairway/contracts/registration';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import { apiJson, trusted } from '../http/api-json';
import { ownRegistrationKey } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { ownRegistrationPath } from './registration-path';

/** Pays for a place offered from the waitlist: a checkout for the registration the offer mail links to. */
export function payOffer({ token }: { token: string }): Promise<CheckoutResponse> {
  return apiJson(ownRegistrationPath(token, '/checkout'), trusted<CheckoutResponse>(), { method: 'POST' });
}

export function usePayOffer(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: payOffer,
    invalidates: ({ token }: { token: string }) => [ownRegistrationKey(token)],
    failure: registrationMessages.checkoutFailed,
    options,
  });
}
