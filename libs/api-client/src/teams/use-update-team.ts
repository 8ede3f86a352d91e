import { messages } from '@fairway/contracts/messages';
import type { Team, UpdateTeamRequest } from '@fairway/contracts/team';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { queryKeys } from '../query/query-keys';
import { teamUrl } from './team-url';

export function updateTeam(id: string, changes: UpdateTeamRequest): Promise<Team> {
  return apiJson(teamUrl(id), trusted<Team>(), { method: 'PATCH', json: changes });
}

export function useUpdateTeam(tournamentId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateTeamRequest }) => updateTeam(id, changes),
    invalidates: () => [queryKeys.teams(tournamentId)],
    failure: messages.team.renameFailed,
    options,
  });
}
