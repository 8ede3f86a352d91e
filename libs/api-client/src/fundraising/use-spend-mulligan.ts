import type { TeamWallet } from '@fairway/contracts/add-on';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { tournamentFundraisingPath } from './tournament-fundraising-path';

export interface SpendMulliganVariables {
  tournamentId: string;
  teamId: string;
  hole: number;
  /** The same id for a retry of the same use (see newIdempotencyKey): the API records it once. */
  useId: string;
  playerId?: string | null;
}

/** Uses one of the team's mulligans on a hole; the reply is the wallet after it. */
export function spendMulligan({ tournamentId, teamId, hole, useId, playerId = null }: SpendMulliganVariables): Promise<TeamWallet> {
  return apiJson(tournamentFundraisingPath(tournamentId, `teams/${encodeURIComponent(teamId)}/mulligans`), trusted<TeamWallet>(), {
    method: 'POST',
    json: { useId, hole, playerId },
  });
}

export function useSpendMulligan(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: spendMulligan,
    invalidates: ({ tournamentId, teamId }: SpendMulliganVariables) => [queryKeys.teamWallet(tournamentId, teamId)],
    failure: fundraisingMessages.mulliganFailed,
    options,
  });
}
