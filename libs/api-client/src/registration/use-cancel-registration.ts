import type { Registration } from '@fairway/contracts/registration';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { registrationChanged, registrationDeskPath } from './registration-path';

export interface CancelRegistrationVariables {
  tournamentId: string;
  registrationId: string;
  reason: string;
}

/** Frees the registration's place for the waitlist's next in line; money taken stays until refunded. */
export function cancelRegistration({ tournamentId, registrationId, reason }: CancelRegistrationVariables): Promise<Registration> {
  return apiJson(registrationDeskPath(tournamentId, `${encodeURIComponent(registrationId)}/cancel`), trusted<Registration>(), {
    method: 'POST',
    json: { reason },
  });
}

export function useCancelRegistration(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: cancelRegistration,
    invalidates: ({ tournamentId }: CancelRegistrationVariables) => registrationChanged(tournamentId),
    failure: registrationMessages.cancelFailed,
    options,
  });
}
