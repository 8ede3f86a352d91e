import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Team } from '@fairway/contracts/team';
import { apiJson, trusted } from '../http/api-json';
import { initialDataFromPrefetch } from '../query/prefetched-initial-data';
import { queryKeys } from '../query/query-keys';
import { retryWhileUnanswered } from '../query/read-failure';
import { tournamentsPath } from '../tournaments/tournament-key';

export const teamsPath = (tournamentId: string) => `${tournamentsPath}/${encodeURIComponent(tournamentId)}/teams`;

/** A tournament's teams with their players (invite codes and e-mails only for members and the admin). */
export function getTeams(tournamentId: string): Promise<Team[]> {
  return apiJson(teamsPath(tournamentId), trusted<Team[]>());
}

/** Nothing is read until the tournament is known. */
export function teamsQueryOptions(tournamentId: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.teams(tournamentId ?? ''),
    queryFn: tournamentId ? () => getTeams(tournamentId) : skipToken,
    // The roster kept on the phone shows at once, and is asked for again on every visit and return to the
    // page: a teammate who joined (or a team the admin added) meanwhile must appear.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: retryWhileUnanswered,
    ...(tournamentId ? initialDataFromPrefetch<Team[]>(teamsPath(tournamentId)) : {}),
  });
}

export function useTeams(tournamentId: string | undefined) {
  return useQuery(teamsQueryOptions(tournamentId));
}
