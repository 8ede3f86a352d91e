import { messages } from '@fairway/contracts/messages';
import { apiFetch } from '../http/api-fetch';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { tournamentPath } from './tournament-key';
import { tournamentsQueryOptions } from './get-tournaments';

/** Its teams, players and scores go with it. */
export async function deleteTournament(id: string): Promise<void> {
  await apiFetch(tournamentPath(id), { method: 'DELETE' });
}

export function useDeleteTournament(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: deleteTournament,
    invalidates: () => [tournamentsQueryOptions().queryKey],
    failure: messages.tournament.deleteFailed,
    options,
  });
}
