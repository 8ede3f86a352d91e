import { skipToken, useQuery } from '@tanstack/react-query';
import type { Tournament } from '@fairway/contracts/tournament';
import { apiJson } from '../http/api-json';
import { initialDataFromPrefetch } from '../query/prefetched-initial-data';
import { retryWhileUnanswered } from '../query/read-failure';

// No schema value is imported here: the clubhouse TV reads tournaments through this file and its 150 KiB
// JavaScript budget has no room for zod.
export const tournamentsPath = '/api/tournaments';

export function tournamentPath(tournamentId: string): string {
  return `${tournamentsPath}/${encodeURIComponent(tournamentId)}`;
}

/** Where one tournament is cached: under the list, so invalidating the list refreshes it. */
export function tournamentQueryKey(tournamentId: string | null | undefined) {
  return [tournamentsPath, tournamentId ?? null] as const;
}

/** The tournament, its reply not checked against the schema (the TV; other pages use useTournament). */
export function useTournamentUnchecked(tournamentId: string | null | undefined) {
  return useQuery({
    queryKey: tournamentQueryKey(tournamentId),
    queryFn: tournamentId ? () => apiJson<Tournament>(tournamentPath(tournamentId), { parse: (data) => data as Tournament }) : skipToken,
    refetchInterval: retryWhileUnanswered,
    ...(tournamentId ? initialDataFromPrefetch<Tournament>(tournamentPath(tournamentId)) : {}),
  });
}
