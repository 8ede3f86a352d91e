import { messages } from '@fairway/contracts/messages';
import { apiFetch } from '../http/api-fetch';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { teamsQueryOptions } from './get-teams';
import { playerUrl } from './team-url';

export async function removePlayer(id: string): Promise<void> {
  await apiFetch(playerUrl(id), { method: 'DELETE' });
}

export function useRemovePlayer(tournamentId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: removePlayer,
    invalidates: () => [teamsQueryOptions(tournamentId).queryKey],
    failure: messages.team.removePlayerFailed,
    options,
  });
}
