import { Injectable } from '@nestjs/common';
import {
  type FieldMessage,
  type FieldMessageInput,
  fieldMessageLimits,
  type FieldMessagePreview,
  type MessageDelivery,
  type ScorecardBanner,
} from '@fairway/contracts/field-message';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { markLiveChange } from '../../common/live-changes/live-change';
import { EventAccessService } from '../event-team/event-access.service';
import { MailService } from '../mail/mail.service';
import { TournamentService } from '../tournament/tournament.service';
import { type FieldMessageRow, FieldMessagesRepository } from './field-messages.repository';
import { type PeopleByEmail, toBanner, toDelivery, toFieldMessage } from './field-message.mapper';
import type { AudienceRecipient } from './message-audience';
import { MessageAudienceReader, type ResolvedAudience } from './message-audience.reader';
import { messageNoRecipients, messageNotFound, tooManyMessagesPerDay, tooManyMessagesPerHour } from './messages.exception';
import { scorecardPath } from './scorecard-path';

const HOUR_SECONDS = 3600;
const DAY_SECONDS = 24 * HOUR_SECONDS;
/** The most banners a scorecard shows at once. */
const BANNERS_SHOWN = 5;
/** The e-mail a preview renders is no message yet. */
const PREVIEW_MESSAGE_ID = 'preview';

/** The organiser's name on what they sent: their display name, else their e-mail. */
function senderName(user: AuthUser): string {
  return user.displayName?.trim() || user.email || user.uid;
}

function mailData(tournamentId: string, input: FieldMessageInput, messageId: string, recipient: AudienceRecipient | undefined) {
  return {
    recipientName: recipient?.name ?? null,
    messageId,
    subject: input.subject,
    body: input.body,
    scorecardPath: scorecardPath(tournamentId, recipient?.teamId ?? null),
  };
}

/**
 * Messages to the field: the owner and co-organisers (messages.send) write to every player, one team or the unpaid
 * teams, within a few messages an hour and a day; each recipient gets one e-mail through the outbox and, when asked,
 * the audience's open scorecards show it as a banner. The history names who sent each and how its e-mails went.
 */
