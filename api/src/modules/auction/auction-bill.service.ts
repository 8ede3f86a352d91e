import { Injectable, Logger } from '@nestjs/common';
import type { AuctionBidder, AuctionBill, UnpaidBidders } from '@fairway/contracts/auction-desk';
import type { AuthUser } from '../../common/auth';
import { FirebaseAdminApp } from '../../common/auth/firebase-admin-app';
import { EventAccessService } from '../event-team/event-access.service';
import { PaymentsService } from '../payments/payments.service';
import { TournamentService } from '../tournament/tournament.service';
import { bidderNotFound } from './auction.exception';
import { AuctionRepository } from './auction.repository';
import { bidderName, dueOf, linesByBidder, paidOf, toBill, toBillLine } from './auction-bill.mapper';
import { AuctionWinsRepository } from './auction-wins.repository';
import type { BidderRow } from './auction-wins.rows';

const checkoutAction = 'take auction payments';

/**
 * Bills: each bidder's live wins and fund-a-need gifts, paid or not. The desk (auction.checkout) reads any bidder's with
 * their name; a bidder reads their own (no name). The desk's bidder list and the unpaid list.
 */
@Injectable()
export class AuctionBillService {
  private readonly logger = new Logger(AuctionBillService.name);

  constructor(
    private readonly wins: AuctionWinsRepository,
    private readonly auction: AuctionRepository,
    private readonly tournaments: TournamentService,
    private readonly access: EventAccessService,
    private readonly payments: PaymentsService,
    private readonly admin: FirebaseAdminApp,
  ) {}

  async deskBill(tournamentId: string, number: number, user: AuthUser): Promise<AuctionBill> {
    await this.requireDesk(tournamentId, user);
    const bidder = await this.wins.bidder(tournamentId, number);
    if (!bidder) throw bidderNotFound();
    const names = await this.namesOf([bidder]);
    return toBill(number, names.get(number)!, await this.wins.linesOf(tournamentId, number), this.payments.available());
  }

  /** The caller's own bill; 404 when they have no bidder number here. */
  async myBill(tournamentId: string, user: AuthUser): Promise<AuctionBill> {
    const number = await this.myNumber(tournamentId, user);
    return toBill(number, null, await this.wins.linesOf(tournamentId, number), this.payments.available());
  }

  async myNumber(tournamentId: string, user: AuthUser): Promise<number> {
    await this.tournaments.getEntity(tournamentId);
    const number = await this.auction.bidderNumber(tournamentId, user.uid);
    if (number === null) throw bidderNotFound();
    return number;
  }

  /** The check-in desk or the auction desk; e-mails only to those who read the field's contacts. */
  async bidders(tournamentId: string, user: AuthUser): Promise<AuctionBidder[]> {
    const tournament = await this.tournaments.getEntity(tournamentId);
    if (!(await this.access.can(user, tournament, 'checkIn'))) await this.access.require(user, tournament, 'auction.checkout', 'read the bidders');
    const contacts = await this.access.can(user, tournament, 'field.contacts');
    const [rows, lines] = await Promise.all([this.wins.bidders(tournamentId), this.wins.allLines(tournamentId)]);
    const [names, byBidder] = [await this.namesOf(rows), linesByBidder(lines)];
    return rows.map((row) => ({
      number: row.number,
      name: names.get(row.number)!,
      email: contacts ? row.email : null,
      source: row.source,
      linked: row.user_id !== null,
      dueCents: dueOf(byBidder.get(row.number) ?? []),
      paidCents: paidOf(byBidder.get(row.number) ?? []),
    }));
  }

  /** Who still owes, most first (then by number). */
  async unpaid(tournamentId: string, user: AuthUser): Promise<UnpaidBidders> {
    await this.requireDesk(tournamentId, user);
    const byBidder = linesByBidder(await this.wins.allLines(tournamentId));
    const owing = (await this.wins.bidders(tournamentId)).filter((row) => dueOf(byBidder.get(row.number) ?? []) > 0);
    const names = await this.namesOf(owing);
    const bidders = owing
      .map((row) => {
        const unpaid = (byBidder.get(row.number) ?? []).filter((line) => line.paid_at === null);
        return { bidderNumber: row.number, name: names.get(row.number)!, dueCents: dueOf(unpaid), lines: unpaid.map(toBillLine) };
      })
      .sort((a, b) => b.dueCents - a.dueCents || a.bidderNumber - b.bidderNumber);
    return { bidders, totalDueCents: bidders.reduce((sum, bidder) => sum + bidder.dueCents, 0) };
  }

  async requireDesk(tournamentId: string, user: AuthUser): Promise<void> {
    await this.access.require(user, await this.tournaments.getEntity(tournamentId), 'auction.checkout', checkoutAction);
  }

  /** Each bidder's name; accounts with neither a guest's nor a player's name are read from the identity service in one call per 100. */
  async namesOf(rows: readonly BidderRow[]): Promise<Map<number, string>> {
    const uids = [...new Set(rows.filter((row) => !row.guest_name && !row.player_name && row.user_id).map((row) => row.user_id!))];
    const accounts = new Map<string, string>();
    for (let start = 0; start < uids.length; start += 100) {
      for (const [uid, name] of await this.accountNames(uids.slice(start, start + 100))) accounts.set(uid, name);
    }
    return new Map(rows.map((row) => [row.number, bidderName(row, row.user_id ? accounts.get(row.user_id) : undefined)]));
  }

  private async accountNames(uids: readonly string[]): Promise<Array<[string, string]>> {
    try {
      const { users } = await this.admin.auth.getUsers(uids.map((uid) => ({ uid })));
      return users.flatMap((account) => (account.displayName?.trim() ? [[account.uid, account.displayName.trim()] as [string, string]] : []));
    } catch (error) {
      this.logger.warn(`Bidders' account names not read: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  }
}
