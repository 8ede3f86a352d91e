import { messages } from '@fairway/contracts/messages';
import type { Tournament, UpdateTournamentRequest } from '@fairway/contracts/tournament';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { tournamentPath } from './tournament-key';
import { tournamentsQueryOptions } from './get-tournaments';

export function updateTournament(id: string, changes: UpdateTournamentRequest): Promise<Tournament> {
  return apiJson(tournamentPath(id), trusted<Tournament>(), { method: 'PATCH', json: changes });
}

/** Tournament admin only. Each tournament is cached under the list, so refetching the list refreshes it too. */
export function useUpdateTournament(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateTournamentRequest }) => updateTournament(id, changes),
    invalidates: () => [tournamentsQueryOptions().queryKey],
    failure: messages.tournament.saveFailed,
    options,
  });
}
