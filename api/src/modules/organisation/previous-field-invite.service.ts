import { Injectable } from '@nestjs/common';
import { organisationMessages, type PreviousFieldInvitePreview, type PreviousFieldInviteResult } from '@fairway/contracts/organisation';
import { registerPagePath } from '@fairway/contracts/remotes';
import type { AuthUser } from '../../common/auth';
import { EventAccessService } from '../event-team/event-access.service';
import { FundraisingCopyService } from '../fundraising/clone/fundraising-copy.service';
import { MailService } from '../mail/mail.service';
import { TeamPeopleService } from '../team/team-people.service';
import { type OrganisedTournament, TournamentOrganisationService } from '../tournament/tournament-organisation.service';
import { organisationConflict } from './organisation.exception';
import { PreviousFieldInviteRepository } from './previous-field-invite.repository';

interface Invitee {
  email: string;
  name: string | null;
}

const action = 'invite last year’s players';

/**
 * Last year's players and donors invited to register for the event cloned from it: one e-mail per person (by
 * address, whatever its case), not to the unsubscribed, never twice for one event, through the outbox in one
 * transaction. For whoever may edit the event (event.edit).
 */
@Injectable()
export class PreviousFieldInviteService {
  constructor(
    private readonly tournaments: TournamentOrganisationService,
    private readonly access: EventAccessService,
    private readonly teams: TeamPeopleService,
    private readonly fundraising: FundraisingCopyService,
    private readonly mail: MailService,
    private readonly invitations: PreviousFieldInviteRepository,
  ) {}

  async preview(tournamentId: string, user: AuthUser): Promise<PreviousFieldInvitePreview> {
    const { source, invitees } = await this.toInvite(tournamentId, user);
    return { count: invitees.length, previousEventName: source.name };
  }

  async invite(tournamentId: string, user: AuthUser): Promise<PreviousFieldInviteResult> {
    const { tournament, source, invitees } = await this.toInvite(tournamentId, user);
    const queued = await this.invitations.transaction(async (manager) => {
      let count = 0;
      for (const invitee of invitees) {
        if (!(await this.invitations.mark(tournament.id, invitee.email, user.uid, manager))) continue;
        await this.mail.enqueue(manager, {
          tournamentId: tournament.id,
          to: invitee.email,
          template: 'previous-field-invite',
          data: { recipientName: invitee.name, previousEventName: source.name, registerPath: registerPagePath(tournament.id) },
          dedupeKey: `previous-field-invite:${tournament.id}:${invitee.email}`,
        });
        count += 1;
      }
      return count;
    });
    return { queued };
  }

  /** The source's people with an e-mail, one per address, less those invited already and the unsubscribed. */
  private async toInvite(tournamentId: string, user: AuthUser): Promise<{ tournament: OrganisedTournament; source: OrganisedTournament; invitees: Invitee[] }> {
    const tournament = await this.tournaments.get(tournamentId);
    await this.access.require(user, tournament, 'event.edit', action);
    if (!tournament.clonedFrom) throw organisationConflict(organisationMessages.notCloned);
    const source = await this.tournaments.get(tournament.clonedFrom);
    const [played, givers, invited] = await Promise.all([
      this.teams.played([source.id]),
      this.fundraising.givers([source.id]),
      this.invitations.invited(tournament.id),
    ]);
    const people = new Map<string, Invitee>();
    for (const person of [...played, ...givers]) {
      const email = person.email.trim().toLowerCase();
      if (!email || invited.has(email)) continue;
      const known = people.get(email);
      if (!known || (!known.name && person.name)) people.set(email, { email, name: person.name ?? null });
    }
    const invitees: Invitee[] = [];
    for (const invitee of people.values()) if (!(await this.mail.isSuppressed(invitee.email))) invitees.push(invitee);
    return { tournament, source, invitees };
  }
}
