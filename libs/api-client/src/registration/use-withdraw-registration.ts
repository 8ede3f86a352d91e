import type { RegistrationConfirmation } from '@fairway/contracts/registration';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import { apiJson, trusted } from '../http/api-json';
import { ownRegistrationKey } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { ownRegistrationPath } from './registration-path';

/** The registrant gives up an unpaid checkout, a waitlist place or an offer; the next in line gets the place. */
export function withdrawRegistration({ token }: { token: string }): Promise<RegistrationConfirmation> {
  return apiJson(ownRegistrationPath(token, '/cancel'), trusted<RegistrationConfirmation>(), { method: 'POST' });
}

export function useWithdrawRegistration(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: withdrawRegistration,
    invalidates: ({ token }: { token: string }) => [ownRegistrationKey(token)],
    failure: registrationMessages.withdrawFailed,
    options,
  });
}
