import { type StartsPlan, startsMessages } from '@fairway/contracts/starts';
import { apiJson, trusted } from '../http/api-json';
import type { WriteOptions } from '../query/use-api-mutation';
import { startsPath } from './starts-path';
import { useStartsWrite } from './use-starts-write';

/** Locks the starts (refused while a hole is crowded or a closed hole has a group) or unlocks them. */
export function setStartsLocked(tournamentId: string, locked: boolean): Promise<StartsPlan> {
  return apiJson(startsPath(tournamentId, 'lock'), trusted<StartsPlan>(), { method: locked ? 'POST' : 'DELETE' });
}

export function useLockStarts(tournamentId: string, options?: WriteOptions) {
  return useStartsWrite(tournamentId, () => setStartsLocked(tournamentId, true), startsMessages.lockFailed, options);
}

export function useUnlockStarts(tournamentId: string, options?: WriteOptions) {
  return useStartsWrite(tournamentId, () => setStartsLocked(tournamentId, false), startsMessages.unlockFailed, options);
}
