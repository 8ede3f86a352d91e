import type { SkinsEntrantsInput, SkinsSettingsResponse } from '@fairway/contracts/skins';
import { skinsMessages } from '@fairway/contracts/skins-messages';
import { fundraisingChanged } from '../fundraising/fundraising-changed';
import { apiJson, trusted } from '../http/api-json';
import { awardsAdminKey, queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { skinsPath } from './skins-path';

export const skinsEntrantsPath = (tournamentId: string) => `${skinsPath(tournamentId)}/entrants`;

/** Who paid to enter (players or teams, by the settings' unit), replacing the list; answers the settings with the new pot. */
export function saveSkinsEntrants(tournamentId: string, input: SkinsEntrantsInput): Promise<SkinsSettingsResponse> {
  return apiJson(skinsEntrantsPath(tournamentId), trusted<SkinsSettingsResponse>(), { method: 'PUT', json: input });
}

/** Who plays and the pot follow the entrants (the board and the skins awards too); the donated share is a ledger entry. */
export function useSaveSkinsEntrants(tournamentId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: (input: SkinsEntrantsInput) => saveSkinsEntrants(tournamentId, input),
    invalidates: () => [queryKeys.skins(tournamentId), awardsAdminKey(tournamentId, 'list'), ...fundraisingChanged(tournamentId)],
    failure: skinsMessages.entrantsSaveFailed,
    options,
  });
}
