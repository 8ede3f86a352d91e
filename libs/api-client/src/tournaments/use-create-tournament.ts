import { messages } from '@fairway/contracts/messages';
import type { CreateTournamentRequest, Tournament } from '@fairway/contracts/tournament';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { tournamentsPath } from './tournament-key';
import { tournamentsQueryOptions } from './get-tournaments';

export function createTournament(body: CreateTournamentRequest): Promise<Tournament> {
  return apiJson(tournamentsPath, trusted<Tournament>(), { method: 'POST', json: body });
}

/** The signed-in user becomes the new tournament's admin; every list of tournaments refetches. */
export function useCreateTournament(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: createTournament,
    invalidates: () => [tournamentsQueryOptions().queryKey],
    failure: messages.tournament.createError.description,
    options,
  });
}
