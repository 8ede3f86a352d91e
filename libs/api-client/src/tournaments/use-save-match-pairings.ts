import type { MatchPairing, MatchPairingsInput } from '@fairway/contracts/match-pairing';
import { messages } from '@fairway/contracts/messages';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { matchPairingsPath, matchPairingsQueryOptions } from './get-match-pairings';

/** Tournament admin only: the given matches replace all earlier ones. */
export function saveMatchPairings(tournamentId: string, body: MatchPairingsInput): Promise<MatchPairing[]> {
  return apiJson(matchPairingsPath(tournamentId), trusted<MatchPairing[]>(), { method: 'PUT', json: body });
}

export function useSaveMatchPairings(tournamentId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: (body: MatchPairingsInput) => saveMatchPairings(tournamentId, body),
    invalidates: () => [matchPairingsQueryOptions(tournamentId).queryKey],
    failure: messages.tournament.pairingsSaveFailed,
    options,
  });
}
