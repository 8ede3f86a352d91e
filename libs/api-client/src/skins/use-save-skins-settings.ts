import type { SkinsSettingsInput, SkinsSettingsResponse } from '@fairway/contracts/skins';
import { skinsMessages } from '@fairway/contracts/skins-messages';
import { fundraisingChanged } from '../fundraising/fundraising-changed';
import { apiJson, trusted } from '../http/api-json';
import { awardsAdminKey, queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { skinsPath } from './skins-path';

/** Money in dollars. */
export function saveSkinsSettings(tournamentId: string, input: SkinsSettingsInput): Promise<SkinsSettingsResponse> {
  return apiJson(skinsPath(tournamentId), trusted<SkinsSettingsResponse>(), { method: 'PUT', json: input });
}

/** The pot and the board follow the settings; so do the skins awards, and the donated share in the ledger. */
export function useSaveSkinsSettings(tournamentId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: (input: SkinsSettingsInput) => saveSkinsSettings(tournamentId, input),
    invalidates: () => [queryKeys.skins(tournamentId), awardsAdminKey(tournamentId, 'list'), ...fundraisingChanged(tournamentId)],
    failure: skinsMessages.saveFailed,
    options,
  });
}
