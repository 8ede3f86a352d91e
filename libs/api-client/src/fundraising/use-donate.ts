import type { CreateDonationRequest, DonationResponse } from '@fairway/contracts/gift';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { tournamentQueryKey } from '../tournaments/tournament-key';
import { tournamentFundraisingPath } from './tournament-fundraising-path';

export interface DonateVariables {
  tournamentId: string;
  donation: CreateDonationRequest;
  /** The same key for a retry of the same gift (see newIdempotencyKey), a new one for the next gift. */
  idempotencyKey: string;
}

/** A guest's gift, recorded as pledged; the reply says where to pay it (the tournament's PayPal link, if any). */
export function donate({ tournamentId, donation, idempotencyKey }: DonateVariables): Promise<DonationResponse> {
  return apiJson(tournamentFundraisingPath(tournamentId, 'donations'), trusted<DonationResponse>(), {
    method: 'POST',
    json: donation,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useDonate(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: donate,
    invalidates: ({ tournamentId }: DonateVariables) => [queryKeys.fundraising(tournamentId, 'donor-wall'), tournamentQueryKey(tournamentId)],
    failure: fundraisingMessages.donationFailed,
    options,
  });
}
