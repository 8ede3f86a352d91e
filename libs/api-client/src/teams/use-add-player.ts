import { messages } from '@fairway/contracts/messages';
import type { Player, PlayerRequest } from '@fairway/contracts/player';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { teamsQueryOptions } from './get-teams';
import { teamUrl } from './team-url';

export function addPlayer(teamId: string, body: PlayerRequest): Promise<Player> {
  return apiJson(`${teamUrl(teamId)}/players`, trusted<Player>(), { method: 'POST', json: body });
}

export function useAddPlayer(tournamentId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: ({ teamId, body }: { teamId: string; body: PlayerRequest }) => addPlayer(teamId, body),
    invalidates: () => [teamsQueryOptions(tournamentId).queryKey],
    failure: messages.team.addPlayerFailed,
    options,
  });
}
