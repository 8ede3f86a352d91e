import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { RegistrationPage } from '@fairway/contracts/registration';
import { apiJson, trusted } from '../http/api-json';
import { initialDataFromPrefetch } from '../query/prefetched-initial-data';
import { registrationKey } from '../query/query-keys';
import { retryWhileUnanswered } from '../query/read-failure';
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
    // The page is built on it: asked again while unanswered, and started from the head script's prefetch.
    refetchInterval: retryWhileUnanswered,
    ...(tournamentId ? initialDataFromPrefetch<RegistrationPage>(registrationPagePath(tournamentId)) : {}),
  });
}

export function useRegistrationPage(tournamentId: string | null | undefined) {
  return useQuery(registrationPageQueryOptions(tournamentId));
}
