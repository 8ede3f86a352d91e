import { Injectable } from '@nestjs/common';
import type { AuctionSettings } from '@fairway/contracts/auction';
import { settleItem } from '@fairway/golf/auction';
import type { EntityManager } from 'typeorm';
import { markLiveChange } from '../../common/live-changes/live-change';
import { engineState, toSettings } from './auction.mapper';
import { AuctionRepository } from './auction.repository';
import type { AuctionItemRow } from './auction.rows';
import { AuctionWinsRepository } from './auction-wins.repository';
import { AuctionWonMail, type Winner } from './auction-won.mail';

/**
 * The winners of an item, known the moment it closes: settled under the item's row lock at the database's clock
 * (the bids take the same lock, so none slips in after), once (settled_at), each winner a row of auction_wins at
 * the engine's price and told by e-mail; the sale announced after commit by the `auction` live event.
 */
@Injectable()
export class AuctionSettlementService {
  constructor(
    private readonly auction: AuctionRepository,
    private readonly wins: AuctionWinsRepository,
    private readonly wonMail: AuctionWonMail,
  ) {}

  /** Settles what is due, each item in its own transaction; an item another replica (or a bid) holds is left for the next round. */
  async settleDue(): Promise<number> {
    let settled = 0;
    for (const due of await this.wins.dueItems()) {
      if (await this.auction.transaction((manager) => this.settleIfDue(manager, due.tournament_id, due.id))) settled += 1;
    }
    return settled;
  }

  private async settleIfDue(manager: EntityManager, tournamentId: string, itemId: string): Promise<boolean> {
    const item = await this.wins.lockUnsettled(manager, itemId);
    if (!item) return false;
    const settings = toSettings(await this.auction.settings(tournamentId, manager));
    return this.settleLocked(manager, item, settings, await this.auction.clock(manager));
  }

  /** An item the caller holds locked (the close job, a buy-now's bid): settled when the engine says it is over at `now`. */
  async settleLocked(manager: EntityManager, item: AuctionItemRow, settings: AuctionSettings, now: Date): Promise<boolean> {
    if (item.settled_at) return false;
    const outcome = settleItem(engineState(item, settings), now.getTime());
    if (outcome.kind !== 'sold' && outcome.kind !== 'unsold') return false;
    await this.wins.markSettled(manager, item.id, now);
    const winners: Winner[] =
      outcome.kind === 'sold' ? outcome.winners.map((winner) => ({ number: Number(winner.bidderId), priceCents: winner.priceCents })) : [];
    await this.award(manager, item, winners, now);
    markLiveChange(manager, { kind: 'auction', tournamentId: item.tournament_id, itemIds: [item.id], sold: winners.length > 0 ? [item.id] : [] });
    return true;
  }

  /** Each winner a live win at their price, with the item's fair market value for the receipt, and the e-mail. */
  async award(manager: EntityManager, item: AuctionItemRow, winners: readonly Winner[], at: Date): Promise<void> {
    for (const winner of winners) {
      await this.wins.insertWin(manager, {
        tournamentId: item.tournament_id,
        itemId: item.id,
        bidderNumber: winner.number,
        priceCents: winner.priceCents,
        fairMarketValueCents: item.fair_market_value_cents,
        at,
      });
    }
    await this.wonMail.tell(manager, item.tournament_id, item, winners);
  }
}
