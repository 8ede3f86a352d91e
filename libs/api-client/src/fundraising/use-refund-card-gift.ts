import type { CardGiftRefund } from '@fairway/contracts/gift';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { fundraisingChanged } from './fundraising-changed';
import { tournamentFundraisingPath } from './tournament-fundraising-path';

export interface RefundCardGiftVariables {
  tournamentId: string;
  /** The ledger entry of the gift paid by card online. */
  entryId: string;
  /** Dollars, at most what is left of the gift. */
  amount: number;
  reason: string;
}

/** A card gift refunded, whole or part, through the payment provider; the ledger follows when the provider confirms it. */
export function refundCardGift({ tournamentId, entryId, amount, reason }: RefundCardGiftVariables): Promise<CardGiftRefund> {
  return apiJson(tournamentFundraisingPath(tournamentId, `ledger/${encodeURIComponent(entryId)}/refund`), trusted<CardGiftRefund>(), {
    method: 'POST',
    json: { amount, reason },
  });
}

export function useRefundCardGift(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: refundCardGift,
    invalidates: ({ tournamentId }: RefundCardGiftVariables) => fundraisingChanged(tournamentId),
    failure: fundraisingMessages.refundFailed,
    options,
  });
}
