import { type AuctionBid, type AuctionEvent, type AuctionItemState, type BidRefusalReason, type BidResult } from './auction-state.type';
import { isWinning, nextBidAmount, priceAfter, rankStandings, winners } from './auction-standings';

const minute = 60_000;

const keyOf = (bid: AuctionBid) => `${bid.bidderId}\u0000${bid.idempotencyKey}`;

function refusalOf(state: AuctionItemState, bid: AuctionBid, now: number): BidRefusalReason | null {
  if (state.withdrawn) return 'withdrawn';
  if (state.boughtBy !== null) return 'sold';
  if (state.closesAt !== null && now >= state.closesAt) return 'closed';
  if (state.opensAt !== null && now < state.opensAt) return 'not-open';
  if (bid.amountCents !== undefined && bid.maxBidCents !== undefined && bid.maxBidCents < bid.amountCents) return 'max-below-amount';
  return null;
}

/** A bid in the last N minutes moves the close to N minutes after it, never past the hard cap and never earlier. */
function softClose(state: AuctionItemState, now: number): number | null {
  if (state.closesAt === null || state.softCloseMinutes === 0) return state.closesAt;
  const window = state.softCloseMinutes * minute;
  if (state.closesAt - now > window) return state.closesAt;
  return Math.max(state.closesAt, Math.min(now + window, state.hardCapAt ?? Number.POSITIVE_INFINITY));
}

function withBid(state: AuctionItemState, bid: AuctionBid, now: number): AuctionItemState {
  const closesAt = softClose(state, now);
  return { ...state, closesAt, bidCount: state.bidCount + 1, seenKeys: new Set([...state.seenKeys, keyOf(bid)]) };
}

function closeEvents(before: AuctionItemState, after: AuctionItemState): AuctionEvent[] {
  return after.closesAt !== null && after.closesAt !== before.closesAt ? [{ kind: 'extended', closesAt: after.closesAt }] : [];
}

function outbidEvents(before: AuctionItemState, after: AuctionItemState): AuctionEvent[] {
  return winners(before)
    .filter((standing) => !isWinning(after, standing.bidderId))
    .map((standing) => ({ kind: 'outbid', bidderId: standing.bidderId }));
}

function nextSeq(state: AuctionItemState): number {
  return state.standings.reduce((max, standing) => Math.max(max, standing.seq), 0) + 1;
}

function buyNow(state: AuctionItemState, bid: AuctionBid, now: number): BidResult {
  const price = state.buyNowCents!;
  const standing = { bidderId: bid.bidderId, maxCents: price, floorCents: price, seq: 0 };
  const others = state.standings.filter((other) => other.bidderId !== bid.bidderId);
  const after = { ...withBid(state, bid, now), standings: [standing, ...others], priceCents: price, boughtBy: bid.bidderId, closesAt: state.closesAt };
  const events: AuctionEvent[] = [...outbidEvents(state, after), { kind: 'bought', bidderId: bid.bidderId, priceCents: price }];
  return { kind: 'accepted', state: after, events, outcome: 'bought', amountCents: price, maxCents: price };
}

/** A winner raises their maximum; the price moves only up to a reserve the new maximum reaches (nobody outbids themself). */
function raiseOwnMaximum(state: AuctionItemState, bid: AuctionBid, now: number): BidResult {
  const current = state.standings.find((standing) => standing.bidderId === bid.bidderId)!;
  const maxCents = Math.max(bid.maxBidCents ?? 0, bid.amountCents ?? 0);
  if (maxCents <= current.maxCents) return { kind: 'refused', reason: 'already-leading', nextAmountCents: nextBidAmount(state) };
  const raised = { ...current, maxCents, seq: nextSeq(state) };
  const standings = rankStandings(state.standings.map((standing) => (standing === current ? raised : standing)));
  const lowestWinner = standings[Math.min(state.quantity, standings.length) - 1]!;
  const priceCents = Math.max(state.priceCents ?? 0, Math.min(lowestWinner.maxCents, state.reserveCents ?? 0));
  const after = { ...withBid(state, bid, now), standings, priceCents };
  return { kind: 'accepted', state: after, events: closeEvents(state, after), outcome: 'winning', amountCents: current.floorCents, maxCents };
}

function challenge(state: AuctionItemState, bid: AuctionBid, now: number): BidResult {
  const next = nextBidAmount(state);
  const amountCents = bid.amountCents ?? next;
  // A maximum below the next amount is refused too: raised to it, it would commit the bidder past what they said.
  if (amountCents < next || (bid.maxBidCents ?? next) < next) return { kind: 'refused', reason: 'too-low', nextAmountCents: next };
  const maxCents = Math.max(bid.maxBidCents ?? amountCents, amountCents);
  const standing = { bidderId: bid.bidderId, maxCents, floorCents: amountCents, seq: nextSeq(state) };
  const standings = rankStandings([...state.standings.filter((other) => other.bidderId !== bid.bidderId), standing]);
  const wins = standings.slice(0, state.quantity).includes(standing);
  const priceCents = priceAfter(state, standings, wins ? amountCents : 0);
  const after = { ...withBid(state, bid, now), standings, priceCents };
  const events = [...outbidEvents(state, after), ...closeEvents(state, after)];
  return { kind: 'accepted', state: after, events, outcome: wins ? 'winning' : 'outbid', amountCents, maxCents };
}

/**
 * Takes one bid at the server's `now` (epoch ms): the new state and what happened, a refusal, or the same state
 * for a key this bidder already used. Pure: the API calls it under the item's row lock.
 */
export function applyBid(state: AuctionItemState, bid: AuctionBid, now: number): BidResult {
  if (state.seenKeys.has(keyOf(bid))) return { kind: 'duplicate', state };
  const refusal = refusalOf(state, bid, now);
  if (refusal) return { kind: 'refused', reason: refusal, nextAmountCents: nextBidAmount(state) };
  const buyNowOpen = state.buyNowCents !== null && (state.priceCents ?? 0) < state.buyNowCents;
  if (buyNowOpen && (bid.amountCents ?? 0) >= state.buyNowCents!) return buyNow(state, bid, now);
  if (isWinning(state, bid.bidderId)) return raiseOwnMaximum(state, bid, now);
  return challenge(state, bid, now);
}
