import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isTournamentAdmin, sameEmail } from '@fairway/contracts';
import type { EventInvitationPreview, EventMember } from '@fairway/contracts/event-team';
import { eventTeamMessages as text } from '@fairway/contracts/event-team-messages';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { markLiveChange } from '../../common/live-changes/live-change';
import { TournamentService } from '../tournament/tournament.service';
import { EventMemberRepository, type EventMemberRow } from './event-member.repository';
import { toEventMember } from './event-member.mapper';
import { eventMemberConflict, eventMemberNotFound, invitationForAnotherAccount, invitationWithdrawn } from './event-team.exception';
import { invitationCodeHash } from './invitation-code';

/**
 * The invitee's side: what an invitation is (public, by its code: no e-mails) and accepting it, once, as the
 * signed-in person it was meant for.
 */
@Injectable()
export class EventInvitationService {
  constructor(
    private readonly members: EventMemberRepository,
    private readonly tournaments: TournamentService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** An invitation still waiting, or one withdrawn (status 'revoked'); an unknown or accepted code is 404. */
  async preview(code: string): Promise<EventInvitationPreview> {
    const row = await this.members.byCode(invitationCodeHash(code));
    if (!row) throw eventMemberNotFound(text.invitationUnknown);
    const tournament = await this.tournaments.get(row.tournament_id);
    return { tournamentId: tournament.id, tournamentName: tournament.name, role: row.role, status: row.status };
  }

  /**
   * The invitation, now the caller's active role. Sent to an e-mail, only an account with that verified address
   * accepts it; a shared link, anyone signed in. Of two accepts at once, the second finds the code used (404).
   */
  async accept(code: string, user: AuthUser): Promise<EventMember> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.members.lockByCode(invitationCodeHash(code), manager);
      if (!row) throw eventMemberNotFound(text.invitationUnknown);
      if (row.status === 'revoked') throw invitationWithdrawn(text.invitationWithdrawn);
      if (row.status !== 'invited') throw eventMemberConflict(text.invitationUsed);
      const tournament = await this.tournaments.getEntity(row.tournament_id, manager);
      if (isTournamentAdmin(user, tournament)) throw eventMemberConflict(text.ownerAccepting);
      assertMeantFor(row, user);
      if (await this.members.lockLiveByUser(row.tournament_id, user.uid, manager)) throw eventMemberConflict(text.alreadyMember);
      const accepted = await this.members.acceptOrWhyNot(row.id, { uid: user.uid, email: user.email, displayName: user.displayName }, manager);
      if (accepted === 'used') throw eventMemberConflict(text.invitationUsed);
      if (accepted === 'already-member') throw eventMemberConflict(text.alreadyMember);
      markLiveChange(manager, { kind: 'event-team', tournamentId: row.tournament_id });
      return toEventMember(accepted);
    });
  }
}

function assertMeantFor(row: EventMemberRow, user: AuthUser): void {
  if (!row.email) return;
  if (!sameEmail(row.email, user.email)) throw invitationForAnotherAccount(text.wrongAccount);
  if (!user.emailVerified) throw invitationForAnotherAccount(text.verifyEmailFirst);
}
