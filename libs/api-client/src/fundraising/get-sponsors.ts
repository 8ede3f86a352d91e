import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { PublicSponsor } from '@fairway/contracts/sponsor';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { tournamentFundraisingPath } from './tournament-fundraising-path';

export const sponsorsPath = (tournamentId: string) => tournamentFundraisingPath(tournamentId, 'sponsors');

/** The admin's reply adds amounts and payment state; everyone reads at least the public fields. */
export function getSponsors(tournamentId: string): Promise<PublicSponsor[]> {
  return apiJson(sponsorsPath(tournamentId), trusted<PublicSponsor[]>());
}

/** The tournament's sponsors with their tier (screens weight their rotation by its price) and holes. */
export function sponsorsQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.fundraising(tournamentId ?? '', 'sponsors'),
    queryFn: tournamentId ? () => getSponsors(tournamentId) : skipToken,
  });
}

export function useSponsors(tournamentId: string | null | undefined) {
  return useQuery(sponsorsQueryOptions(tournamentId));
}
