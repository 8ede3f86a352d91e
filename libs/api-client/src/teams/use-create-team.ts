import { messages } from '@fairway/contracts/messages';
import type { CreateTeamRequest, Team } from '@fairway/contracts/team';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { queryKeys } from '../query/query-keys';
import { teamsPath } from './get-teams';

export function createTeam(tournamentId: string, body: CreateTeamRequest): Promise<Team> {
  return apiJson(teamsPath(tournamentId), trusted<Team>(), { method: 'POST', json: body });
}

export function useCreateTeam(tournamentId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: (body: CreateTeamRequest) => createTeam(tournamentId, body),
    invalidates: () => [queryKeys.teams(tournamentId)],
    failure: messages.team.addFailed,
    options,
  });
}
