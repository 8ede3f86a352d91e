import { messages } from '@fairway/contracts/messages';
import type { TeammateDetailsRequest } from '@fairway/contracts/registration';
import type { Team } from '@fairway/contracts/team';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';

/** A code alone, or with the joiner's answers and waiver acceptance for a team registered online. */
export type JoinTeamVariables = string | { inviteCode: string; details: TeammateDetailsRequest };

/** The signed-in user joins the team holding this invite code; the reply is the team joined. */
export function joinTeam(variables: JoinTeamVariables): Promise<Team> {
  const json = typeof variables === 'string' ? { inviteCode: variables } : variables;
  return apiJson('/api/teams/join', trusted<Team>(), { method: 'POST', json });
}

export function useJoinTeam(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: joinTeam,
    invalidates: (_inviteCode, joined: Team) => [queryKeys.teams(joined.tournamentId)],
    failure: messages.foursome.joinError.title,
    options,
  });
}
