import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { AuctionBidders } from '@fairway/contracts/auction';
import type { AuctionBidder, GuestBidderInput } from '@fairway/contracts/auction-desk';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { EventAccessService } from '../event-team/event-access.service';
import { CheckInListeners, type PlayerCheckedIn } from '../team/check-in-listeners';
import { TournamentService } from '../tournament/tournament.service';
import { AuctionBiddersRepository, type BidderNumberRow } from './auction-bidders.repository';
import { bidderEmailTaken } from './auction-controls.exception';
import { notAllowedToBid } from './auction.exception';
import { AuctionRepository } from './auction.repository';

const verifiedEmail = (user: AuthUser) => (user.emailVerified && user.email ? user.email.trim().toLowerCase() : null);

/**
 * Bidder numbers: taken on a first bid or gift, given to a guest at the desk (linked to the account that later
 * signs in with the guest's verified e-mail) and to a player at check-in. Every new number is taken under the
 * auction settings row's lock, so two at once are two numbers.
 */
@Injectable()
export class AuctionBiddersService implements OnModuleInit {
  constructor(
    private readonly bidders: AuctionBiddersRepository,
    private readonly auction: AuctionRepository,
    private readonly tournaments: TournamentService,
    private readonly access: EventAccessService,
    private readonly checkIns: CheckInListeners,
  ) {}

  onModuleInit(): void {
    this.checkIns.listen((manager, event) => this.atCheckIn(manager, event));
  }

  /** The caller's number to bid or give with: theirs, a guest's with their verified e-mail, or a new one if they may bid. */
  async numberToBid(manager: EntityManager, tournamentId: string, user: AuthUser, whoMayBid: AuctionBidders): Promise<number> {
    const known = await this.bidders.ofUser(tournamentId, user.uid, manager);
    if (known) return this.keepEmail(manager, tournamentId, known, user);
    await this.bidders.lockNumbers(manager, tournamentId);
    const again = await this.bidders.ofUser(tournamentId, user.uid, manager);
    if (again) return again.number;
    const linked = await this.linkGuest(manager, tournamentId, user);
    if (linked !== null) return linked;
    if (whoMayBid === 'checked-in' && !(await this.auction.isCheckedIn(manager, tournamentId, user.uid))) throw notAllowedToBid();
    const row = await this.bidders.insert(manager, {
      tournamentId,
      userId: user.uid,
      guestName: null,
      email: verifiedEmail(user),
      by: user.uid,
      source: 'bid',
    });
    return row.number;
  }

  /** The reader's number, if any: a guest number with their verified e-mail becomes theirs as they read. */
  async numberOfReader(tournamentId: string, user: AuthUser | null): Promise<number | null> {
    if (!user) return null;
    const known = await this.bidders.ofUser(tournamentId, user.uid);
    if (known) return known.number;
    const email = verifiedEmail(user);
    if (!email || !(await this.bidders.withEmail(tournamentId, email)).some((row) => row.user_id === null)) return null;
    return this.bidders.transaction(async (manager) => {
      await this.bidders.lockNumbers(manager, tournamentId);
      return (await this.bidders.ofUser(tournamentId, user.uid, manager))?.number ?? (await this.linkGuest(manager, tournamentId, user));
    });
  }

  /** A guest's number at the desk (the check-in desk or the auction desk); one number per e-mail. */
  async addGuest(tournamentId: string, input: GuestBidderInput, user: AuthUser): Promise<AuctionBidder> {
    const tournament = await this.tournaments.getEntity(tournamentId);
    if (!(await this.access.can(user, tournament, 'checkIn'))) await this.access.require(user, tournament, 'auction.checkout', 'give bidder numbers');
    const seesEmail = await this.access.can(user, tournament, 'field.contacts');
    const row = await this.bidders.transaction(async (manager) => {
      await this.bidders.lockNumbers(manager, tournamentId);
      if ((await this.bidders.withEmail(tournamentId, input.email, manager)).length > 0) throw bidderEmailTaken();
      return this.bidders.insert(manager, { tournamentId, userId: null, guestName: input.name, email: input.email, by: user.uid, source: 'guest' });
    });
    return { number: row.number, name: input.name, email: seesEmail ? row.email : null, source: row.source, linked: false, dueCents: 0, paidCents: 0 };
  }

  /** A checked-in player with an account gets a number (once); the roster's e-mail goes with it unless another number has it. */
  private async atCheckIn(manager: EntityManager, event: PlayerCheckedIn): Promise<void> {
    if (await this.bidders.ofUser(event.tournamentId, event.userId, manager)) return;
    await this.bidders.lockNumbers(manager, event.tournamentId);
    if (await this.bidders.ofUser(event.tournamentId, event.userId, manager)) return;
    const email = event.email?.trim().toLowerCase() || null;
    const free = email !== null && (await this.bidders.withEmail(event.tournamentId, email, manager)).length === 0;
    await this.bidders.insert(manager, {
      tournamentId: event.tournamentId,
      userId: event.userId,
      guestName: null,
      email: free ? email : null,
      by: event.by,
      source: 'check-in',
    });
  }

  private async linkGuest(manager: EntityManager, tournamentId: string, user: AuthUser): Promise<number | null> {
    const email = verifiedEmail(user);
    if (!email) return null;
    const guest = (await this.bidders.withEmail(tournamentId, email, manager)).find((row) => row.user_id === null);
    return guest ? ((await this.bidders.link(manager, tournamentId, guest.number, user.uid))?.number ?? null) : null;
  }

  /** A number given without an e-mail (at check-in) takes the account's verified one: the outbid e-mail goes there. */
  private async keepEmail(manager: EntityManager, tournamentId: string, row: BidderNumberRow, user: AuthUser): Promise<number> {
    const email = verifiedEmail(user);
    if (row.email === null && email) await this.bidders.fillEmail(manager, tournamentId, row.number, email);
    return row.number;
  }
}
