import type { MulliganRules } from '@fairway/contracts/add-on';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { mulliganRulesPath } from './get-mulligan-rules';

export interface SetMulliganRulesVariables {
  tournamentId: string;
  blockedHoles: number[];
}

/** The holes where mulligans cannot be used (all others allow them). */
export function setMulliganRules({ tournamentId, blockedHoles }: SetMulliganRulesVariables): Promise<MulliganRules> {
  return apiJson(mulliganRulesPath(tournamentId), trusted<MulliganRules>(), { method: 'PUT', json: { blockedHoles } });
}

export function useSetMulliganRules(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: setMulliganRules,
    invalidates: ({ tournamentId }: SetMulliganRulesVariables) => [queryKeys.fundraising(tournamentId, 'mulligan-rules')],
    failure: fundraisingMessages.mulliganRulesFailed,
    options,
  });
}
