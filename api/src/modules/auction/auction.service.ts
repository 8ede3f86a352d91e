import { Injectable } from '@nestjs/common';
import {
  type AuctionCatalogue,
  type AuctionItem,
  type AuctionItemInput,
  auctionMessages,
  type AuctionSettings,
  type AuctionSettingsInput,
  type PlaceBidInput,
  type PlaceBidResponse,
} from '@fairway/contracts/auction';
import { applyBid, type AuctionEvent, type BidRefusalReason, type BidResult, winners } from '@fairway/golf/auction';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { markLiveChange } from '../../common/live-changes/live-change';
import { EventAccessService } from '../event-team/event-access.service';
import { TournamentService } from '../tournament/tournament.service';
import { AuctionBiddersService } from './auction-bidders.service';
import { AuctionOutbidMail } from './auction-outbid.mail';
import { withWinners } from './auction-sales';
import { AuctionSalesService } from './auction-sales.service';
import { AuctionSettlementService } from './auction-settlement.service';
import { bidRefused, biddingClosed, itemHasBids, itemNotFound, keyReused } from './auction.exception';
import { engineState, toOrganiserItem, toPublicItem, toSettings } from './auction.mapper';
import { AuctionRepository } from './auction.repository';
import { FundANeedService } from './fund-a-need.service';
import type { AuctionBidRow, AuctionItemRow } from './auction.rows';

const closedReasons: Partial<Record<BidRefusalReason, string>> = {
  closed: auctionMessages.auctionClosed,
  'not-open': auctionMessages.notOpenYet,
  withdrawn: auctionMessages.itemWithdrawn,
  sold: auctionMessages.itemSold,
};

function refusal(result: Extract<BidResult, { kind: 'refused' }>): Error {
  const closed = closedReasons[result.reason];
  if (closed) return biddingClosed(closed);
  if (result.reason === 'too-low') return bidRefused(auctionMessages.bidTooLow(result.nextAmountCents), 'amountCents');
  if (result.reason === 'max-below-amount') return bidRefused(auctionMessages.maxBelowAmount, 'maxBidCents');
  return bidRefused(auctionMessages.alreadyLeading, 'maxBidCents');
}

const itemFields = (input: AuctionItemInput) => ({
  title: input.title,
  description: input.description,
  photos: input.photos,
  donorName: input.donorName,
  fairMarketValueCents: input.fairMarketValueCents,
  category: input.category,
  startingBidCents: input.startingBidCents,
  incrementRule: input.incrementRule,
  buyNowCents: input.buyNowCents,
  reserveCents: input.reserveCents,
  quantity: input.quantity,
  opensAt: input.opensAt,
  closesAt: input.closesAt,
  status: input.status,
});

/** The standing a buy-now left, as the item's row holds it. */
const boughtStanding = (state: { priceCents: number | null; standings: AuctionItemRow['standings']; bidCount: number; boughtBy: string | null }) => ({
  price_cents: state.priceCents,
  standings: state.standings,
  bid_count: state.bidCount,
  bought_by: state.boughtBy === null ? null : Number(state.boughtBy),
});

interface TakenBid {
  bid: AuctionBidRow;
  number: number;
  events: AuctionEvent[];
}

/**
 * The silent auction: the organiser's items and settings, the public catalogue, and each bid decided by the
 * engine (@fairway/golf/auction) under the item's row lock at the database's clock.
 */
@Injectable()
export class AuctionService {
  constructor(
    private readonly auction: AuctionRepository,
    private readonly tournaments: TournamentService,
    private readonly access: EventAccessService,
    private readonly outbidMail: AuctionOutbidMail,
    private readonly settlement: AuctionSettlementService,
    private readonly sales: AuctionSalesService,
    private readonly bidders: AuctionBiddersService,
    private readonly funds: FundANeedService,
  ) {}

