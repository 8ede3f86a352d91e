// A match-play tournament's matches (which team plays which): public to read, the admin replaces them whole.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchPairing } from '@fairway/contracts/match-pairing';
import { apiJson, trusted } from '../http/api-json';
import { tournamentPath } from './tournament-key';

export const matchPairingsPath = (tournamentId: string) => `${tournamentPath(tournamentId)}/match-pairings`;

export function getMatchPairings(tournamentId: string): Promise<MatchPairing[]> {
  return apiJson(matchPairingsPath(tournamentId), trusted<MatchPairing[]>());
}

export function matchPairingsQueryOptions(tournamentId: string | undefined) {
  return queryOptions({
    queryKey: [matchPairingsPath(tournamentId ?? '')],
    queryFn: () => getMatchPairings(tournamentId!),
    enabled: !!tournamentId,
  });
}

export function useMatchPairings(tournamentId: string | undefined) {
  return useQuery(matchPairingsQueryOptions(tournamentId));
}
