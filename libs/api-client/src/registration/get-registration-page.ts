import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { RegistrationPage } from '@fairway/contracts/registration';
import { apiJson, trusted } from '../http/api-json';
import { registrationKey } from '../query/query-keys';
import { tournamentRegistrationPath } from './registration-path';

export const registrationPagePath = (tournamentId: string) => tournamentRegistrationPath(tournamentId, 'registration');

/** The public registration page: status, places left, products and prices, questions, the current waiver. */
export function getRegistrationPage(tournamentId: string): Promise<RegistrationPage> {
  return apiJson(registrationPagePath(tournamentId), trusted<RegistrationPage>());
}

export function registrationPageQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: registrationKey(tournamentId ?? '', 'page'),
    queryFn: tournamentId ? () => getRegistrationPage(tournamentId) : skipToken,
  });
}

export function useRegistrationPage(tournamentId: string | null | undefined) {
  return useQuery(registrationPageQueryOptions(tournamentId));
}
