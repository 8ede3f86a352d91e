import { type AuctionItem, type AuctionSettings, bidderLabel, type PublicAuctionItem } from '@fairway/contracts/auction';
import { type AuctionItemState, isWinning, nextBidAmount, openingState, settleItem, winners } from '@fairway/golf/auction';
import type { AuctionItemRow, AuctionSettingsRow } from './auction.rows';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
const ms = (date: Date | null) => (date ? new Date(date).getTime() : null);

/** The auction's settings, with the defaults when the organiser has set none. */
export function toSettings(row: AuctionSettingsRow | undefined): AuctionSettings {
  return {
    opensAt: iso(row?.opens_at ?? null),
    closesAt: iso(row?.closes_at ?? null),
    softCloseMinutes: row?.soft_close_minutes ?? 2,
    hardCapAt: iso(row?.hard_cap_at ?? null),
    whoMayBid: row?.who_may_bid ?? 'checked-in',
  };
}

/** The item's close now: the one a late bid moved it to, else its own, else the auction's. */
export function closeOf(item: AuctionItemRow, settings: AuctionSettings): number | null {
  return ms(item.extended_close_at) ?? ms(item.closes_at) ?? (settings.closesAt ? Date.parse(settings.closesAt) : null);
}

/** The engine's state of an item, from its row (the standing its bids left) and the auction's settings. */
export function engineState(item: AuctionItemRow, settings: AuctionSettings): AuctionItemState {
  const rules = {
    startingBidCents: item.starting_bid_cents,
    incrementRule: item.increment_rule,
    buyNowCents: item.buy_now_cents,
    reserveCents: item.reserve_cents,
    quantity: item.quantity,
    opensAt: ms(item.opens_at) ?? (settings.opensAt ? Date.parse(settings.opensAt) : null),
    softCloseMinutes: settings.softCloseMinutes,
    hardCapAt: settings.hardCapAt ? Date.parse(settings.hardCapAt) : null,
    withdrawn: item.status === 'withdrawn',
  };
  return {
    ...openingState(rules, closeOf(item, settings)),
    priceCents: item.price_cents,
    standings: item.standings,
    boughtBy: item.bought_by === null ? null : String(item.bought_by),
    bidCount: item.bid_count,
  };
}

function stateAt(state: AuctionItemState, now: number): PublicAuctionItem['state'] {
  const outcome = settleItem(state, now);
  if (outcome.kind === 'sold') return 'sold';
  if (outcome.kind === 'unsold') return 'closed';
  return outcome.kind;
}

/** What anyone may read of an item: bidders as "Bidder 104", the reserve only as met or not. */
export function toPublicItem(item: AuctionItemRow, settings: AuctionSettings, now: number, me: { number: number | null; bidOn: boolean }): PublicAuctionItem {
  const state = engineState(item, settings);
  const winning = me.number !== null && isWinning(state, String(me.number));
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    photos: item.photos,
    donorName: item.donor_name,
    fairMarketValueCents: item.fair_market_value_cents,
    category: item.category,
    startingBidCents: item.starting_bid_cents,
    currentPriceCents: state.priceCents,
    nextAmountCents: nextBidAmount(state),
    buyNowCents: state.buyNowCents !== null && (state.priceCents ?? 0) < state.buyNowCents ? state.buyNowCents : null,
    quantity: item.quantity,
    leaders: winners(state).map((standing) => bidderLabel(Number(standing.bidderId))),
    bidCount: state.bidCount,
    reserveMet: state.priceCents !== null && state.priceCents >= (state.reserveCents ?? 0),
    closesAt: state.closesAt === null ? null : new Date(state.closesAt).toISOString(),
    state: stateAt(state, now),
    myState: winning ? 'winning' : me.bidOn ? 'outbid' : 'none',
  };
}

/** The organiser's item: the public view with the reserve, the increment rule and its own hours and status. */
export function toOrganiserItem(item: AuctionItemRow, settings: AuctionSettings, now: number): AuctionItem {
  return {
    ...toPublicItem(item, settings, now, { number: null, bidOn: false }),
    reserveCents: item.reserve_cents,
    incrementRule: item.increment_rule,
    opensAt: iso(item.opens_at),
    ownClosesAt: iso(item.closes_at),
    status: item.status,
  };
}
