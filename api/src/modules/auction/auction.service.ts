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
import { applyBid, type AuctionEvent, type BidRefusalReason, type BidResult } from '@fairway/golf/auction';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { markLiveChange } from '../../common/live-changes/live-change';
import { EventAccessService } from '../event-team/event-access.service';
import { TournamentService } from '../tournament/tournament.service';
import { AuctionOutbidMail } from './auction-outbid.mail';
import { bidRefused, biddingClosed, itemHasBids, itemNotFound, keyReused, notAllowedToBid } from './auction.exception';
import { engineState, toOrganiserItem, toPublicItem, toSettings } from './auction.mapper';
import { AuctionRepository } from './auction.repository';
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
  ) {}

  /** The public catalogue; a signed-in caller also reads their own number and standing on each item. */
  async catalogue(tournamentId: string, user: AuthUser | null): Promise<AuctionCatalogue> {
    await this.tournaments.getEntity(tournamentId);
    const [settingsRow, items, now] = await Promise.all([this.auction.settings(tournamentId), this.auction.items(tournamentId), this.auction.clock()]);
    const settings = toSettings(settingsRow);
    const myNumber = user ? await this.auction.bidderNumber(tournamentId, user.uid) : null;
    const bidOn = myNumber === null ? new Set<string>() : await this.auction.itemsBidOn(tournamentId, myNumber);
    const view = (item: AuctionItemRow) => toPublicItem(item, settings, now.getTime(), { number: myNumber, bidOn: bidOn.has(item.id) });
    return { settings, items: items.map(view), myBidderNumber: myNumber, fundANeed: null, sales: [] };
  }

  /** Items as everyone sees them (the live stream's auction event). */
  async publicItems(tournamentId: string, itemIds: readonly string[]): Promise<AuctionCatalogue['items']> {
    const [settingsRow, items, now] = await Promise.all([this.auction.settings(tournamentId), this.auction.items(tournamentId), this.auction.clock()]);
    const settings = toSettings(settingsRow);
    const wanted = new Set(itemIds);
    return items.filter((item) => wanted.has(item.id)).map((item) => toPublicItem(item, settings, now.getTime(), { number: null, bidOn: false }));
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
    const known = await this.auction.bidderNumber(tournamentId, user.uid, manager);
    if (known === null && settings.whoMayBid === 'checked-in' && !(await this.auction.isCheckedIn(manager, tournamentId, user.uid))) throw notAllowedToBid();
    const number = known ?? (await this.auction.assignBidderNumber(manager, tournamentId, user.uid, user.emailVerified ? user.email : null));
    const item = await this.auction.item(tournamentId, itemId, manager, true);
    if (!item) throw itemNotFound();
    const earlier = await this.auction.bidByKey(manager, tournamentId, number, input.idempotencyKey);
    if (earlier) {
      if (earlier.item_id !== itemId) throw keyReused();
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
    await this.outbidMail.tell(manager, tournamentId, item, state.priceCents!, row.id, result.events);
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
