import type { AwardsSettings, AwardsSettingsInput } from '@fairway/contracts/awards';
import { awardsMessages } from '@fairway/contracts/awards-messages';
import { apiJson, trusted } from '../http/api-json';
import { awardsAdminKey, queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { awardsSettingsPath } from './get-awards-settings';

export function saveAwardsSettings(tournamentId: string, input: AwardsSettingsInput): Promise<AwardsSettings> {
  return apiJson(awardsSettingsPath(tournamentId), trusted<AwardsSettings>(), { method: 'PUT', json: input });
}

/** Hidden holes change what the public boards show; place prizes change the award list. */
export function useSaveAwardsSettings(tournamentId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: (input: AwardsSettingsInput) => saveAwardsSettings(tournamentId, input),
    invalidates: () => [awardsAdminKey(tournamentId), queryKeys.leaderboard(tournamentId), queryKeys.skins(tournamentId, 'board')],
    failure: awardsMessages.saveFailed,
    options,
  });
}
