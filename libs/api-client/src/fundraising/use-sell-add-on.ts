import type { AddOnSale, CreateAddOnSaleRequest } from '@fairway/contracts/add-on';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { fundraisingChanged } from './fundraising-changed';
import { tournamentFundraisingPath } from './tournament-fundraising-path';

export interface SellAddOnVariables {
  tournamentId: string;
  /** Its `saleId` (a client-made GUID, see newIdempotencyKey) makes a retried sale the same one. */
  sale: CreateAddOnSaleRequest & { saleId: string };
}

/** A sale at check-in: one ledger entry, and mulligans into the team's wallet. */
export function sellAddOn({ tournamentId, sale }: SellAddOnVariables): Promise<AddOnSale> {
  return apiJson(tournamentFundraisingPath(tournamentId, 'add-on-sales'), trusted<AddOnSale>(), { method: 'POST', json: sale });
}

export function useSellAddOn(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: sellAddOn,
    invalidates: ({ tournamentId }: SellAddOnVariables) => fundraisingChanged(tournamentId),
    failure: fundraisingMessages.saleFailed,
    options,
  });
}
