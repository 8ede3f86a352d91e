import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '@fairway/contracts/team';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { tournamentsPath } from '../tournaments/get-tournaments';

export const teamsPath = (tournamentId: string) => `${tournamentsPath}/${encodeURIComponent(tournamentId)}/teams`;

export function getTeams(tournamentId: string): Promise<Team[]> {
  return apiJson(teamsPath(tournamentId), trusted<Team[]>());
}

/** A tournament's teams with their players (invite codes and e-mails only for members and the admin). */
export function teamsQueryOptions(tournamentId: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.teams(tournamentId ?? ''),
    queryFn: () => getTeams(tournamentId!),
    enabled: !!tournamentId,
  });
}

export function useTeams(tournamentId: string | undefined) {
  return useQuery(teamsQueryOptions(tournamentId));
}
