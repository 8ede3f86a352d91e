import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { SkinsSettingsResponse } from '@fairway/contracts/skins';
import { isApiError } from '../http/api-error';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { skinsPath } from './skins-path';

/** The settings, who entered and the pot; null while skins are not set up (the API answers 404). */
export async function getSkinsSettings(tournamentId: string): Promise<SkinsSettingsResponse | null> {
  try {
    return await apiJson(skinsPath(tournamentId), trusted<SkinsSettingsResponse>());
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function skinsSettingsQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.skins(tournamentId ?? '', 'settings'),
    queryFn: tournamentId ? () => getSkinsSettings(tournamentId) : skipToken,
  });
}

export function useSkinsSettings(tournamentId: string | null | undefined) {
  return useQuery(skinsSettingsQueryOptions(tournamentId));
}
