import { type AuctionItemState, type AuctionStanding } from './auction-state.type';
import { incrementAt } from './increment';

/** Best first: the higher maximum, and between equal maxima the earlier one. */
export function rankStandings(standings: AuctionStanding[]): AuctionStanding[] {
  return [...standings].sort((a, b) => b.maxCents - a.maxCents || a.seq - b.seq);
}

/** The bidders winning now: the top `quantity`. */
export function winners(state: AuctionItemState): AuctionStanding[] {
  return state.standings.slice(0, state.quantity);
}

export function isWinning(state: AuctionItemState, bidderId: string): boolean {
  return winners(state).some((standing) => standing.bidderId === bidderId);
}

/** The least a new bid may be: the starting bid, the price while units are left, else the price plus one increment. */
export function nextBidAmount(state: AuctionItemState): number {
  if (state.priceCents === null) return state.startingBidCents;
  if (state.standings.length < state.quantity) return state.priceCents;
  return state.priceCents + incrementAt(state.priceCents, state.incrementRule);
}

/**
 * The price after a challenger's bid: the lower of the lowest winning maximum and the best losing maximum plus
 * one increment (at that maximum's price), raised to the reserve when a winner's maximum reaches it, at least the
 * starting bid and an amount the new winner bid outright, and never lower than before.
 */
export function priceAfter(state: AuctionItemState, ranked: AuctionStanding[], outrightCents: number): number {
  const lowestWinner = ranked[Math.min(state.quantity, ranked.length) - 1]!;
  const challenger = ranked[state.quantity];
  const challenge = challenger ? challenger.maxCents + incrementAt(challenger.maxCents, state.incrementRule) : 0;
  const proxy = Math.max(challenge, state.reserveCents ?? 0);
  const floor = Math.max(state.priceCents ?? 0, state.startingBidCents, outrightCents, proxy);
  return Math.min(lowestWinner.maxCents, floor);
}
