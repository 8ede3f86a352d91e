import { type IncrementRule } from '@fairway/contracts/auction';
import { type AuctionBid, type AuctionItemRules, type AuctionItemState, type BidResult } from './auction-state.type';
import { applyBid } from './apply-bid';
import { openingState } from './settle-item';

export const closesAt = Date.UTC(2026, 5, 1, 18, 0);
export const minute = 60_000;

export function itemRules(overrides: Partial<AuctionItemRules> = {}): AuctionItemRules {
  const incrementRule: IncrementRule = { kind: 'fixed', cents: 500 };
  return {
    startingBidCents: 10_000,
    incrementRule,
    buyNowCents: null,
    reserveCents: null,
    quantity: 1,
    opensAt: null,
    softCloseMinutes: 0,
    hardCapAt: null,
    withdrawn: false,
    ...overrides,
  };
}

export function openItem(overrides: Partial<AuctionItemRules> = {}, close: number | null = closesAt): AuctionItemState {
  return openingState(itemRules(overrides), close);
}

let keys = 0;
export function bid(bidderId: string, fields: Omit<Partial<AuctionBid>, 'bidderId'> = {}): AuctionBid {
  keys += 1;
  return { bidderId, idempotencyKey: `key-${keys}`, ...fields };
}

/** The state after an accepted bid; fails the test on anything else. */
export function accepted(result: BidResult): Extract<BidResult, { kind: 'accepted' }> {
  if (result.kind !== 'accepted') throw new Error(`expected the bid accepted, got ${JSON.stringify(result)}`);
  return result;
}

/** Applies bids one minute apart from an hour before the close. */
export function bidAll(state: AuctionItemState, bids: AuctionBid[]): AuctionItemState {
  return bids.reduce((current, next, index) => accepted(applyBid(current, next, closesAt - 60 * minute + index * minute)).state, state);
}
