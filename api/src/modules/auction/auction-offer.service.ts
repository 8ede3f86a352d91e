import { Injectable } from '@nestjs/common';
import { rankStandings } from '@fairway/golf/auction';
import type { AuthUser } from '../../common/auth';
import { markLiveChange } from '../../common/live-changes/live-change';
import { EventAccessService } from '../event-team/event-access.service';
import { TournamentService } from '../tournament/tournament.service';
import { itemNotFound, noRunnerUp, notUnpaid } from './auction.exception';
import { AuctionRepository } from './auction.repository';
import type { AuctionItemRow } from './auction.rows';
import { AuctionSettlementService } from './auction-settlement.service';
import { AuctionWinsRepository } from './auction-wins.repository';
import type { WinRow } from './auction-wins.rows';
import type { Winner } from './auction-won.mail';

/**
 * An unpaid item offered to the next bidder (organisers: event.edit). Each unpaid live win of the item is passed
 * (kept, with who passed it and when) and its place goes to the best bidder who has not won the item before, at
 * that bidder's own highest maximum: the most they said they would pay, and what they would have paid had the
 * winner not bid. A bidder whose maximum is below the reserve is not offered it.
 */
@Injectable()
export class AuctionOfferService {
  constructor(
    private readonly auction: AuctionRepository,
    private readonly wins: AuctionWinsRepository,
    private readonly settlement: AuctionSettlementService,
    private readonly tournaments: TournamentService,
    private readonly access: EventAccessService,
  ) {}

  async offerNext(tournamentId: string, itemId: string, user: AuthUser): Promise<void> {
    await this.access.require(user, await this.tournaments.getEntity(tournamentId), 'event.edit', 'manage the auction');
    await this.auction.transaction(async (manager) => {
      const item = await this.auction.item(tournamentId, itemId, manager, true);
      if (!item) throw itemNotFound();
      const wins = await this.wins.itemWins(manager, itemId);
      const unpaid = wins.filter((win) => win.passed_at === null && win.paid_at === null);
      if (!item.settled_at || unpaid.length === 0) throw notUnpaid();
      const next = runnersUp(item, wins).slice(0, unpaid.length);
      if (next.length === 0) throw noRunnerUp();
      const now = await this.auction.clock(manager);
      for (const win of unpaid.slice(0, next.length)) await this.wins.passWin(manager, win.id, user.uid, now);
      await this.settlement.award(manager, item, next, now);
      markLiveChange(manager, { kind: 'auction', tournamentId, itemIds: [itemId], sold: [itemId] });
    });
  }
}

/** The bidders who never won the item, best first, each at their own maximum (at least the reserve). */
function runnersUp(item: AuctionItemRow, wins: readonly WinRow[]): Winner[] {
  const won = new Set(wins.map((win) => win.bidder_number));
  return rankStandings(item.standings)
    .filter((standing) => !won.has(Number(standing.bidderId)) && standing.maxCents >= (item.reserve_cents ?? 0))
    .map((standing) => ({ number: Number(standing.bidderId), priceCents: standing.maxCents }));
}
