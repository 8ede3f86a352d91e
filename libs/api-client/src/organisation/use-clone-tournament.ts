import type { CloneTournamentRequest, CloneTournamentResponse } from '@fairway/contracts/organisation';
import { organisationMessages } from '@fairway/contracts/organisation-messages';
import { apiJson, trusted } from '../http/api-json';
import { organisationsKey } from '../query/query-keys';
import { tournamentsPath } from '../tournaments/tournament-key';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { clonePath, organisationChanged } from './organisation-path';

export interface CloneTournamentVariables {
  tournamentId: string;
  clone: CloneTournamentRequest;
}

/** Next year's event from this one (settings, not people, scores or money); answers the new tournament. */
export function cloneTournament({ tournamentId, clone }: CloneTournamentVariables): Promise<CloneTournamentResponse> {
  return apiJson(clonePath(tournamentId), trusted<CloneTournamentResponse>(), { method: 'POST', json: clone });
}

export function useCloneTournament(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: cloneTournament,
    invalidates: (_variables: CloneTournamentVariables, made: CloneTournamentResponse) =>
      made.organisationId ? [...organisationChanged(made.organisationId), [tournamentsPath]] : [organisationsKey(), [tournamentsPath]],
    failure: organisationMessages.cloneFailed,
    options,
  });
}
