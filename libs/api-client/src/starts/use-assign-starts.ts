import { type StartsPlan, type StartsPlanRequest, startsMessages } from '@fairway/contracts/starts';
import { apiJson, trusted } from '../http/api-json';
import type { WriteOptions } from '../query/use-api-mutation';
import { startsPath } from './starts-path';
import { useStartsWrite } from './use-starts-write';

/** Places every team anew as the plan asks (a shotgun or tee times). */
export function assignStarts(tournamentId: string, plan: StartsPlanRequest): Promise<StartsPlan> {
  return apiJson(startsPath(tournamentId), trusted<StartsPlan>(), { method: 'PUT', json: plan });
}

export function useAssignStarts(tournamentId: string, options?: WriteOptions) {
  return useStartsWrite(tournamentId, (plan: StartsPlanRequest) => assignStarts(tournamentId, plan), startsMessages.assignFailed, options);
}
