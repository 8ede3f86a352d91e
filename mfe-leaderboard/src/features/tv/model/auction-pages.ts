import type { AuctionCatalogue, AuctionSale, PublicAuctionItem } from '@fairway/contracts/auction';

export const ITEMS_PER_PAGE = 10;

type Phase = PublicAuctionItem['state'];

/** An item as the TV shows it at `now`: `phase` is the read's state moved on by the clock. */
export type TvAuctionItem = PublicAuctionItem & { phase: Phase; closesAtMs: number | null };

export type AuctionPage =
  | { kind: 'closing-soon'; items: TvAuctionItem[]; index: number; count: number }
  | { kind: 'no-bids'; items: TvAuctionItem[] }
  | { kind: 'sold'; sales: AuctionSale[] }
  | { kind: 'fund-a-need' };

export type AuctionClock = { kind: 'open'; closesAt: number | null; extended: boolean } | { kind: 'upcoming'; opensAt: number | null } | { kind: 'closed' };

const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/**
 * The read's state is as the server saw it when it answered; no event comes when an item opens or its close
 * passes, so the TV moves it on by its own clock: open once the auction's opening has passed, and at its close
 * sold (to its leaders, the reserve met) or closed.
 */
export function itemPhase(item: PublicAuctionItem, settings: AuctionCatalogue['settings'], now: number): Phase {
  const opensAt = time(settings.opensAt);
  const state = item.state === 'upcoming' && opensAt !== null && opensAt <= now ? 'open' : item.state;
  const closesAt = time(item.closesAt);
  if (state !== 'open' || closesAt === null || closesAt > now) return state;
  return item.leaders.length > 0 && item.reserveMet ? 'sold' : 'closed';
}

export function tvItems(catalogue: AuctionCatalogue, now: number): TvAuctionItem[] {
  return catalogue.items.map((item) => ({ ...item, phase: itemPhase(item, catalogue.settings, now), closesAtMs: time(item.closesAt) }));
}

/** Closing soonest first (an item without a close last), then by title; items not open yet after the open ones. */
function closingOrder(left: TvAuctionItem, right: TvAuctionItem): number {
  const rank = (item: TvAuctionItem) => (item.phase === 'open' ? 0 : 1);
  return rank(left) - rank(right) || (left.closesAtMs ?? Infinity) - (right.closesAtMs ?? Infinity) || left.title.localeCompare(right.title);
}

function pagesOf<T>(rows: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(rows.length / ITEMS_PER_PAGE) }, (_, page) => rows.slice(page * ITEMS_PER_PAGE, (page + 1) * ITEMS_PER_PAGE));
}

/** The sales announced, latest first, and any item the TV's clock has seen close with a leader since. */
export function soldList(catalogue: AuctionCatalogue, items: readonly TvAuctionItem[]): AuctionSale[] {
  const announced = new Set(catalogue.sales.map((sale) => sale.itemId));
  const closedHere = items
    .filter((item) => item.phase === 'sold' && !announced.has(item.id))
    .map((item) => ({
      itemId: item.id,
      title: item.title,
      winners: item.leaders,
      priceCents: item.currentPriceCents ?? item.startingBidCents,
      soldAt: item.closesAt ?? '',
    }));
  return [...closedHere.sort((left, right) => right.soldAt.localeCompare(left.soldAt)), ...catalogue.sales];
}

/**
 * The auction's pages in the TV's rotation: the open items ten a page, closing soonest first; the items without
 * a bid yet on a page of their own (once some have bids, so it is not the first page again); the latest sales;
 * the fund-a-need.
 */
export function auctionPages(catalogue: AuctionCatalogue, now: number): AuctionPage[] {
  const items = tvItems(catalogue, now);
  const biddable = items.filter((item) => item.phase === 'open' || item.phase === 'upcoming').sort(closingOrder);
  const open = biddable.filter((item) => item.phase === 'open');
  const cold = open.filter((item) => item.bidCount === 0);
  const closing = pagesOf(biddable);
  const sold = soldList(catalogue, items);
  return [
    ...closing.map((page, index) => ({ kind: 'closing-soon' as const, items: page, index, count: closing.length })),
    ...(cold.length > 0 && cold.length < open.length ? [{ kind: 'no-bids' as const, items: cold.slice(0, ITEMS_PER_PAGE) }] : []),
    ...(sold.length > 0 ? [{ kind: 'sold' as const, sales: sold.slice(0, ITEMS_PER_PAGE) }] : []),
    ...(catalogue.fundANeed ? [{ kind: 'fund-a-need' as const }] : []),
  ];
}

/**
 * What the big countdown counts to: the last close of the items still open (a late bid can carry one past the
 * auction's close: extended), or the opening, or nothing more (closed).
 */
export function auctionClock(catalogue: AuctionCatalogue, now: number): AuctionClock {
  const items = tvItems(catalogue, now);
  const open = items.filter((item) => item.phase === 'open');
  if (open.length > 0) {
    const closes = open.map((item) => item.closesAtMs);
    const closesAt = closes.includes(null) ? null : Math.max(...(closes as number[]));
    const planned = time(catalogue.settings.closesAt);
    return { kind: 'open', closesAt, extended: closesAt !== null && planned !== null && closesAt > planned };
  }
  if (items.some((item) => item.phase === 'upcoming')) return { kind: 'upcoming', opensAt: time(catalogue.settings.opensAt) };
  return { kind: 'closed' };
}
