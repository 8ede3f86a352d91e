import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { MyStationsResponse } from '@fairway/contracts/contest';
import { apiJson, trusted } from '../http/api-json';
import { myStationsKey } from '../query/query-keys';

export const myStationsPath = (tournamentId: string) => `/api/tournaments/${encodeURIComponent(tournamentId)}/my-stations`;

/** The signed-in caller's own contest stations on a tournament (a contest volunteer's contests; all for the organisers). */
export function getMyStations(tournamentId: string): Promise<MyStationsResponse> {
  return apiJson(myStationsPath(tournamentId), trusted<MyStationsResponse>());
}

export function myStationsQueryOptions(tournamentId: string | undefined) {
  return queryOptions({
    queryKey: myStationsKey(tournamentId ?? ''),
    queryFn: tournamentId ? () => getMyStations(tournamentId) : skipToken,
  });
}

export function useMyStations(tournamentId: string | undefined) {
  return useQuery(myStationsQueryOptions(tournamentId));
}
