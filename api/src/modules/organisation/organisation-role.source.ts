import { Injectable } from '@nestjs/common';
import type { OrganisationRole } from '@fairway/contracts/event-team';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import type { OrganisationRoleSource as EventTeamRoleSource } from '../event-team/organisation-role-source';
import { type Caller, OrganisationRepository } from './organisation.repository';

/** The caller as organisation membership knows them: the account, and the e-mail only once verified. */
export function callerOf(user: AuthUser): Caller {
  return { uid: user.uid, email: user.emailVerified ? user.email : null };
}

/**
 * The caller's organisation-wide role (null: none). The event team's access layer reads it through roleOf (its
 * OrganisationRoleSource seam) and turns it into an event role (organisationEventRole).
 */
@Injectable()
export class OrganisationRoleSource implements EventTeamRoleSource {
  constructor(private readonly organisations: OrganisationRepository) {}

  /** The role in an organisation; the shape the event team's access layer asks for. */
  roleOf(user: AuthUser, organisationId: string, manager?: EntityManager): Promise<OrganisationRole | null> {
    return this.organisations.roleIn(organisationId, callerOf(user), manager);
  }

  /** The role in the organisation of a tournament (none when it has no organisation), read in one query. */
  roleOn(tournamentId: string, user: AuthUser | null, manager?: EntityManager): Promise<OrganisationRole | null> {
    if (!user) return Promise.resolve(null);
    return this.organisations.roleOnTournament(tournamentId, callerOf(user), manager);
  }

  /** The organisations where the caller is a member. */
  async organisationIdsOf(user: AuthUser): Promise<string[]> {
    return (await this.organisations.mine(callerOf(user))).map((organisation) => organisation.id);
  }
}
