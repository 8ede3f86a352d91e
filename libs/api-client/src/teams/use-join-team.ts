import { messages } from '@fairway/contracts/messages';
import type { Team } from '@fairway/contracts/team';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';

/** The signed-in user joins the team holding this invite code; the reply is the team joined. */
export function joinTeam(inviteCode: string): Promise<Team> {
  return apiJson('/api/teams/join', trusted<Team>(), { method: 'POST', json: { inviteCode } });
}

export function useJoinTeam(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: joinTeam,
    invalidates: (_inviteCode, joined: Team) => [queryKeys.teams(joined.tournamentId)],
    failure: messages.foursome.joinError.title,
    options,
  });
}
