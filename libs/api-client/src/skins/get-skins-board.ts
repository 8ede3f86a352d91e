import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { SkinsBoardResponse } from '@fairway/contracts/skins';
import { isApiError } from '../http/api-error';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { skinsPath } from './skins-path';

export const skinsBoardPath = (tournamentId: string) => `${skinsPath(tournamentId)}/board`;

/** Holes won, by whom and for how much, per game; null while skins are not set up. */
export async function getSkinsBoard(tournamentId: string): Promise<SkinsBoardResponse | null> {
  try {
    return await apiJson(skinsBoardPath(tournamentId), trusted<SkinsBoardResponse>());
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function skinsBoardQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.skins(tournamentId ?? '', 'board'),
    queryFn: tournamentId ? () => getSkinsBoard(tournamentId) : skipToken,
  });
}

export function useSkinsBoard(tournamentId: string | null | undefined) {
  return useQuery(skinsBoardQueryOptions(tournamentId));
}
