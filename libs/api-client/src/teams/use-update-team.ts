import { messages } from '@fairway/contracts/messages';
import { type Team, team, type UpdateTeamRequest } from '@fairway/contracts/team';
import { apiJson } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { useApiMutation } from '../query/use-api-mutation';

export interface UpdateTeamVariables {
  teamId: string;
  changes: UpdateTeamRequest;
}

export function updateTeam(id: string, changes: UpdateTeamRequest): Promise<Team> {
  return apiJson(`/api/teams/${encodeURIComponent(id)}`, team, { method: 'PATCH', json: changes });
}

/** The team's name and roster (players with an id are changed, without one added, missing ones removed). */
export function useUpdateTeam() {
  return useApiMutation({
    mutationFn: ({ teamId, changes }: UpdateTeamVariables) => updateTeam(teamId, changes),
    invalidates: (_variables, saved: Team) => [queryKeys.teams(saved.tournamentId)],
    failure: messages.manageTeam.updateError.title,
  });
}
