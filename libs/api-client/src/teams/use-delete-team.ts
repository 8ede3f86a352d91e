import { messages } from '@fairway/contracts/messages';
import { apiFetch } from '../http/api-fetch';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { teamsQueryOptions } from './get-teams';
import { teamUrl } from './team-url';

/** Its players and scores go with it. */
export async function deleteTeam(id: string): Promise<void> {
  await apiFetch(teamUrl(id), { method: 'DELETE' });
}

export function useDeleteTeam(tournamentId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: deleteTeam,
    invalidates: () => [teamsQueryOptions(tournamentId).queryKey],
    failure: messages.team.deleteFailed,
    options,
  });
}
