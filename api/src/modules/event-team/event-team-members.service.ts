import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isTournamentAdmin, type TournamentRecord } from '@fairway/contracts';
import type { ChangeEventMember, EventInvitation, EventMember, EventTeam, InvitableRole, InviteEventMember } from '@fairway/contracts/event-team';
import { maxEventMembers } from '@fairway/contracts/event-team';
import { eventTeamMessages as text } from '@fairway/contracts/event-team-messages';
import { eventInvitePath } from '@fairway/contracts/remotes';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { markLiveChange } from '../../common/live-changes/live-change';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';
import { ContestService } from '../contest/contest.service';
import { MailService } from '../mail/mail.service';
import { TournamentService } from '../tournament/tournament.service';
import { EventAccessService } from './event-access.service';
import { EventMemberRepository, type EventMemberRow } from './event-member.repository';
import { toEventMember } from './event-member.mapper';
import { eventMemberConflict, eventMemberInvalid, eventMemberNotFound } from './event-team.exception';
import { invitationCodeHash, newInvitationCode } from './invitation-code';

/** Who made a change, as the trail names them and an invitation e-mail introduces them. */
const inviterName = (user: AuthUser) => user.displayName?.trim() || user.email || 'The organiser';

/**
 * The organiser's side of the event team: the list, invitations (by e-mail through the outbox, or a link shared
 * by hand), role changes and revocations, each by someone who may manage the team and naming them.
 */
@Injectable()
export class EventTeamMembersService {
  private readonly publicOrigin: string;

  constructor(
    private readonly members: EventMemberRepository,
    private readonly tournaments: TournamentService,
    private readonly access: EventAccessService,
    private readonly contests: ContestService,
    private readonly mail: MailService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.publicOrigin = config.PUBLIC_BASE_URL ?? 'http://localhost:8080';
  }

  async team(tournamentId: string, user: AuthUser): Promise<EventTeam> {
    await this.manager(tournamentId, user, 'see the event team');
    return { members: (await this.members.list(tournamentId)).map(toEventMember) };
  }

  /**
   * A new invitation and its one-time code, shown only in this answer. `origin` is the organiser's own (the link
   * they copy); the e-mail's link uses PUBLIC_BASE_URL, so a forged Origin never reaches someone else's inbox.
   */
  async invite(tournamentId: string, input: InviteEventMember, user: AuthUser, origin: string | undefined): Promise<EventInvitation> {
    const tournament = await this.manager(tournamentId, user, 'invite people to the event team');
    const contestIds = await this.contestsFor(tournamentId, input.role, input.contestIds);
    const email = input.email ?? null;
    if (email && isTournamentAdmin({ uid: '', email, emailVerified: true }, tournament)) throw eventMemberConflict(text.ownerAddress);
    const code = newInvitationCode();
    const member = await this.dataSource.transaction(async (manager) => {
      await this.members.lockTeam(tournamentId, manager);
      if ((await this.members.held(tournamentId, manager)) >= maxEventMembers) throw eventMemberConflict(text.teamFull);
      if (email && (await this.members.liveByEmail(tournamentId, email, manager))) throw eventMemberConflict(text.alreadyOnTeam(email));
      const row = await this.members.insert(
        { tournament_id: tournamentId, role: input.role, email, contest_ids: contestIds, code_hash: invitationCodeHash(code), invited_by: user.uid },
        manager,
      );
      if (email) await this.sendInvitation(manager, row, code, user);
      markLiveChange(manager, { kind: 'event-team', tournamentId });
      return row;
    });
    return { member: toEventMember(member), code, link: `${origin ?? this.publicOrigin}${eventInvitePath(code)}` };
  }

  async change(tournamentId: string, memberId: string, input: ChangeEventMember, user: AuthUser): Promise<EventMember> {
    await this.manager(tournamentId, user, "change a team member's role");
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockMember(tournamentId, memberId, manager);
      if (row.status === 'revoked') throw eventMemberConflict(text.revokedMember);
      const contestIds = await this.contestsFor(tournamentId, input.role, input.contestIds ?? (input.role === row.role ? row.contest_ids : []), manager);
      const changed = await this.members.change(row.id, { role: input.role, contestIds, changedBy: user.uid }, manager);
      markLiveChange(manager, { kind: 'event-team', tournamentId });
      return toEventMember(changed!);
    });
  }

  /** Revoked at once: the member's next request is refused. Revoking a revoked member changes nothing. */
  async revoke(tournamentId: string, memberId: string, user: AuthUser): Promise<void> {
    await this.manager(tournamentId, user, "revoke a team member's role");
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lockMember(tournamentId, memberId, manager);
      if (row.status === 'revoked') return;
      await this.members.revoke(row.id, user.uid, manager);
      markLiveChange(manager, { kind: 'event-team', tournamentId });
    });
  }

  /** The tournament, once the caller may manage its team (403 otherwise; 404 when there is none). */
  private async manager(tournamentId: string, user: AuthUser, action: string): Promise<TournamentRecord> {
    const tournament = await this.tournaments.get(tournamentId);
    await this.access.require(user, tournament, 'team.manage', action);
    return tournament;
  }

  private async lockMember(tournamentId: string, memberId: string, manager: EntityManager): Promise<EventMemberRow> {
    const row = await this.members.lock(tournamentId, memberId, manager);
    if (!row) throw eventMemberNotFound(text.memberNotFound);
    return row;
  }

  /** A contest volunteer's contests, each of this tournament (at least one); other roles hold none. */
  private async contestsFor(
    tournamentId: string,
    role: InvitableRole,
    contestIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string[]> {
    if (role !== 'contest') return [];
    const chosen = [...new Set(contestIds)];
    if (chosen.length === 0) throw eventMemberInvalid(text.contestsRequired, 'contestIds');
    const own = new Set((await this.contests.listForTournament(tournamentId, manager)).map((contest) => contest.id));
    if (chosen.some((id) => !own.has(id))) throw eventMemberInvalid(text.contestNotInEvent, 'contestIds');
    return chosen;
  }

  private sendInvitation(manager: EntityManager, row: EventMemberRow, code: string, user: AuthUser): Promise<void> {
    return this.mail.enqueue(manager, {
      tournamentId: row.tournament_id,
      to: row.email!,
      template: 'event-invite',
      data: { inviterName: inviterName(user), role: row.role, invitePath: eventInvitePath(code), code },
      dedupeKey: `event-invite:${row.id}`,
    });
  }
}
