import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { TeamWallet } from '@fairway/contracts/add-on';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { tournamentFundraisingPath } from './tournament-fundraising-path';

export const teamWalletPath = (tournamentId: string, teamId: string) => tournamentFundraisingPath(tournamentId, `teams/${encodeURIComponent(teamId)}/wallet`);

export function getTeamWallet(tournamentId: string, teamId: string): Promise<TeamWallet> {
  return apiJson(teamWalletPath(tournamentId, teamId), trusted<TeamWallet>());
}

/** The team's add-ons: mulligans bought, used and left, and the holes where none can be used (team members only). */
export function teamWalletQueryOptions(tournamentId: string, teamId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.teamWallet(tournamentId, teamId ?? ''),
    queryFn: teamId ? () => getTeamWallet(tournamentId, teamId) : skipToken,
  });
}

export function useTeamWallet(tournamentId: string, teamId: string | null | undefined) {
  return useQuery(teamWalletQueryOptions(tournamentId, teamId));
}
