import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import type { CardGiftCheckout, CreateCardGiftRequest } from '@fairway/contracts/gift';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { tournamentFundraisingPath } from './tournament-fundraising-path';

export interface DonateByCardVariables {
  tournamentId: string;
  /** `entryId` names the gift: a retry after a lost answer gets the same checkout. */
  gift: CreateCardGiftRequest;
}

/** Opens the card checkout for a gift; nothing is recorded until the provider says paid, so nothing is refreshed here. */
export function donateByCard({ tournamentId, gift }: DonateByCardVariables): Promise<CardGiftCheckout> {
  return apiJson(tournamentFundraisingPath(tournamentId, 'donations/card'), trusted<CardGiftCheckout>(), { method: 'POST', json: gift });
}

export function useDonateByCard(options?: WriteOptions) {
  return useApiMutation({ mutationFn: donateByCard, invalidates: () => [], failure: fundraisingMessages.cardGiftFailed, options });
}
