import { Inject, Injectable, Optional } from '@nestjs/common';
import { refusalMessage } from '@fairway/contracts/event-access';
import { can, type EventPermission, type EventRole, organisationEventRole, strongestRole } from '@fairway/contracts/event-team';
import { eventTeamTexts } from '@fairway/contracts/event-team-texts';
import { AuthException, AuthExceptionCode, type AuthUser, forbidden, isTournamentAdmin } from '../../common/auth';
import type { EntityManager } from 'typeorm';
import { requestMemo } from '../../common/observability/request-context';
import { EventTeamService } from './event-team.service';
import { ORGANISATION_ROLE_SOURCE, type OrganisationRoleSource } from './organisation-role-source';

/** What the access layer needs of a tournament: its id, its owner (adminUserId) and its organisation. */
export interface AccessedTournament {
  id: string;
  adminUserId: string;
  organisationId?: string | null;
}

/** A caller's standing on one tournament. */
export interface EventAccess {
  /** The strongest role held (owner, own team row, organisation role); null for everyone else. */
  role: EventRole | null;
  /** For a contest volunteer: the contests whose station links they hold (empty otherwise). */
  contestIds: readonly string[];
  /** Their team row was revoked and no other role remains: refusals say so. */
  revoked: boolean;
  /** Their team row's id, when that row gives their role (a desk's own entries, the close-out). */
  memberId: string | null;
}

const nobody: EventAccess = { role: null, contestIds: [], revoked: false, memberId: null };

/** 403 EVENT_ROLE_REVOKED (eventRoleRevokedCode of @fairway/contracts/event-access): the page says the role was removed. */
export const eventRoleRevoked = () => new AuthException(AuthExceptionCode.EventRoleRevoked, eventTeamTexts.roleRevoked);

/**
 * Who may do what on a tournament: the owner (the tournament admin rule of libs/contracts), the event team's
 * rows and organisation roles, combined by the role matrix (@fairway/contracts/event-team). Every guard of the
 * API asks here. The standing is read once per request (a request that checks twice reads it once).
 */
@Injectable()
export class EventAccessService {
  constructor(
    private readonly team: EventTeamService,
    @Optional() @Inject(ORGANISATION_ROLE_SOURCE) private readonly organisations: OrganisationRoleSource | null = null,
  ) {}

  /**
   * The caller's standing on the tournament; an active member's use of their role is recorded (throttled). Inside a
   * transaction pass its manager: the read then takes no second connection while the transaction holds locks.
   */
  accessOf(user: AuthUser | null, tournament: AccessedTournament, manager?: EntityManager): Promise<EventAccess> {
    if (!user) return Promise.resolve(nobody);
    return requestMemo(`event-access:${user.uid}:${tournament.id}:${tournament.adminUserId}`, () => this.readAccess(user, tournament, manager));
  }

  async roleOf(user: AuthUser | null, tournament: AccessedTournament, manager?: EntityManager): Promise<EventRole | null> {
    return (await this.accessOf(user, tournament, manager)).role;
  }

  async can(user: AuthUser | null, tournament: AccessedTournament, permission: EventPermission, manager?: EntityManager): Promise<boolean> {
    return can(await this.roleOf(user, tournament, manager), permission);
  }

  /**
   * The caller's role when it allows `permission`; else 403 naming what is refused (`action`, a verb phrase:
   * "edit this tournament"), or saying their role was removed when it was revoked.
   */
  async require(user: AuthUser, tournament: AccessedTournament, permission: EventPermission, action: string, manager?: EntityManager): Promise<EventRole> {
    const access = await this.accessOf(user, tournament, manager);
    if (access.role && can(access.role, permission)) return access.role;
    throw access.revoked ? eventRoleRevoked() : forbidden(refusalMessage(permission, action));
  }

  /** The caller's role on each of many tournaments (a list), in one read of their team rows. */
  async rolesOn(user: AuthUser | null, tournaments: readonly AccessedTournament[]): Promise<Map<string, EventRole | null>> {
    const roles = new Map<string, EventRole | null>(tournaments.map((tournament) => [tournament.id, null]));
    if (!user || tournaments.length === 0) return roles;
    const rows = new Map((await this.team.membershipsOf(user.uid)).map((row) => [row.tournamentId, row.role]));
    const byOrganisation = new Map<string, Promise<EventRole | null>>();
    for (const tournament of tournaments) {
      const organisationId = tournament.organisationId === undefined ? `tournament:${tournament.id}` : (tournament.organisationId ?? '');
      if (!byOrganisation.has(organisationId)) byOrganisation.set(organisationId, this.organisationRole(user, tournament));
      const organisationRole = await byOrganisation.get(organisationId);
      roles.set(tournament.id, strongestRole([isTournamentAdmin(user, tournament) ? 'owner' : null, rows.get(tournament.id), organisationRole]));
    }
    return roles;
  }

  private async readAccess(user: AuthUser, tournament: AccessedTournament, manager: EntityManager | undefined): Promise<EventAccess> {
    const owner = isTournamentAdmin(user, tournament);
    const [membership, organisationRole] = await Promise.all([
      owner ? null : this.team.activeMembership(tournament.id, user.uid, manager),
      owner ? null : this.organisationRole(user, tournament, manager),
    ]);
    const memberRole = membership?.status === 'active' ? membership.role : null;
    const role = strongestRole([owner ? 'owner' : null, memberRole, organisationRole]);
    // Not awaited: the time is a hint for the Team tab, never worth a second connection inside a caller's transaction.
    if (memberRole && role === memberRole) this.team.touchLastActive(membership!.id).catch(() => undefined);
    return {
      role,
      contestIds: role === memberRole && membership ? membership.contestIds : [],
      revoked: role === null && membership?.status === 'revoked',
      memberId: role === memberRole && membership ? membership.id : null,
    };
  }

  /** A tournament read without its organisation (undefined) has it read with the role, in one query. */
  private async organisationRole(user: AuthUser, tournament: AccessedTournament, manager?: EntityManager): Promise<EventRole | null> {
    if (!this.organisations || tournament.organisationId === null) return null;
    const role =
      tournament.organisationId === undefined
        ? await this.organisations.roleOn(tournament.id, user, manager)
        : await this.organisations.roleOf(user, tournament.organisationId, manager);
    return role ? organisationEventRole[role] : null;
  }
}
