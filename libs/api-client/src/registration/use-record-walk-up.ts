import type { Registration, WalkUpRequest } from '@fairway/contracts/registration';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { registrationChanged, registrationDeskPath } from './registration-path';

export interface RecordWalkUpVariables {
  tournamentId: string;
  /** Send the same `registrationId` when retrying the same walk-up: it is recorded once. */
  walkUp: WalkUpRequest;
}

/** A walk-up or phone-in registration paid in cash or by cheque: a place, the team and the money in the ledger. */
export function recordWalkUp({ tournamentId, walkUp }: RecordWalkUpVariables): Promise<Registration> {
  return apiJson(registrationDeskPath(tournamentId, 'walk-up'), trusted<Registration>(), { method: 'POST', json: walkUp });
}

export function useRecordWalkUp(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: recordWalkUp,
    invalidates: ({ tournamentId }: RecordWalkUpVariables) => registrationChanged(tournamentId),
    failure: registrationMessages.walkUpFailed,
    options,
  });
}
