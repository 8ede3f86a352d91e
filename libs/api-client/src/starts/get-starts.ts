import type { StartsPlan } from '@fairway/contracts/starts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiJson, trusted } from '../http/api-json';
import { startsKey, startsPath } from './starts-path';

/** The plan, every team's start, the count per hole, the problems and the lock. */
export function getStarts(tournamentId: string): Promise<StartsPlan> {
  return apiJson(startsPath(tournamentId), trusted<StartsPlan>());
}

export function startsQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: startsKey(tournamentId ?? ''),
    queryFn: tournamentId ? () => getStarts(tournamentId) : skipToken,
  });
}

export function useStarts(tournamentId: string | null | undefined) {
  return useQuery(startsQueryOptions(tournamentId));
}