  /** The public catalogue; a signed-in caller also reads their own number and standing on each item. */
  async catalogue(tournamentId: string, user: AuthUser | null): Promise<AuctionCatalogue> {
    await this.tournaments.getEntity(tournamentId);
    const [settingsRow, items, now] = await Promise.all([this.auction.settings(tournamentId), this.auction.items(tournamentId), this.auction.clock()]);
    const settings = toSettings(settingsRow);
    const myNumber = await this.bidders.numberOfReader(tournamentId, user);
    const bidOn = myNumber === null ? new Set<string>() : await this.auction.itemsBidOn(tournamentId, myNumber);
    const view = (item: AuctionItemRow) => toPublicItem(item, settings, now.getTime(), { number: myNumber, bidOn: bidOn.has(item.id) });
    const sales = await this.sales.salesOf(tournamentId);
    return { settings, items: withWinners(items.map(view), sales, myNumber), myBidderNumber: myNumber, fundANeed: await this.funds.view(tournamentId), sales };
  }

  /** The settings as everyone reads them (the live stream's auction event carries them). */
  async publicSettings(tournamentId: string): Promise<AuctionSettings> {
    return toSettings(await this.auction.settings(tournamentId));
  }

  /** Items as everyone sees them (the live stream's auction event). */
  async publicItems(tournamentId: string, itemIds: readonly string[]): Promise<AuctionCatalogue['items']> {
    const [settingsRow, items, now] = await Promise.all([this.auction.settings(tournamentId), this.auction.items(tournamentId), this.auction.clock()]);
    const settings = toSettings(settingsRow);
    const wanted = new Set(itemIds);
    const shown = items.filter((item) => wanted.has(item.id)).map((item) => toPublicItem(item, settings, now.getTime(), { number: null, bidOn: false }));
    return withWinners(shown, await this.sales.salesOf(tournamentId, [...wanted]), null);
  }

  async organiserItems(tournamentId: string, user: AuthUser): Promise<AuctionItem[]> {
    await this.requireOrganiser(tournamentId, user);
    const [settingsRow, items, now] = await Promise.all([this.auction.settings(tournamentId), this.auction.items(tournamentId), this.auction.clock()]);
    return items.map((item) => toOrganiserItem(item, toSettings(settingsRow), now.getTime()));
  }

  async saveSettings(tournamentId: string, input: AuctionSettingsInput, user: AuthUser): Promise<AuctionSettings> {
    await this.requireOrganiser(tournamentId, user);
    return this.auction.transaction(async (manager) => {
      const row = await this.auction.saveSettings(manager, tournamentId, input, user.uid);
      markLiveChange(manager, { kind: 'auction', tournamentId, itemIds: (await this.auction.items(tournamentId, manager)).map((item) => item.id) });
      return toSettings(row);
    });
  }

  async createItem(tournamentId: string, input: AuctionItemInput, user: AuthUser): Promise<AuctionItem> {
    await this.requireOrganiser(tournamentId, user);
    return this.auction.transaction(async (manager) => {
      const row = await this.auction.insertItem(manager, tournamentId, randomUUID(), itemFields(input), user.uid);
      markLiveChange(manager, { kind: 'auction', tournamentId, itemIds: [row.id] });
      return this.organiserView(manager, tournamentId, row);
    });
  }

  async updateItem(tournamentId: string, itemId: string, input: AuctionItemInput, user: AuthUser): Promise<AuctionItem> {
    await this.requireOrganiser(tournamentId, user);
    return this.auction.transaction(async (manager) => {
      const locked = await this.auction.item(tournamentId, itemId, manager, true);
      if (!locked) throw itemNotFound();
      const row = (await this.auction.updateItem(manager, tournamentId, itemId, itemFields(input), user.uid))!;
      markLiveChange(manager, { kind: 'auction', tournamentId, itemIds: [row.id] });
      return this.organiserView(manager, tournamentId, row);
    });
  }

  /** Only an item nobody bid on may be deleted; one with bids is withdrawn (its bids stay). */
  async deleteItem(tournamentId: string, itemId: string, user: AuthUser): Promise<void> {
    await this.requireOrganiser(tournamentId, user);
    await this.auction.transaction(async (manager) => {
      const locked = await this.auction.item(tournamentId, itemId, manager, true);
      if (!locked) throw itemNotFound();
      if (locked.bid_count > 0) throw itemHasBids();
      await this.auction.deleteItem(manager, tournamentId, itemId);
      markLiveChange(manager, { kind: 'auction', tournamentId, itemIds: [itemId] });
    });
  }

