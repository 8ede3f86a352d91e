import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { SkinsBoardResponse } from '@fairway/contracts/skins';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';

export const skinsBoardPath = (tournamentId: string) => `/api/tournaments/${encodeURIComponent(tournamentId)}/skins/board`;

export function getSkinsBoard(tournamentId: string): Promise<SkinsBoardResponse> {
  return apiJson(skinsBoardPath(tournamentId), trusted<SkinsBoardResponse>());
}

/**
 * The skins won so far per game (gross, net), hidden holes left out. Skins come from the scores, so a new
 * board from the live stream makes it stale. A tournament without skins answers 404 (not asked again).
 */
export function skinsBoardQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.skinsBoard(tournamentId ?? ''),
    queryFn: tournamentId ? () => getSkinsBoard(tournamentId) : skipToken,
  });
}

export function useSkinsBoard(tournamentId: string | null | undefined) {
  return useQuery(skinsBoardQueryOptions(tournamentId));
}
