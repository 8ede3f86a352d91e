import type { BirdiePledge } from '@fairway/contracts/birdie-pledge';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import type { PaymentMethod } from '@fairway/contracts/ledger';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { birdiePledgesPath } from './get-birdie-pledges';
import { fundraisingChanged } from './fundraising-changed';

export interface CollectBirdiePledgeVariables {
  tournamentId: string;
  pledgeId: string;
  method: PaymentMethod;
}

/** What a pledge came to is paid: recorded in the ledger as a received pledge payment. */
export function collectBirdiePledge({ tournamentId, pledgeId, method }: CollectBirdiePledgeVariables): Promise<BirdiePledge> {
  return apiJson(`${birdiePledgesPath(tournamentId)}/${encodeURIComponent(pledgeId)}/collect`, trusted<BirdiePledge>(), { method: 'POST', json: { method } });
}

export function useCollectBirdiePledge(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: collectBirdiePledge,
    invalidates: ({ tournamentId }: CollectBirdiePledgeVariables) => fundraisingChanged(tournamentId),
    failure: fundraisingMessages.pledgeCollectFailed,
    options,
  });
}
