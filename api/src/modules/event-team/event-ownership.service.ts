import { Injectable } from '@nestjs/common';
import { isTournamentAdmin } from '@fairway/contracts';
import { eventTeamMessages as text } from '@fairway/contracts/event-team-messages';
import type { AuthUser } from '../../common/auth';
import { markLiveChange } from '../../common/live-changes/live-change';
import { TournamentService } from '../tournament/tournament.service';
import { EventAccessService } from './event-access.service';
import { EventMemberRepository } from './event-member.repository';
import { eventMemberConflict, eventMemberNotFound } from './event-team.exception';

/**
 * Handing a tournament over: an active member becomes its owner (adminUserId) and the previous owner stays on the
 * team as an active co-organiser, in one transaction under the tournament's row lock.
 */
@Injectable()
export class EventOwnershipService {
  constructor(
    private readonly members: EventMemberRepository,
    private readonly tournaments: TournamentService,
    private readonly access: EventAccessService,
  ) {}

  async transfer(tournamentId: string, memberId: string, user: AuthUser): Promise<void> {
    await this.tournaments.changeLocked(tournamentId, async (tournament, manager) => {
      await this.access.require(user, tournament, 'event.transfer', 'hand this tournament over');
      const member = await this.members.lock(tournamentId, memberId, manager);
      if (!member) throw eventMemberNotFound(text.memberNotFound);
      if (member.status !== 'active' || !member.user_id) throw eventMemberConflict(text.transferNotActive);
      // An organisation admin may hand over an event they do not own: the owner, not they, joins the team.
      const callerOwns = isTournamentAdmin(user, tournament);
      const previousOwner = callerOwns ? user.uid : tournament.adminUserId;
      await this.members.revoke(member.id, user.uid, manager);
      const stale = await this.members.lockLiveByUser(tournamentId, previousOwner, manager);
      if (stale) await this.members.revoke(stale.id, user.uid, manager);
      await this.members.insertActive(
        {
          tournamentId,
          role: 'co-organiser',
          uid: previousOwner,
          email: callerOwns ? user.email : null,
          displayName: callerOwns ? user.displayName : null,
          invitedBy: user.uid,
        },
        manager,
      );
      tournament.adminUserId = member.user_id;
      markLiveChange(manager, { kind: 'event-team', tournamentId });
    });
  }
}
