import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AddOn } from '@fairway/contracts/add-on';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { tournamentFundraisingPath } from './tournament-fundraising-path';

export const addOnsPath = (tournamentId: string) => tournamentFundraisingPath(tournamentId, 'add-ons');

export function getAddOns(tournamentId: string): Promise<AddOn[]> {
  return apiJson(addOnsPath(tournamentId), trusted<AddOn[]>());
}

/** The add-ons on sale (mulligans, raffle tickets...) with how many are sold. */
export function addOnsQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.fundraising(tournamentId ?? '', 'add-ons'),
    queryFn: tournamentId ? () => getAddOns(tournamentId) : skipToken,
  });
}

export function useAddOns(tournamentId: string | null | undefined) {
  return useQuery(addOnsQueryOptions(tournamentId));
}
