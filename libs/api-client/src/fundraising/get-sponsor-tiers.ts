import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { SponsorTier } from '@fairway/contracts/sponsor';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { tournamentFundraisingPath } from './tournament-fundraising-path';

export const sponsorTiersPath = (tournamentId: string) => tournamentFundraisingPath(tournamentId, 'sponsor-tiers');

export function getSponsorTiers(tournamentId: string): Promise<SponsorTier[]> {
  return apiJson(sponsorTiersPath(tournamentId), trusted<SponsorTier[]>());
}

/** The tournament's sponsor tiers with how many places each has taken. */
export function sponsorTiersQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.fundraising(tournamentId ?? '', 'sponsor-tiers'),
    queryFn: tournamentId ? () => getSponsorTiers(tournamentId) : skipToken,
  });
}

export function useSponsorTiers(tournamentId: string | null | undefined) {
  return useQuery(sponsorTiersQueryOptions(tournamentId));
}
