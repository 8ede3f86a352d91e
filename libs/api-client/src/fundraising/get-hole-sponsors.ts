import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { HoleSponsorsResponse } from '@fairway/contracts/sponsor';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { tournamentFundraisingPath } from './tournament-fundraising-path';

export const holeSponsorsPath = (tournamentId: string) => tournamentFundraisingPath(tournamentId, 'hole-sponsors');

export function getHoleSponsors(tournamentId: string): Promise<HoleSponsorsResponse> {
  return apiJson(holeSponsorsPath(tournamentId), trusted<HoleSponsorsResponse>());
}

/** Every hole of the round with its sponsor, or null when it has none. */
export function holeSponsorsQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.fundraising(tournamentId ?? '', 'hole-sponsors'),
    queryFn: tournamentId ? () => getHoleSponsors(tournamentId) : skipToken,
  });
}

export function useHoleSponsors(tournamentId: string | null | undefined) {
  return useQuery(holeSponsorsQueryOptions(tournamentId));
}
