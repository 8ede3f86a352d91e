import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { RegistrationsQuery, RegistrationsResponse } from '@fairway/contracts/registration';
import { apiJson, trusted } from '../http/api-json';
import { registrationKey } from '../query/query-keys';
import { tournamentRegistrationPath } from './registration-path';

export type RegistrationFilters = Partial<RegistrationsQuery>;

export function registrationsPath(tournamentId: string, filters: RegistrationFilters = {}): string {
  const query = new URLSearchParams(Object.entries(filters).filter((pair): pair is [string, string] => Boolean(pair[1]))).toString();
  return tournamentRegistrationPath(tournamentId, query ? `registrations?${query}` : 'registrations');
}

/** The organiser's registrations (state, answers, waiver, promo code, amounts), newest first, with counts per state. */
export function getRegistrations(tournamentId: string, filters: RegistrationFilters = {}): Promise<RegistrationsResponse> {
  return apiJson(registrationsPath(tournamentId, filters), trusted<RegistrationsResponse>());
}

export function registrationsQueryOptions(tournamentId: string | null | undefined, filters: RegistrationFilters = {}) {
  return queryOptions({
    queryKey: [...registrationKey(tournamentId ?? '', 'list'), filters] as const,
    queryFn: tournamentId ? () => getRegistrations(tournamentId, filters) : skipToken,
  });
}

export function useRegistrations(tournamentId: string | null | undefined, filters: RegistrationFilters = {}) {
  return useQuery(registrationsQueryOptions(tournamentId, filters));
}
