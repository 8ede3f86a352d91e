import type { Registration } from '@fairway/contracts/registration';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { registrationChanged, registrationDeskPath } from './registration-path';

export interface RefundRegistrationVariables {
  tournamentId: string;
  registrationId: string;
  /** Dollars, at most what is left of the payment. */
  amount: number;
  reason: string;
}

/** A card refund, whole or part, through the payment provider; the ledger follows when the provider confirms it. */
export function refundRegistration({ tournamentId, registrationId, amount, reason }: RefundRegistrationVariables): Promise<Registration> {
  return apiJson(registrationDeskPath(tournamentId, `${encodeURIComponent(registrationId)}/refund`), trusted<Registration>(), {
    method: 'POST',
    json: { amount, reason },
  });
}

export function useRefundRegistration(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: refundRegistration,
    invalidates: ({ tournamentId }: RefundRegistrationVariables) => registrationChanged(tournamentId),
    failure: registrationMessages.refundFailed,
    options,
  });
}
