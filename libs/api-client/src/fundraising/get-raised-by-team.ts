import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { RaisedByTeamResponse } from '@fairway/contracts/charity';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { tournamentFundraisingPath } from './tournament-fundraising-path';

export const raisedByTeamPath = (tournamentId: string) => tournamentFundraisingPath(tournamentId, 'raised-by-team');

export function getRaisedByTeam(tournamentId: string): Promise<RaisedByTeamResponse> {
  return apiJson(raisedByTeamPath(tournamentId), trusted<RaisedByTeamResponse>());
}

/** Received money credited to each team, largest first; live `charity` events refetch it. */
export function raisedByTeamQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.fundraising(tournamentId ?? '', 'raised-by-team'),
    queryFn: tournamentId ? () => getRaisedByTeam(tournamentId) : skipToken,
  });
}

export function useRaisedByTeam(tournamentId: string | null | undefined) {
  return useQuery(raisedByTeamQueryOptions(tournamentId));
}
