import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { RegistrationConfirmation } from '@fairway/contracts/registration';
import { apiJson, trusted } from '../http/api-json';
import { initialDataFromPrefetch } from '../query/prefetched-initial-data';
import { ownRegistrationKey } from '../query/query-keys';
import { retryWhileUnanswered } from '../query/read-failure';
import { ownRegistrationPath } from './registration-path';

/** While the payment's confirmation is on its way from the provider, the page asks again this often. */
export const pendingPaymentPollMs = 2000;

/** One registration as the holder of its link sees it: state, team, invite code, starting hole, amounts, receipt. */
export function getOwnRegistration(token: string): Promise<RegistrationConfirmation> {
  return apiJson(ownRegistrationPath(token), trusted<RegistrationConfirmation>());
}

export function ownRegistrationQueryOptions(token: string | null | undefined) {
  return queryOptions({
    queryKey: ownRegistrationKey(token ?? ''),
    queryFn: token ? () => getOwnRegistration(token) : skipToken,
    // The buyer lands here from the checkout before the provider's webhook may have arrived: keep asking until it has
    // (and, on a weak signal, until the first answer comes).
    refetchInterval: (query) => (query.state.data?.state === 'pending-payment' ? pendingPaymentPollMs : retryWhileUnanswered(query)),
    ...(token ? initialDataFromPrefetch<RegistrationConfirmation>(ownRegistrationPath(token)) : {}),
  });
}

export function useOwnRegistration(token: string | null | undefined) {
  return useQuery(ownRegistrationQueryOptions(token));
}

/** The `.ics` file's address, for a plain link (no token needed beyond the link's own). */
export const registrationCalendarPath = (token: string) => ownRegistrationPath(token, '/calendar.ics');
