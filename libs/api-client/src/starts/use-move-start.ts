import { type MoveStartInput, type StartsPlan, startsMessages } from '@fairway/contracts/starts';
import { apiJson, trusted } from '../http/api-json';
import type { WriteOptions } from '../query/use-api-mutation';
import { startsPath } from './starts-path';
import { useStartsWrite } from './use-starts-write';

export interface MoveStartVariables extends MoveStartInput {
  teamId: string;
}

/** One team to another hole (and wave); the server answers with the whole plan. */
export function moveStart(tournamentId: string, { teamId, hole, wave }: MoveStartVariables): Promise<StartsPlan> {
  return apiJson(startsPath(tournamentId, 'teams', teamId), trusted<StartsPlan>(), { method: 'PUT', json: { hole, wave } });
}

export function useMoveStart(tournamentId: string, options?: WriteOptions) {
  return useStartsWrite(tournamentId, (variables: MoveStartVariables) => moveStart(tournamentId, variables), startsMessages.moveFailed, options);
}