@Injectable()
export class FieldMessagesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tournaments: TournamentService,
    private readonly access: EventAccessService,
    private readonly audiences: MessageAudienceReader,
    private readonly repository: FieldMessagesRepository,
    private readonly mail: MailService,
  ) {}

  /** Who would get the message and the e-mail as the first of them would read it; nothing is saved. */
  async preview(tournamentId: string, input: FieldMessageInput, user: AuthUser): Promise<FieldMessagePreview> {
    await this.requireSender(tournamentId, user, 'preview a message to the field');
    const audience = await this.audiences.resolve(tournamentId, input.audience, user);
    const unsubscribed = await this.mail.suppressedAmong(audience.recipients.map((recipient) => recipient.email));
    const first = audience.recipients.find((recipient) => !unsubscribed.has(recipient.email.toLowerCase())) ?? audience.recipients[0];
    const mail = await this.mail.preview('field-message', mailData(tournamentId, input, PREVIEW_MESSAGE_ID, first), tournamentId);
    return {
      recipients: audience.recipients.length,
      withoutEmail: audience.withoutEmail,
      unsubscribed: unsubscribed.size,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    };
  }

  /**
   * Saves the message and enqueues its e-mails in one transaction, one sender of the tournament at a time so two
   * organisers sending together cannot pass the limits; the scorecards are told once it commits.
   */
  async send(tournamentId: string, input: FieldMessageInput, user: AuthUser): Promise<FieldMessage> {
    await this.requireSender(tournamentId, user, 'send a message to the field');
    const audience = await this.audiences.resolve(tournamentId, input.audience, user);
    const bannerOnly = input.showOnScorecards && audience.withoutEmail > 0;
    if (audience.recipients.length === 0 && !bannerOnly) throw messageNoRecipients();
    const row = await this.dataSource.transaction(async (manager) => {
      await this.repository.serialise(manager, tournamentId);
      await this.assertWithinLimits(manager, tournamentId);
      const message = await this.repository.insert(manager, {
        tournamentId,
        kind: 'message',
        audience: input.audience,
        audienceTeamIds: audience.teamIds,
        subject: input.subject,
        body: input.body,
        showOnScorecards: input.showOnScorecards,
        sentBy: user.uid,
        sentByName: senderName(user),
      });
      await this.enqueueAll(manager, tournamentId, input, message.id, audience);
      if (input.showOnScorecards) markLiveChange(manager, { kind: 'field-message', tournamentId, messageId: message.id });
      return message;
    });
    const [view] = await this.views(tournamentId, [row]);
    return view!;
  }

  /** Every message of the tournament (to the field, the reminder, the results), newest first, with how its e-mails went. */
  async list(tournamentId: string, user: AuthUser): Promise<FieldMessage[]> {
    await this.requireSender(tournamentId, user, 'read the messages to the field');
    return this.views(tournamentId, await this.repository.list(this.dataSource.manager, tournamentId));
  }

  /** One message's e-mails, one per recipient, with the player and team the address belongs to now. */
  async deliveries(tournamentId: string, messageId: string, user: AuthUser): Promise<MessageDelivery[]> {
    await this.requireSender(tournamentId, user, 'read the deliveries of a message');
    const message = await this.repository.find(this.dataSource.manager, tournamentId, messageId);
    if (!message) throw messageNotFound();
    const [rows, people] = await Promise.all([this.mail.deliveries(messageId), this.peopleByEmail(tournamentId)]);
    return rows.map((row) => toDelivery(row, people));
  }

  /** The banners of the caller's scorecard: the newest messages shown on scorecards whose audience includes their team. */
  async mine(tournamentId: string, user: AuthUser): Promise<ScorecardBanner[]> {
    await this.tournaments.getEntity(tournamentId);
    const teamIds = await this.audiences.callerTeamIds(tournamentId, user);
    if (teamIds.length === 0) return [];
    return (await this.repository.bannersFor(this.dataSource.manager, tournamentId, teamIds, BANNERS_SHOWN)).map(toBanner);
  }

  private async requireSender(tournamentId: string, user: AuthUser, action: string): Promise<void> {
    await this.access.require(user, await this.tournaments.getEntity(tournamentId), 'messages.send', action);
  }

  private async assertWithinLimits(manager: EntityManager, tournamentId: string): Promise<void> {
    if ((await this.repository.countSince(manager, tournamentId, 'message', HOUR_SECONDS)) >= fieldMessageLimits.perHour) throw tooManyMessagesPerHour();
    if ((await this.repository.countSince(manager, tournamentId, 'message', DAY_SECONDS)) >= fieldMessageLimits.perDay) throw tooManyMessagesPerDay();
  }

  private async enqueueAll(manager: EntityManager, tournamentId: string, input: FieldMessageInput, messageId: string, audience: ResolvedAudience) {
    for (const recipient of audience.recipients) {
      await this.mail.enqueue(
        manager,
        {
          template: 'field-message',
          tournamentId,
          to: recipient.email,
          dedupeKey: `field-message:${messageId}:${recipient.email.toLowerCase()}`,
          data: mailData(tournamentId, input, messageId, recipient),
        },
        { batchId: messageId },
      );
    }
  }

  private async views(tournamentId: string, rows: readonly FieldMessageRow[]): Promise<FieldMessage[]> {
    const [counts, field] = await Promise.all([this.mail.deliveryCounts(rows.map((row) => row.id)), this.audiences.field(tournamentId)]);
    const teamNames = new Map(field.map((team) => [team.id, team.name]));
    return rows.map((row) => toFieldMessage(row, counts.get(row.id)!, teamNames));
  }

  private async peopleByEmail(tournamentId: string): Promise<PeopleByEmail> {
    const people = new Map<string, { name: string; teamName: string }>();
    for (const team of await this.audiences.field(tournamentId))
      for (const player of team.players) {
        const email = player.email?.trim().toLowerCase();
        if (email && !people.has(email)) people.set(email, { name: player.name, teamName: team.name });
      }
    return people;
  }
}
