import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FundANeedGiftInput, FundANeedGiftResponse } from '@fairway/contracts/auction-desk';
import type { AuctionCatalogue } from '@fairway/contracts/auction';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { auctionCallPath } from './auction-writes-path';
import { bidFailureText } from './use-place-bid';
import { retryUnanswered } from './retry-unanswered';

export interface GiveToFundANeedVariables {
  tournamentId: string;
  /** One of the levels; a new `idempotencyKey` per confirmed tap. */
  gift: FundANeedGiftInput;
}

export function giveToFundANeed({ tournamentId, gift }: GiveToFundANeedVariables): Promise<FundANeedGiftResponse> {
  return apiJson(auctionCallPath(tournamentId, 'fund-a-need/gifts'), trusted<FundANeedGiftResponse>(), { method: 'POST', json: gift });
}

/** A tap at a giving level, sent again with its key when no answer came; the answer's counts go on screen at once. */
export function useGiveToFundANeed() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: giveToFundANeed,
    ...retryUnanswered,
    onSuccess: (answer, { tournamentId }) => {
      client.setQueryData<AuctionCatalogue>(
        queryKeys.auction(tournamentId, 'catalogue'),
        (catalogue) => catalogue && { ...catalogue, fundANeed: answer.fundANeed, myBidderNumber: answer.bidderNumber },
      );
    },
  });
  return { ...mutation, failureText: mutation.error ? bidFailureText(mutation.error) : null };
}
