import { isNetworkError, newIdempotencyKey, usePlaceBid } from '@fairway/api-client';
import type { PlaceBidRequest, PlaceBidResponse } from '@fairway/contracts/auction';
import { useRef } from 'react';

type Bid = Omit<PlaceBidRequest, 'idempotencyKey'>;

const signatureOf = (bid: Bid) => `${bid.amountCents ?? ''}/${bid.maxBidCents ?? ''}`;

/**
 * A bid per tap with its own idempotency key; the mutation sends it again with the same key while no answer
 * comes. A tap that found no signal at all and is tapped again unchanged keeps its key, so it is one bid.
 */
export function useBid(tournamentId: string, itemId: string) {
  const placeBid = usePlaceBid();
  const last = useRef<{ signature: string; key: string } | null>(null);
  const send = (bid: Bid, onPlaced?: (answer: PlaceBidResponse) => void) => {
    const signature = signatureOf(bid);
    const reuse = last.current?.signature === signature && isNetworkError(placeBid.error);
    const key = reuse && last.current ? last.current.key : newIdempotencyKey();
    last.current = { signature, key };
    placeBid.mutate({ tournamentId, itemId, bid: { ...bid, idempotencyKey: key } }, { onSuccess: (answer) => onPlaced?.(answer) });
  };
  return { send, pending: placeBid.isPending, failureText: placeBid.failureText, answer: placeBid.data, reset: placeBid.reset };
}
