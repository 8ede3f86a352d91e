import { messages } from '@fairway/contracts/messages';
import type { Player, UpdatePlayerRequest } from '@fairway/contracts/player';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { teamsQueryOptions } from './get-teams';
import { playerUrl } from './team-url';

/** Details, position or check-in of one player. */
export function updatePlayer(id: string, changes: UpdatePlayerRequest): Promise<Player> {
  return apiJson(playerUrl(id), trusted<Player>(), { method: 'PATCH', json: changes });
}

export function useUpdatePlayer(tournamentId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdatePlayerRequest }) => updatePlayer(id, changes),
    invalidates: () => [teamsQueryOptions(tournamentId).queryKey],
    failure: messages.team.updatePlayerFailed,
    options,
  });
}
