import { type AuctionItemRules, type AuctionItemState } from './auction-state.type';
import { winners } from './auction-standings';

export type ItemOutcome =
  | { kind: 'upcoming' | 'open' | 'withdrawn' }
  /** Each winner pays the price (several winners: the same lowest winning price). */
  | { kind: 'sold'; winners: { bidderId: string; priceCents: number }[] }
  /** Closed with no bid, or below the reserve. */
  | { kind: 'unsold' };

/** Where an item stands at `now`: the winners are known the moment it closes. */
export function settleItem(state: AuctionItemState, now: number): ItemOutcome {
  if (state.withdrawn) return { kind: 'withdrawn' };
  if (state.boughtBy !== null) return { kind: 'sold', winners: [{ bidderId: state.boughtBy, priceCents: state.priceCents! }] };
  if (state.opensAt !== null && now < state.opensAt) return { kind: 'upcoming' };
  if (state.closesAt === null || now < state.closesAt) return { kind: 'open' };
  const price = state.priceCents;
  if (price === null || price < (state.reserveCents ?? 0)) return { kind: 'unsold' };
  return { kind: 'sold', winners: winners(state).map((standing) => ({ bidderId: standing.bidderId, priceCents: price })) };
}

/** An item before its first bid. */
export function openingState(rules: AuctionItemRules, closesAt: number | null): AuctionItemState {
  return { ...rules, closesAt, priceCents: null, standings: [], boughtBy: null, bidCount: 0, seenKeys: new Set() };
}
