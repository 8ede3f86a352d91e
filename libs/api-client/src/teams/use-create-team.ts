import { messages } from '@fairway/contracts/messages';
import { type CreateTeamRequest, type Team, team } from '@fairway/contracts/team';
import { apiJson } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { useApiMutation } from '../query/use-api-mutation';
import { teamsPath } from './get-teams';

export interface CreateTeamVariables {
  tournamentId: string;
  team: CreateTeamRequest;
}

export function createTeam(tournamentId: string, body: CreateTeamRequest): Promise<Team> {
  return apiJson(teamsPath(tournamentId), team, { method: 'POST', json: body });
}

/** A new team in the tournament; its team list is read again. */
export function useCreateTeam() {
  return useApiMutation({
    mutationFn: ({ tournamentId, team: body }: CreateTeamVariables) => createTeam(tournamentId, body),
    invalidates: ({ tournamentId }) => [queryKeys.teams(tournamentId)],
    failure: messages.foursome.createError.title,
  });
}
