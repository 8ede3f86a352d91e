import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AwardsSettings } from '@fairway/contracts/awards';
import { apiJson, trusted } from '../http/api-json';
import { awardsAdminKey } from '../query/query-keys';
import { awardsPath } from './awards-path';

export const awardsSettingsPath = (tournamentId: string) => `${awardsPath(tournamentId)}/settings`;

/** Hidden last holes, place prizes and when scoring closed (null while it is open). */
export function getAwardsSettings(tournamentId: string): Promise<AwardsSettings> {
  return apiJson(awardsSettingsPath(tournamentId), trusted<AwardsSettings>());
}

export function awardsSettingsQueryOptions(tournamentId: string) {
  return queryOptions({ queryKey: awardsAdminKey(tournamentId, 'settings'), queryFn: () => getAwardsSettings(tournamentId) });
}

export function useAwardsSettings(tournamentId: string) {
  return useQuery(awardsSettingsQueryOptions(tournamentId));
}
