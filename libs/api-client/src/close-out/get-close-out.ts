import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { CloseOutReport } from '@fairway/contracts/close-out';
import { tournamentFundraisingPath } from '../fundraising/tournament-fundraising-path';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';

export const closeOutPath = (tournamentId: string) => tournamentFundraisingPath(tournamentId, 'close-out');

/** The close-out: the caller's own desk line, or (owner, co-organisers) every line and the totals. */
export function getCloseOut(tournamentId: string): Promise<CloseOutReport> {
  return apiJson(closeOutPath(tournamentId), trusted<CloseOutReport>());
}

/** Under the fundraising key: a sale or a void anywhere (a `charity` event) makes it stale. */
export function closeOutQueryOptions(tournamentId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.fundraising(tournamentId ?? '', 'close-out'),
    queryFn: tournamentId ? () => getCloseOut(tournamentId) : skipToken,
  });
}

export function useCloseOut(tournamentId: string | null | undefined) {
  return useQuery(closeOutQueryOptions(tournamentId));
}
