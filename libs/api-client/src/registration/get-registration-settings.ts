import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { RegistrationSettings } from '@fairway/contracts/registration';
import { apiJson, trusted } from '../http/api-json';
import { registrationKey } from '../query/query-keys';
import { tournamentRegistrationPath } from './registration-path';

export const registrationSettingsPath = (tournamentId: string) => tournamentRegistrationPath(tournamentId, 'registration/settings');

/** The organiser's registration settings with products, promo codes and places. */
export function getRegistrationSettings(tournamentId: string): Promise<RegistrationSettings> {
  return apiJson(registrationSettingsPath(tournamentId), trusted<RegistrationSettings>());
}

export function registrationSettingsQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: registrationKey(tournamentId ?? '', 'settings'),
    queryFn: tournamentId ? () => getRegistrationSettings(tournamentId) : skipToken,
  });
}

export function useRegistrationSettings(tournamentId: string | null | undefined) {
  return useQuery(registrationSettingsQueryOptions(tournamentId));
}