  /** One bid: the caller's number (given on their first bid), the item locked, the engine deciding at the database's clock. */
  async placeBid(tournamentId: string, itemId: string, input: PlaceBidInput, user: AuthUser): Promise<PlaceBidResponse> {
    await this.tournaments.getEntity(tournamentId);
    const taken = await this.auction.transaction((manager) => this.takeBid(manager, tournamentId, itemId, input, user));
    const [settingsRow, item, now] = await Promise.all([this.auction.settings(tournamentId), this.auction.item(tournamentId, itemId), this.auction.clock()]);
    return {
      bidId: taken.bid.id,
      outcome: taken.bid.outcome,
      bidderNumber: taken.number,
      item: toPublicItem(item!, toSettings(settingsRow), now.getTime(), { number: taken.number, bidOn: true }),
    };
  }

  private async takeBid(manager: EntityManager, tournamentId: string, itemId: string, input: PlaceBidInput, user: AuthUser): Promise<TakenBid> {
    const settings = toSettings(await this.auction.settings(tournamentId, manager));
    const number = await this.bidders.numberToBid(manager, tournamentId, user, settings.whoMayBid);
    const item = await this.auction.item(tournamentId, itemId, manager, true);
    if (!item) throw itemNotFound();
    // Its winners are known: no bid changes them, even if its close was moved later since.
    if (item.settled_at) throw biddingClosed(item.bought_by === null ? auctionMessages.auctionClosed : auctionMessages.itemSold);
    const earlier = await this.auction.bidByKey(manager, tournamentId, number, input.idempotencyKey);
    if (earlier) {
      // A retry sends the same bid again; the same key with another item or amount is another bid, refused.
      const sameBid =
        earlier.item_id === itemId &&
        earlier.requested_amount_cents === (input.amountCents ?? null) &&
        earlier.requested_max_cents === (input.maxBidCents ?? null);
      if (!sameBid) throw keyReused();
      return { bid: earlier, number, events: [] };
    }
    const now = await this.auction.clock(manager);
    const bid = { bidderId: String(number), amountCents: input.amountCents, maxBidCents: input.maxBidCents, idempotencyKey: input.idempotencyKey };
    const result = applyBid(engineState(item, settings), bid, now.getTime());
    if (result.kind === 'refused') throw refusal(result);
    if (result.kind === 'duplicate') throw new Error('The engine saw a key the bids table did not');
    const state = result.state;
    await this.auction.saveStanding(manager, itemId, {
      priceCents: state.priceCents,
      standings: state.standings,
      bidCount: state.bidCount,
      boughtBy: state.boughtBy === null ? null : Number(state.boughtBy),
      extendedCloseAt: result.events.some((event) => event.kind === 'extended') && state.closesAt !== null ? new Date(state.closesAt) : item.extended_close_at,
    });
    const row = await this.auction.insertBid(manager, {
      tournamentId,
      itemId,
      bidderNumber: number,
      placedBy: user.uid,
      amountCents: result.amountCents,
      maxCents: result.maxCents,
      requestedAmountCents: input.amountCents ?? null,
      requestedMaxCents: input.maxBidCents ?? null,
      key: input.idempotencyKey,
      outcome: result.outcome,
      priceAfterCents: state.priceCents!,
      createdAt: now,
    });
    markLiveChange(manager, { kind: 'auction', tournamentId, itemIds: [itemId] });
    // Buy-now ends the item at once: its winner is settled in the bid's own transaction.
    if (result.outcome === 'bought') await this.settlement.settleLocked(manager, { ...item, ...boughtStanding(state) }, settings, now);
    const answered = [number, ...winners(state).map((standing) => Number(standing.bidderId))];
    await this.outbidMail.tell(manager, tournamentId, item, state.priceCents!, row.id, result.events, answered);
    return { bid: row, number, events: result.events };
  }

  private async organiserView(manager: EntityManager, tournamentId: string, row: AuctionItemRow): Promise<AuctionItem> {
    const settingsRow = await this.auction.settings(tournamentId, manager);
    const now = await this.auction.clock(manager);
    return toOrganiserItem(row, toSettings(settingsRow), now.getTime());
  }

  private async requireOrganiser(tournamentId: string, user: AuthUser): Promise<void> {
    await this.access.require(user, await this.tournaments.getEntity(tournamentId), 'event.edit', 'manage the auction');
  }
}
