import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuctionCatalogue, PlaceBidRequest, PlaceBidResponse, PublicAuctionItem } from '@fairway/contracts/auction';
import { apiJson, trusted } from '../http/api-json';
import { errorText } from '../http/error-text';
import { isApiError } from '../http/api-error';
import { queryKeys } from '../query/query-keys';
import { auctionCallPath } from './auction-writes-path';
import { retryUnanswered } from './retry-unanswered';

export interface PlaceBidVariables {
  tournamentId: string;
  itemId: string;
  /** `amountCents` is exactly what the guest was shown; a new `idempotencyKey` per tap (newIdempotencyKey). */
  bid: PlaceBidRequest;
}

export function placeBid({ tournamentId, itemId, bid }: PlaceBidVariables): Promise<PlaceBidResponse> {
  return apiJson(auctionCallPath(tournamentId, `items/${encodeURIComponent(itemId)}/bids`), trusted<PlaceBidResponse>(), { method: 'POST', json: bid });
}

/** The answer's item (with the bidder's own standing) goes into the catalogue at once; the stream tells everyone else. */
export function withPlacedBid(catalogue: AuctionCatalogue | undefined, answer: PlaceBidResponse): AuctionCatalogue | undefined {
  if (!catalogue) return catalogue;
  const items = catalogue.items.some((item) => item.id === answer.item.id)
    ? catalogue.items.map((item) => (item.id === answer.item.id ? newerOf(item, answer) : item))
    : [...catalogue.items, answer.item];
  return { ...catalogue, items, myBidderNumber: answer.bidderNumber };
}

/** A later bid's event may have arrived before this answer (more bids): it stays, with the bidder's standing in it. */
function newerOf(shown: PublicAuctionItem, answer: PlaceBidResponse): PublicAuctionItem {
  if (shown.bidCount <= answer.item.bidCount) return answer.item;
  return { ...shown, myState: shown.leaders.includes(`Bidder ${answer.bidderNumber}`) ? 'winning' : 'outbid' };
}

/**
 * A bid, sent again with its key when no answer came. A refusal (too low, closed, sold) reads the catalogue
 * again, so the page shows the next amount the server now asks for.
 */
export function usePlaceBid() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: placeBid,
    ...retryUnanswered,
    onSuccess: (answer, { tournamentId }) => {
      client.setQueryData<AuctionCatalogue>(queryKeys.auction(tournamentId, 'catalogue'), (catalogue) => withPlacedBid(catalogue, answer));
    },
    onError: (error, { tournamentId }) => {
      if (isApiError(error)) void client.invalidateQueries({ queryKey: queryKeys.auction(tournamentId, 'catalogue') });
    },
  });
  return { ...mutation, failureText: mutation.error ? bidFailureText(mutation.error) : null };
}

/** The server's own sentence ("Your bid must be at least $550"), else why nothing arrived. */
export function bidFailureText(error: unknown): string {
  return isApiError(error) ? error.serverMessage : errorText(error, 'Your bid was not sent');
}
