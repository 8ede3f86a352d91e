import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { EventTeam } from '@fairway/contracts/event-team';
import { apiJson, trusted } from '../http/api-json';
import { eventTeamKey } from '../query/query-keys';
import { eventTeamPath } from './event-team-path';

/** The tournament's team: every member with role, status, e-mail, contests and last activity (owner and co-organisers). */
export function getEventTeam(tournamentId: string): Promise<EventTeam> {
  return apiJson(eventTeamPath(tournamentId), trusted<EventTeam>());
}

export function eventTeamQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: eventTeamKey(tournamentId ?? ''),
    queryFn: tournamentId ? () => getEventTeam(tournamentId) : skipToken,
    // "Last active" moves while the tab is open.
    refetchInterval: 60_000,
  });
}

export function useEventTeam(tournamentId: string | null | undefined) {
  return useQuery(eventTeamQueryOptions(tournamentId));
}
