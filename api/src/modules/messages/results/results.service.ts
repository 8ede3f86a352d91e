import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Award } from '@fairway/contracts/awards';
import type { ResultsState } from '@fairway/contracts/field-message';
import type { MailMessage } from '@fairway/contracts/mail';
import { mailTexts } from '@fairway/contracts/mail-texts';
import { leaderboardPagePath } from '@fairway/contracts/remotes';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../../common/auth';
import { AwardsService } from '../../awards/awards.service';
import { type ScoringClosed, ScoringClosedListeners } from '../../awards/scoring-closed-listeners';
import { EventAccessService } from '../../event-team/event-access.service';
import { CardGiftService } from '../../fundraising/gifts/card-gift.service';
import { LeaderboardService } from '../../leaderboard/leaderboard.service';
import { MailService } from '../../mail/mail.service';
import type { TournamentEntity } from '../../tournament/tournament.entity';
import { TournamentService } from '../../tournament/tournament.service';
import { audiencePeople } from '../message-audience';
import { MessageAudienceReader } from '../message-audience.reader';
import { OnceMessageRepository } from '../reminder/once-message.repository';

/** How far back a results e-mail that a close's listener missed is still sent. */
const CATCH_UP_HOURS = 72;
/** The most winners an e-mail lists (the contract's bound). */
const WINNERS_LISTED = 40;

function senderName(user: AuthUser): string {
  return user.displayName?.trim() || user.email || user.uid;
}

/**
 * Each award with a winner, as the e-mail lists it: the places first (1st down; the ceremony's list ends with them,
 * last to first), then the contests and skins in the ceremony's order; ties named together.
 */
function winnersOf(awards: readonly Award[]): Array<{ title: string; winner: string }> {
  const places = awards.filter((award) => award.category === 'place').reverse();
  return [...places, ...awards.filter((award) => award.category !== 'place')]
    .filter((award) => award.winners.length > 0)
    .map((award) => ({ title: award.title, winner: award.winners.map((winner) => winner.name).join(', ') }))
    .slice(0, WINNERS_LISTED);
}

/**
 * The results after Close Scoring: told by the awards module (it names no module of ours), this sends once per
 * tournament (the unique index on field_messages, however often scoring is closed) every player their team's final
 * place, the money raised and the winners, and every donor a thank-you with their receipt.
 */
@Injectable()
export class ResultsService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tournaments: TournamentService,
    private readonly access: EventAccessService,
    private readonly closes: ScoringClosedListeners,
    private readonly awards: AwardsService,
    private readonly leaderboard: LeaderboardService,
    private readonly audiences: MessageAudienceReader,
    private readonly gifts: CardGiftService,
    private readonly mail: MailService,
    private readonly once: OnceMessageRepository,
  ) {}

  onModuleInit(): void {
    this.closes.listen((event) => this.scoringClosed(event));
  }

  async read(tournamentId: string, user: AuthUser): Promise<ResultsState> {
    await this.access.require(user, await this.tournaments.getEntity(tournamentId), 'messages.send', 'see the results e-mail');
    const [closedAt, sent] = await Promise.all([this.awards.scoringClosedAt(tournamentId), this.once.sent(this.dataSource.manager, tournamentId, 'results')]);
    return { scoringClosedAt: closedAt?.toISOString() ?? null, sentAt: sent?.sentAt.toISOString() ?? null, messageId: sent?.id ?? null };
  }

  /**
   * Once the results are public (at the close, or after the ceremony when the close hid the last holes): reads them
   * outside the transaction, then writes the history's row and every e-mail in one.
   */
  private async scoringClosed({ tournamentId, by, resultsPublic }: ScoringClosed): Promise<void> {
    if (resultsPublic) await this.send(tournamentId, { uid: by.uid, name: senderName(by) });
  }

  /**
   * The results of tournaments closed in the last days that have none yet: their close's listener did not finish (its
   * process stopped). Any process may run this at the same time: the results go once.
   */
  async sendMissed(): Promise<number> {
    let sent = 0;
    for (const tournamentId of await this.awards.closedWithPublicResults(CATCH_UP_HOURS))
      if (await this.send(tournamentId, { uid: null, name: mailTexts.eventResults.automaticSender })) sent += 1;
    return sent;
  }

  /** True when this call sent them; false when they had gone already. */
  private async send(tournamentId: string, sender: { uid: string | null; name: string }): Promise<boolean> {
    if (await this.once.sent(this.dataSource.manager, tournamentId, 'results')) return false;
    const tournament = await this.tournaments.getEntity(tournamentId);
    const mails = [...(await this.playerMails(tournament)), ...(await this.donorMails(tournament))];
    return this.dataSource.transaction(async (manager) => {
      const message = await this.once.insert(manager, {
        tournamentId,
        kind: 'results',
        subject: mailTexts.eventResults.historySubject,
        body: mailTexts.eventResults.historyBody,
        sentBy: sender.uid,
        sentByName: sender.name,
      });
      if (message) await this.enqueueAll(manager, mails, message.id);
      return message !== undefined;
    });
  }

  private async enqueueAll(manager: EntityManager, mails: readonly MailMessage[], batchId: string): Promise<void> {
    for (const mail of mails) await this.mail.enqueue(manager, mail, { batchId });
  }

  private async playerMails(tournament: TournamentEntity): Promise<MailMessage[]> {
    const [board, awards, field] = await Promise.all([
      this.leaderboard.forTournament(tournament.id, { revealHidden: true }),
      this.awards.finalAwards(tournament.id),
      this.audiences.field(tournament.id),
    ]);
    const places = new Map(board.rows.map((row) => [row.teamId, row.position]));
    const teamsPlaced = board.rows.filter((row) => row.position !== null).length;
    const winners = winnersOf(awards);
    return audiencePeople(field, null).recipients.map((recipient) => ({
      template: 'event-results',
      tournamentId: tournament.id,
      to: recipient.email,
      dedupeKey: `event-results:${tournament.id}:${recipient.email.toLowerCase()}`,
      data: {
        recipientName: recipient.name,
        teamName: recipient.teamName,
        place: places.get(recipient.teamId) ?? null,
        teamsPlaced,
        raisedCents: tournament.charityRaisedCents,
        winners,
        resultsPath: leaderboardPagePath(tournament.id),
      },
    }));
  }

  private async donorMails(tournament: TournamentEntity): Promise<MailMessage[]> {
    return (await this.gifts.donorsToThank(tournament.id)).map((donor) => ({
      template: 'donor-thank-you',
      tournamentId: tournament.id,
      to: donor.email,
      dedupeKey: `donor-thank-you:${tournament.id}:${donor.email}`,
      data: { recipientName: donor.name, giftCents: donor.giftCents, raisedCents: tournament.charityRaisedCents, receiptPath: donor.receiptPath },
    }));
  }
}
