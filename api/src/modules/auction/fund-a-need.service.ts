import { Injectable } from '@nestjs/common';
import type { FundANeedView } from '@fairway/contracts/auction';
import type { FundANeedGiftInput, FundANeedGiftResponse, FundANeedInput } from '@fairway/contracts/auction-desk';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { markLiveChange } from '../../common/live-changes/live-change';
import { EventAccessService } from '../event-team/event-access.service';
import { TournamentService } from '../tournament/tournament.service';
import { AuctionBiddersService } from './auction-bidders.service';
import { fundANeedClosed, fundANeedHasGifts, fundANeedNotFound, giftKeyReused, levelNotOffered } from './auction-controls.exception';
import { toSettings } from './auction.mapper';
import { AuctionRepository } from './auction.repository';
import { FundANeedRepository, type FundANeedRow } from './fund-a-need.repository';

/** The view anyone reads: each level's count (highest first) and the total of every gift. */
function toView(row: FundANeedRow, counts: Map<number, number>): FundANeedView {
  let totalCents = 0;
  let giftCount = 0;
  counts.forEach((count, amount) => {
    totalCents += count * amount;
    giftCount += count;
  });
  return {
    title: row.title,
    description: row.description,
    open: row.open,
    goalCents: row.goal_cents,
    levels: row.levels_cents.map((amountCents) => ({ amountCents, count: counts.get(amountCents) ?? 0 })),
    totalCents,
    giftCount,
  };
}

/**
 * The fund-a-need (paddle raise): the organiser sets its giving levels, a bidder taps one, and every change is told
 * on the live stream (the TV's thermometer). A gift is a pledge on the giver's bill, paid with it.
 */
@Injectable()
export class FundANeedService {
  constructor(
    private readonly funds: FundANeedRepository,
    private readonly auction: AuctionRepository,
    private readonly bidders: AuctionBiddersService,
    private readonly tournaments: TournamentService,
    private readonly access: EventAccessService,
  ) {}

  /** null: the auction has no fund-a-need. */
  async view(tournamentId: string, manager?: EntityManager): Promise<FundANeedView | null> {
    const [row, counts] = await Promise.all([this.funds.fund(tournamentId, manager), this.funds.totals(tournamentId, manager)]);
    return row ? toView(row, counts) : null;
  }

  async save(tournamentId: string, input: FundANeedInput, user: AuthUser): Promise<FundANeedView> {
    await this.requireOrganiser(tournamentId, user);
    return this.funds.transaction(async (manager) => {
      await this.funds.fund(tournamentId, manager, 'change');
      const levelsCents = [...input.levelsCents].sort((a, b) => b - a);
      const row = await this.funds.save(manager, { tournamentId, ...input, levelsCents, by: user.uid });
      markLiveChange(manager, { kind: 'auction', tournamentId, itemIds: [], fundANeed: true });
      return toView(row, await this.funds.totals(tournamentId, manager));
    });
  }

  /** Only one nobody gave to; after the first gift it is closed instead. */
  async remove(tournamentId: string, user: AuthUser): Promise<void> {
    await this.requireOrganiser(tournamentId, user);
    await this.funds.transaction(async (manager) => {
      if (!(await this.funds.fund(tournamentId, manager, 'change'))) throw fundANeedNotFound();
      if ((await this.funds.totals(tournamentId, manager)).size > 0) throw fundANeedHasGifts();
      await this.funds.remove(manager, tournamentId);
      markLiveChange(manager, { kind: 'auction', tournamentId, itemIds: [], fundANeed: true });
    });
  }

  /** One tap at a level, under the same rule as a bid (and the same number); a retried key is the same gift. */
  async give(tournamentId: string, input: FundANeedGiftInput, user: AuthUser): Promise<FundANeedGiftResponse> {
    await this.tournaments.getEntity(tournamentId);
    const given = await this.funds.transaction(async (manager) => {
      const fund = await this.funds.fund(tournamentId, manager, 'gift');
      if (!fund) throw fundANeedNotFound();
      const settings = toSettings(await this.auction.settings(tournamentId, manager));
      const number = await this.bidders.numberToBid(manager, tournamentId, user, settings.whoMayBid);
      const earlier = await this.funds.giftByKey(manager, tournamentId, number, input.idempotencyKey);
      if (earlier) return this.retried(earlier, input, number);
      if (!fund.open) throw fundANeedClosed();
      if (!fund.levels_cents.includes(input.amountCents)) throw levelNotOffered();
      const gift = { tournamentId, bidderNumber: number, amountCents: input.amountCents, by: user.uid, key: input.idempotencyKey };
      const row = (await this.funds.insertGift(manager, gift)) ?? (await this.funds.giftByKey(manager, tournamentId, number, input.idempotencyKey))!;
      markLiveChange(manager, { kind: 'auction', tournamentId, itemIds: [], fundANeed: true });
      return this.retried(row, input, number);
    });
    return { ...given, fundANeed: (await this.view(tournamentId))! };
  }

  private retried(row: { id: string; amount_cents: number }, input: FundANeedGiftInput, number: number) {
    if (row.amount_cents !== input.amountCents) throw giftKeyReused();
    return { giftId: row.id, bidderNumber: number };
  }

  private async requireOrganiser(tournamentId: string, user: AuthUser): Promise<void> {
    await this.access.require(user, await this.tournaments.getEntity(tournamentId), 'event.edit', 'manage the auction');
  }
}
