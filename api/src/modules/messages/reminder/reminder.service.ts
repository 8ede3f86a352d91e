import { Injectable } from '@nestjs/common';
import type { ReminderSettingsInput, ReminderState } from '@fairway/contracts/field-message';
import type { MailMessage } from '@fairway/contracts/mail';
import { mailTexts } from '@fairway/contracts/mail-texts';
import { teamInvitePath } from '@fairway/contracts/remotes';
import { teamStartLabel } from '@fairway/contracts/start-label';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../../common/auth';
import { EventAccessService } from '../../event-team/event-access.service';
import { MailService } from '../../mail/mail.service';
import type { TeamEntity } from '../../team/team.entity';
import { TeamService } from '../../team/team.service';
import type { TournamentEntity } from '../../tournament/tournament.entity';
import { TournamentService } from '../../tournament/tournament.service';
import { audiencePeople } from '../message-audience';
import { MessageAudienceReader } from '../message-audience.reader';
import { scorecardPath } from '../scorecard-path';
import { OnceMessageRepository } from './once-message.repository';
import { reminderAlreadySent, reminderEventOver } from './reminder.exception';
import { ReminderRepository, type ReminderRow } from './reminder.repository';

/** Until the organiser chooses: off, two days before at nine in the morning. */
const DEFAULT_SETTINGS: ReminderSettingsInput = { enabled: false, daysBefore: 2, sendAt: '09:00' };

/** Who sends a reminder: the organiser who pressed "send now", or the one who last set the schedule. */
interface ReminderSender {
  uid: string;
  name: string | null;
}

function senderName(user: AuthUser): string {
  return user.displayName?.trim() || user.email || user.uid;
}

/**
 * The reminder before the day: the owner and co-organisers (messages.send) set how many days before and at what
 * time it goes, or send it now. It goes once per tournament (the unique index on field_messages), to every player
 * with an e-mail: when and where, their team's start, its join QR and the event for their calendar.
 */
@Injectable()
export class ReminderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tournaments: TournamentService,
    private readonly access: EventAccessService,
    private readonly teams: TeamService,
    private readonly audiences: MessageAudienceReader,
    private readonly mail: MailService,
    private readonly repository: ReminderRepository,
    private readonly once: OnceMessageRepository,
  ) {}

  async read(tournamentId: string, user: AuthUser): Promise<ReminderState> {
    await this.requireSender(tournamentId, user, 'see the reminder');
    return this.state(this.dataSource.manager, tournamentId);
  }

  async update(tournamentId: string, input: ReminderSettingsInput, user: AuthUser): Promise<ReminderState> {
    await this.requireSender(tournamentId, user, 'set the reminder');
    await this.repository.save(this.dataSource.manager, { tournamentId, ...input, updatedBy: user.uid, updatedByName: senderName(user) });
    return this.state(this.dataSource.manager, tournamentId);
  }

  /** "Send the reminder now": 409 once it went, or once the event's day is over. */
  async sendNow(tournamentId: string, user: AuthUser): Promise<ReminderState> {
    const tournament = await this.requireSender(tournamentId, user, 'send the reminder');
    return this.dataSource.transaction(async (manager) => {
      if (await this.repository.eventOver(manager, tournamentId)) throw reminderEventOver();
      if (!(await this.send(manager, tournament, { uid: user.uid, name: senderName(user) }))) throw reminderAlreadySent();
      return this.state(manager, tournamentId);
    });
  }

  /** Sends the reminders that fell due, each in its own transaction; any process may run this at the same time. */
  async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const went = await this.dataSource.transaction(async (manager) => {
        const due = await this.repository.takeDue(manager);
        if (!due) return null;
        const tournament = await this.tournaments.getEntity(due.tournamentId, manager);
        return this.send(manager, tournament, { uid: due.updatedBy, name: due.updatedByName && `${due.updatedByName} (scheduled)` });
      });
      if (went === null) return sent;
      if (went) sent += 1;
    }
  }

  /** The history's row and one e-mail per player address; false when the tournament's reminder already went. */
  private async send(manager: EntityManager, tournament: TournamentEntity, sender: ReminderSender): Promise<boolean> {
    const message = await this.once.insert(manager, {
      tournamentId: tournament.id,
      kind: 'reminder',
      subject: mailTexts.eventReminder.historySubject,
      body: mailTexts.eventReminder.historyBody,
      sentBy: sender.uid,
      sentByName: sender.name,
    });
    if (!message) return false;
    for (const mail of await this.mails(manager, tournament)) await this.mail.enqueue(manager, mail, { batchId: message.id });
    return true;
  }

  private async mails(manager: EntityManager, tournament: TournamentEntity): Promise<MailMessage[]> {
    const [teams, field] = await Promise.all([this.teams.listWithPlayers(tournament.id), this.audiences.field(tournament.id)]);
    const byId = new Map(teams.map((team) => [team.id, team]));
    const times = [...new Set(teams.flatMap((team) => (team.teeTime ? [team.teeTime] : [])))];
    const instants = await this.repository.startInstants(manager, tournament.id, times);
    return audiencePeople(field, null).recipients.map((recipient) => {
      const team = byId.get(recipient.teamId)!;
      return {
        template: 'event-reminder',
        tournamentId: tournament.id,
        to: recipient.email,
        dedupeKey: `event-reminder:${tournament.id}:${recipient.email.toLowerCase()}`,
        data: {
          recipientName: recipient.name,
          teamName: team.name,
          date: tournament.date,
          courseName: tournament.courseName,
          ...startOf(team, instants),
          joinPath: teamInvitePath(tournament.id, team.inviteCode),
          scorecardPath: scorecardPath(tournament.id, team.id),
        },
      };
    });
  }

  private async state(manager: EntityManager, tournamentId: string): Promise<ReminderState> {
    const [row, sent] = await Promise.all([this.repository.read(manager, tournamentId), this.once.sent(manager, tournamentId, 'reminder')]);
    return {
      ...settingsOf(row),
      dueAt: row?.enabled ? row.dueAt.toISOString() : null,
      sentAt: sent?.sentAt.toISOString() ?? null,
      messageId: sent?.id ?? null,
    };
  }

  private async requireSender(tournamentId: string, user: AuthUser, action: string): Promise<TournamentEntity> {
    const tournament = await this.tournaments.getEntity(tournamentId);
    await this.access.require(user, tournament, 'messages.send', action);
    return tournament;
  }
}

function settingsOf(row: ReminderRow | undefined): ReminderSettingsInput {
  return row ? { enabled: row.enabled, daysBefore: row.daysBefore, sendAt: row.sendAt } : DEFAULT_SETTINGS;
}

/** The team's start as the reminder states it: its label, the horn or tee time and that time as an instant. */
function startOf(team: TeamEntity, instants: ReadonlyMap<string, Date>) {
  const startsAt = team.teeTime ? instants.get(team.teeTime) : undefined;
  return { startLabel: teamStartLabel(team), startTime: team.teeTime, startsAt: startsAt?.toISOString() ?? null };
}
